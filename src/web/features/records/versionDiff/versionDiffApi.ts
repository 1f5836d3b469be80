/** GET /records/{kind}/{id}/compare?from=&to= (src/shared/records/versionDiff.ts), injected with the comparison's chunk. */
import type { RecordKindName } from '@/shared/records/kinds';
import type { VersionDiff } from '@/shared/records/versionDiff';
import { api } from '@/web/api/api';
import { historyTag } from '@/web/features/records/recordsApi';

export interface CompareArg {
  kind: RecordKindName;
  id: number;
  from: number;
  to: number;
  /** The interface language, in which the server words the values (it may differ from the user's stored one). */
  language: 'pt' | 'en';
}

export const versionDiffApi = api.injectEndpoints({
  endpoints: (build) => ({
    compareVersions: build.query<VersionDiff, CompareArg>({
      query: ({ kind, id, from, to, language }) => `/records/${kind}/${id}/compare?from=${from}&to=${to}&language=${language}`,
      // A save or workflow action on the record renews its history, and with it what its versions hold.
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
  }),
});

export const { useCompareVersionsQuery } = versionDiffApi;
