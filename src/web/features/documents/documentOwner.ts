/**
 * The name of the entity a document belongs to. The record contract carries only `organizationId`
 * for owned kinds; the server may add the name to the view's data (`organizationName`) or answer it as
 * the header's `parentName` (documents have no parent of their own). Until then the id is shown.
 */
import type { RecordView } from '@/shared/records/contract';

export function documentOwnerName(
  view: Pick<RecordView<object>, 'organizationId' | 'parentName' | 'data'>,
  organizationId: number | null = view.organizationId,
): string | null {
  const fromData = (view.data as { organizationName?: unknown }).organizationName;
  if (typeof fromData === 'string' && fromData) return fromData;
  if (view.parentName) return view.parentName;
  return organizationId ? `#${organizationId}` : null;
}
