import { useGetRecordQuery } from '@/web/features/records/recordsApi';

/** The name of an entity version (cached by RTK Query), for references that carry only ids. */
export function useOrganizationName(id: number | null | undefined, version: number | null | undefined): string | undefined {
  const { data } = useGetRecordQuery({ kind: 'entity', id: id ?? 0, version: version ?? 0 }, { skip: !id || !version });
  return data?.name;
}
