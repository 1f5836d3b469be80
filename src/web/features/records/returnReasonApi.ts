/** The return's reason (issue 29 §10, src/shared/records/returnReason.ts): the refusal types offered, and a version's last return. */
import type { RecordKindName } from '@/shared/records/kinds';
import { RETURN_REASON_PATHS, type LastReturn, type RefusalTypeOption } from '@/shared/records/returnReason';
import { api } from '@/web/api/api';
import { historyTag } from './recordsApi';

export const returnReasonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRefusalTypeOptions: build.query<RefusalTypeOption[], void>({
      query: () => RETURN_REASON_PATHS.refusalTypes,
    }),
    getLastReturn: build.query<LastReturn | null, { kind: RecordKindName; id: number; version: number }>({
      query: ({ kind, id, version }) => RETURN_REASON_PATHS.lastReturn(kind, id, version),
      // A workflow action on the record renews its history, and with it its last return.
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
  }),
});

export const { useGetRefusalTypeOptionsQuery, useGetLastReturnQuery } = returnReasonApi;
