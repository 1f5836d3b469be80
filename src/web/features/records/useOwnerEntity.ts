import { RecordState } from '@/shared/recordStates';
import { useGetHistoryQuery, useGetRecordQuery } from './recordsApi';

/**
 * The entity a record belongs to (its owner, a point of care's host, a heritage record's managing entity), known only by its id: its history
 * names the versions, the published one (else the latest readable) gives the name and the link.
 */
export function useOwnerEntity(organizationId: number | null | undefined): { id: number; version: number; name: string } | null {
  const id = organizationId ?? 0;
  const history = useGetHistoryQuery({ kind: 'entity', id }, { skip: id <= 0 });
  const versions = history.data ?? [];
  const chosen =
    versions.find((v) => v.state === RecordState.Published) ??
    versions.reduce<(typeof versions)[number] | undefined>((a, v) => (!a || v.version > a.version ? v : a), undefined);
  const version = chosen?.version ?? 0;
  const record = useGetRecordQuery({ kind: 'entity', id, version }, { skip: id <= 0 || version <= 0 });
  return record.data ? { id, version, name: record.data.name } : null;
}
