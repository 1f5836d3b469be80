import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { LightHelperText } from '@/web/components/form/LightOutlinedField';
import { useLanguage, useT } from '@/web/i18n/useT';
import { loadRecaptcha, type Grecaptcha } from './recaptcha';

interface BotCheckProps {
  siteKey: string;
  onToken: (token: string) => void;
  /** Changing it asks for a new challenge (a token is good for one sign-in attempt). */
  resetKey: number;
  error?: string;
}

const ERROR_ID = 'bot-check-error';

/** The bot-check widget of the login page (SPEC §7); its token goes with the login call. */
export function BotCheck({ siteKey, onToken, resetKey, error }: BotCheckProps) {
  const t = useT();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onTokenRef = useRef(onToken);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          hl: language === 'pt' ? 'pt-PT' : 'en',
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
        });
        widget.current = { api, id };
      })
      .catch((e: unknown) => console.error(e));
    return () => {
      cancelled = true;
    };
  }, [siteKey, language]);

  useEffect(() => {
    if (resetKey > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [resetKey]);

  return (
    <Box role="group" aria-label={t('login.botCheck')} aria-describedby={error ? ERROR_ID : undefined}>
      <div ref={container} />
      {error && (
        <LightHelperText id={ERROR_ID} error>
          {error}
        </LightHelperText>
      )}
    </Box>
  );
}
