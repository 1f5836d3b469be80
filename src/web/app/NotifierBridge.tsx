import { useEffect } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { LIMITS } from '@/shared/limits';
import { clearedOnNavigation, setNotifier, setToastClearer } from '@/web/api/services/notifier';
import { ToastAction } from './ToastAction';

/**
 * Hands notistack to the code outside React (the base query's toasts), and keeps the keys of the
 * toasts a change of page clears (notifier.ts) so that clearStaleToasts can close them.
 */
export function NotifierBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    const stale = new Set<SnackbarKey>();
    setNotifier((message, variant, options) => {
      const clearable = clearedOnNavigation(variant, options);
      const action = options?.action;
      const key = enqueueSnackbar(message, {
        variant,
        ...(clearable ? { onExited: (_node, exited) => stale.delete(exited) } : {}),
        // A toast with a button of its own (issue 30 §4) counts its time itself (ToastAction), pausing while hovered or focused.
        ...(action
          ? {
              persist: true,
              preventDuplicate: false,
              action: (toastKey: SnackbarKey) => (
                <ToastAction toastKey={toastKey} label={action.label} onClick={action.onClick} durationMs={options?.durationMs ?? LIMITS.toastDurationMs} />
              ),
            }
          : {}),
      });
      if (clearable) stale.add(key);
    });
    setToastClearer(() => {
      for (const key of stale) closeSnackbar(key);
      stale.clear();
    });
    return () => {
      setNotifier(null);
      setToastClearer(null);
    };
  }, [enqueueSnackbar, closeSnackbar]);
  return null;
}
