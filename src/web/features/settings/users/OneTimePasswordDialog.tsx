import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useT } from '@/web/i18n/useT';

export interface OneTimePasswordDialogProps {
  /** The password the server answered; null closes the dialog. */
  password: string | null;
  username: string;
  onClose: () => void;
}

/**
 * The one-time password the server generated (new local user, or 'Repor palavra-passe'): shown
 * once, with a copy button and the warning that the user must change it at the first sign-in.
 */
export function OneTimePasswordDialog({ password, username, onClose }: OneTimePasswordDialogProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <AppDialog
      open={password !== null}
      title={t('settings.user.oneTimePasswordTitle')}
      onClose={close}
      size="small"
      actions={
        <Button variant="contained" onClick={close}>
          {t('settings.user.oneTimePasswordDone')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('settings.user.oneTimePasswordIntro', username)}</Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 1.5, bgcolor: 'background.default', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box
            component="code"
            data-testid="one-time-password"
            aria-label={t('settings.user.oneTimePasswordLabel')}
            sx={{
              flex: 1,
              minWidth: 0,
              fontSize: '1.15rem',
              fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {password}
          </Box>
          <Button size="small" variant="outlined" startIcon={copied ? <Check /> : <ContentCopy />} onClick={() => void copy()}>
            {copied ? t('settings.user.copied') : t('settings.user.copy')}
          </Button>
        </Box>
        <Alert severity="warning">{t('settings.user.oneTimePasswordWarning')}</Alert>
      </Stack>
    </AppDialog>
  );
}
