import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { LIMITS } from '@/shared/limits';
import { CloseToastButton } from './CloseToastButton';
import { NotifierBridge } from './NotifierBridge';

/**
 * notistack's own colours fail WCAG 1.4.3 with white text (the orange warning is 2.15:1): every variant
 * takes the theme's palette instead, each at least 4.5:1 with white (theme.ts).
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900], color: theme.palette.common.white },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
  // On a coloured toast the focus ring takes the text's colour (theme.ts: --focus-ring-color).
  '--focus-ring-color': 'currentColor',
}));

const TOASTS = { default: ThemedToast, success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast };

/**
 * SPEC §8, §9: toasts at the top centre for LIMITS.toastDurationMs; an identical text is not stacked.
 * Code shows toasts through showToast (api/services/notifier), never notistack's hook: this module is
 * a chunk of its own (see ToastProvider).
 */
export function Toaster() {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={LIMITS.toastDurationMs}
      preventDuplicate
      maxSnack={4}
      Components={TOASTS}
      action={(key) => <CloseToastButton toastKey={key} />}
    >
      <NotifierBridge />
    </SnackbarProvider>
  );
}
