import { selectHubStatus, selectImportStatus } from '@/web/features/hub/hubSlice';
import type { ImportHub } from '@/web/features/imports/importHub';
import { ImportPage } from '@/web/features/imports/ImportPage';

/**
 * The import page with what it reads of the real-time hub: a feature does not import another's
 * internals, so the app hands the hub's selectors in. One lazy chunk with the page, so that the first
 * screens carry neither.
 */
const IMPORT_HUB: ImportHub = { selectHubConnected: (state) => selectHubStatus(state) === 'connected', selectImportStatus };

export function ImportRoutePage() {
  return <ImportPage hub={IMPORT_HUB} />;
}
