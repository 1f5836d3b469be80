/** The public entry's preview (issue 31 §3): read again whenever the record changes (its record tag). */
import { previewPath, type RecordPreview } from '@/shared/preview';
import { api } from '@/web/api/api';
import { recordTag, type RecordRef } from '../recordsApi';

export const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecordPreview: build.query<RecordPreview, RecordRef>({
      query: ({ kind, id, version }) => previewPath(kind, id, version),
      providesTags: (_r, _e, { kind, id }) => [recordTag(kind, id)],
    }),
  }),
});

export const { useGetRecordPreviewQuery } = previewApi;
