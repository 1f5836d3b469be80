import { lazy, Suspense, type ReactNode } from 'react';

// notistack and its toasts are about 8 KB gzip that no first paint shows: they load right after it.
// Toasts asked for before (showToast) wait in the notifier until the Toaster installs itself.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster').then((m) => ({ default: m.Toaster })));

/** The page, and after it the toasts' container (SPEC §8, §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
