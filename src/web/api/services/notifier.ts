/**
 * How code outside React shows a toast. The SnackbarProvider installs notistack's enqueue (see
 * NotifierBridge); tests install a mock. Messages sent before any notifier exists (the guest sign-in
 * at start-up can fail before React has mounted) wait and are shown once one is installed.
 */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';
export type Notifier = (message: string, variant: ToastVariant) => void;

let current: Notifier | null = null;
let pending: [string, ToastVariant][] = [];

export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (!current) return;
  const waiting = pending;
  pending = [];
  for (const [message, variant] of waiting) current(message, variant);
}

export function showToast(message: string, variant: ToastVariant = 'error'): void {
  if (current) current(message, variant);
  else pending.push([message, variant]);
}
