import { lazy, Suspense } from 'react';
import type { VersionDiffDialogProps } from './VersionDiffDialog';

// Its own chunk, fetched when a comparison is first opened: the record pages stay as small as they were.
const VersionDiffDialog = lazy(() => import(/* webpackChunkName: "version-diff" */ './VersionDiffDialog').then((m) => ({ default: m.VersionDiffDialog })));

/** The comparison dialog, loaded on demand; nothing is rendered (nor downloaded) while it is closed. */
export function LazyVersionDiffDialog(props: VersionDiffDialogProps & { open: boolean }) {
  const { open, ...rest } = props;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VersionDiffDialog {...rest} />
    </Suspense>
  );
}
