import Typography from '@mui/material/Typography';
import { LIMITS, PRODUCT } from '@/shared/limits';
import { canSeeCopyrightTooltip } from '@/shared/permissions';
import { APP_VERSION } from '@/web/app/buildInfo';
import { useAppSelector } from '@/web/app/hooks';
import { selectMenuSubject } from '@/web/features/session/sessionSlice';
import { useT } from '@/web/i18n/useT';
import { LazyTooltip } from '@/web/components/LazyTooltip';

/** '© CESA 2023' (SPEC §1, §9); holders of Super approve (3) see the build version on it (SPEC §6). */
export function CopyrightNotice() {
  const t = useT();
  const subject = useAppSelector(selectMenuSubject);
  const text = `© ${PRODUCT.abbreviation} ${LIMITS.copyrightYear}`;
  if (!canSeeCopyrightTooltip(subject)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    );
  }
  return (
    <LazyTooltip title={t('footer.version', APP_VERSION)}>
      {/* Focusable so that keyboard users reach the tooltip too. */}
      <Typography variant="body2" color="text.secondary" tabIndex={0} sx={{ cursor: 'help', borderBottom: '1px dotted', borderColor: 'text.secondary' }}>
        {text}
      </Typography>
    </LazyTooltip>
  );
}
