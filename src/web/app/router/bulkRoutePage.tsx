import { BulkJobPage, type BulkHub } from '@/web/features/bulk/BulkJobPage';
import { selectBulkStatus, selectHubStatus } from '@/web/features/hub/hubSlice';

/**
 * A bulk job's result page with what it reads of the real-time hub: a feature does not import
 * another's internals, so the app hands the hub's selectors in (as importRoutePage.tsx does). One lazy
 * chunk with the page.
 */
const BULK_HUB: BulkHub = { selectHubConnected: (state) => selectHubStatus(state) === 'connected', selectBulkStatus };

export function BulkRoutePage() {
  return <BulkJobPage hub={BULK_HUB} />;
}
