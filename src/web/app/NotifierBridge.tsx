import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { setNotifier } from '@/web/api/services/notifier';

/** Hands notistack to the code outside React (the base query's toasts). */
export function NotifierBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    setNotifier((message, variant) => enqueueSnackbar(message, { variant }));
    return () => setNotifier(null);
  }, [enqueueSnackbar]);
  return null;
}
