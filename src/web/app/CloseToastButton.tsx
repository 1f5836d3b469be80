import { useSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { useT } from '@/web/i18n/useT';

/** Toasts hide by themselves after a while; this lets the user dismiss one sooner. */
export function CloseToastButton({ toastKey }: { toastKey: SnackbarKey }) {
  const t = useT();
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton aria-label={t('app.close')} color="inherit" size="small" onClick={() => closeSnackbar(toastKey)}>
      <Close fontSize="small" />
    </IconButton>
  );
}
