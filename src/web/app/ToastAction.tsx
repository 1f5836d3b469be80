import { useEffect, useRef } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import Button from '@mui/material/Button';
import { CloseToastButton } from './CloseToastButton';

export interface ToastActionProps {
  toastKey: SnackbarKey;
  label: string;
  onClick: () => void;
  durationMs: number;
}

/**
 * A toast's own button (issue 30 §4: 'Anular'), with the close button after it. The toast is kept by
 * notistack (persist) and closed here after `durationMs`, a count that stops while the pointer is over
 * the toast or the keyboard focus is inside it (WCAG 2.2.1: a keyboard user who reached the button is
 * not cut off), and restarts when they leave.
 */
export function ToastAction({ toastKey, label, onClick, durationMs }: ToastActionProps) {
  const { closeSnackbar } = useSnackbar();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const toast: HTMLElement | null = ref.current?.closest('[role="alert"]') ?? ref.current?.parentElement ?? null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const start = () => {
      clearTimeout(timer);
      if (!hovered && !focused) timer = setTimeout(() => closeSnackbar(toastKey), durationMs);
    };
    const on = (set: (v: boolean) => void, value: boolean) => () => {
      set(value);
      if (value) clearTimeout(timer);
      else start();
    };
    const handlers: [string, () => void][] = [
      ['mouseenter', on((v) => (hovered = v), true)],
      ['mouseleave', on((v) => (hovered = v), false)],
      ['focusin', on((v) => (focused = v), true)],
      ['focusout', on((v) => (focused = v), false)],
    ];
    for (const [event, handler] of handlers) toast?.addEventListener(event, handler);
    start();
    return () => {
      clearTimeout(timer);
      for (const [event, handler] of handlers) toast?.removeEventListener(event, handler);
    };
  }, [toastKey, durationMs, closeSnackbar]);
  return (
    <span ref={ref} style={{ display: 'inline-flex', alignItems: 'center' }}>
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        sx={{ mr: 0.5, fontWeight: 700 }}
        onClick={() => {
          closeSnackbar(toastKey);
          onClick();
        }}
      >
        {label}
      </Button>
      <CloseToastButton toastKey={toastKey} />
    </span>
  );
}
