/**
 * How code outside React shows a toast. The SnackbarProvider installs notistack's enqueue (see
 * NotifierBridge); tests install a mock. Messages sent before any notifier exists (the guest sign-in
 * at start-up can fail before React has mounted) wait and are shown once one is installed.
 *
 * Error and warning toasts are about the page they were shown on: leaving it (a change of path) or
 * signing in clears them (clearStaleToasts, issue 29 §7), unless they say why the user was moved
 * (`keepOnNavigation`: a lost session). Success and info toasts run their course.
 */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';
export interface ToastOptions {
  /** The toast explains a move the app makes (e.g. home after a lost session): no navigation clears it. */
  keepOnNavigation?: boolean;
  /**
   * A button beside the text (e.g. 'Anular' after an undoable action, issue 30 §4): clicking it closes the
   * toast and runs `onClick`. Such a toast stays `durationMs` (else LIMITS.toastDurationMs), paused while
   * the pointer is over it or the keyboard focus inside it.
   */
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}
export type Notifier = (message: string, variant: ToastVariant, options?: ToastOptions) => void;

let current: Notifier | null = null;
let clearer: (() => void) | null = null;
let pending: [string, ToastVariant, ToastOptions | undefined][] = [];

export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (!current) return;
  const waiting = pending;
  pending = [];
  for (const [message, variant, options] of waiting) show(current, message, variant, options);
}

/** The toaster's way to close its stale toasts (NotifierBridge). */
export function setToastClearer(clear: (() => void) | null): void {
  clearer = clear;
}

/** Options are passed only when given: a notifier sees (message, variant) for an ordinary toast. */
function show(notifier: Notifier, message: string, variant: ToastVariant, options: ToastOptions | undefined): void {
  if (options) notifier(message, variant, options);
  else notifier(message, variant);
}

export function showToast(message: string, variant: ToastVariant = 'error', options?: ToastOptions): void {
  if (current) show(current, message, variant, options);
  else pending.push([message, variant, options]);
}

/** Whether a toast of this kind is cleared by a change of page. */
export function clearedOnNavigation(variant: ToastVariant, options?: ToastOptions): boolean {
  return (variant === 'error' || variant === 'warning') && options?.keepOnNavigation !== true;
}

/** Closes the error and warning toasts of the page left (or of a failed sign-in, once one succeeds). */
export function clearStaleToasts(): void {
  pending = pending.filter(([, variant, options]) => !clearedOnNavigation(variant, options));
  clearer?.();
}
