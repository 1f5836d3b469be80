/**
 * GET /records/{kind}/{id}/{version}/changelog as the change log list reads it (issue 29 §2): each
 * changed field with its comparison (ChangeLogLine), worded in the interface language like the compare dialog.
 */
import type { RecordKindName } from '@/shared/records/kinds';
import { RECORD_PATHS } from '@/shared/records/contract';
import type { ChangeLogLine } from '@/shared/records/versionDiff';
import { api } from '@/web/api/api';
import { historyTag } from '@/web/features/records/recordsApi';

export interface ChangeLogArg {
  kind: RecordKindName;
  id: number;
  version: number;
  againstPublished: boolean;
  language: 'pt' | 'en';
}

export const changeLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChangeLogLines: build.query<ChangeLogLine[], ChangeLogArg>({
      query: ({ kind, id, version, againstPublished, language }) => `${RECORD_PATHS.changeLog(kind, id, version)}?againstPublished=${againstPublished}&language=${language}`,
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
  }),
});

export const { useGetChangeLogLinesQuery } = changeLogApi;
