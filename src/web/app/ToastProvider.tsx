import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { LIMITS } from '@/shared/limits';
import { CloseToastButton } from './CloseToastButton';
import { NotifierBridge } from './NotifierBridge';

/** SPEC §8, §9: toasts at the top centre for LIMITS.toastDurationMs; an identical text is not stacked. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={LIMITS.toastDurationMs}
      preventDuplicate
      maxSnack={4}
      action={(key) => <CloseToastButton toastKey={key} />}
    >
      <NotifierBridge />
      {children}
    </SnackbarProvider>
  );
}
