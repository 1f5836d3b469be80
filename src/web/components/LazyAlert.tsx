import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

// Alert with its four severity icons is about 3 KB gzip.
const Alert = lazy(() => import(/* webpackChunkName: "alert" */ '@mui/material/Alert'));

/**
 * MUI's Alert, fetched when first shown: for messages that only a failure or a user's action brings up
 * (a refused search, an unreachable server), so that the first screens load without it. Never for a
 * message a page shows from its first paint.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
