/**
 * How code outside React shows a toast. The SnackbarProvider installs notistack's enqueue (see
 * NotifierBridge); tests install a mock. Before that, messages are dropped: nothing can show them.
 */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';
export type Notifier = (message: string, variant: ToastVariant) => void;

const silent: Notifier = () => undefined;
let current: Notifier = silent;

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? silent;
}

export function showToast(message: string, variant: ToastVariant = 'error'): void {
  current(message, variant);
}
