import type { RecordKindName } from '@/shared/records/kinds';
import { useGetRecordQuery } from '../recordsApi';

/** The name of a record version (read once, cached by RTK Query), for references that carry only ids. */
export function useRecordName(kind: RecordKindName, id: number | null | undefined, version: number | null | undefined): string | undefined {
  const { data } = useGetRecordQuery({ kind, id: id ?? 0, version: version ?? 0 }, { skip: !id || !version });
  return data?.name;
}

/** A record version's name as text ('#id' until it is read). */
export function RecordName({ kind, id, version }: { kind: RecordKindName; id: number; version: number }) {
  return <>{useRecordName(kind, id, version) ?? `#${id}`}</>;
}
