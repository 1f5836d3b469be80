import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Language } from '@/shared/errors';
import { useAppDispatch } from '@/web/app/hooks';
import { languageChanged } from '@/web/app/uiSlice';
import { isLanguageLoaded, loadLanguage, useLanguage, useT } from '@/web/i18n/useT';
import type { MessageKey } from '@/web/i18n/pt';
import { ASSETS } from './assets';
import { LazyTooltip } from '@/web/components/LazyTooltip';
import { LightIconButton } from '@/web/components/LightIconButton';

const LANGUAGES: readonly { language: Language; label: MessageKey; flag: string }[] = [
  { language: 'pt', label: 'header.languagePt', flag: ASSETS.flagPt },
  { language: 'en', label: 'header.languageEn', flag: ASSETS.flagEn },
];

/** The pt/en flags (SPEC §1): toggle buttons named by their language, the current one pressed. */
export function LanguageSwitch() {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useLanguage();
  // English comes on demand: the switch happens once its texts are here (at once when they already are).
  const choose = (language: Language) => {
    if (isLanguageLoaded(language)) dispatch(languageChanged(language));
    else void loadLanguage(language).then(() => dispatch(languageChanged(language)));
  };
  return (
    <Stack direction="row" role="group" aria-label={t('header.language')}>
      {LANGUAGES.map(({ language, label, flag }) => {
        const pressed = language === current;
        return (
          <LazyTooltip key={language} title={t(label)}>
            <LightIconButton
              aria-label={t(label)}
              aria-pressed={pressed}
              color="inherit"
              lang={language}
              onClick={() => choose(language)}
              size="small"
              sx={{ borderRadius: 1, p: 0.75, opacity: pressed ? 1 : 0.75, outline: pressed ? '2px solid currentColor' : 'none', outlineOffset: -2 }}
            >
              <Box component="img" src={flag} alt="" sx={{ width: 24, height: 16, display: 'block', borderRadius: 0.25 }} />
            </LightIconButton>
          </LazyTooltip>
        );
      })}
    </Stack>
  );
}
