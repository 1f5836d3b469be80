/** The bulk calls (issue 30 §1, src/shared/bulk.ts): what a selection may do, the action, a job's result, the export. */
import type { BulkActionRequest, BulkExportFormat, BulkJobDetail, BulkPreview, BulkTargets } from '@/shared/bulk';
import { api } from '@/web/api/api';
import { fileOrEnvelope, type DownloadedFile } from '@/web/api/fileResponse';

/** The routes under API_BASE (src/server/bulk/bulkRoutes.ts). */
export const BULK_API = {
  preview: '/bulk/preview',
  actions: '/bulk/actions',
  job: (jobId: number) => `/bulk/jobs/${jobId}`,
  export: '/bulk/export',
} as const;

/** What a bulk action makes stale: every record list and view, the history and the tasks (the selection may hold any record of any kind). */
const CHANGED = ['Record', 'History', 'Task'] as const;

export const bulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkPreview: build.query<BulkPreview, BulkTargets>({
      query: (targets) => ({ url: BULK_API.preview, method: 'POST', body: { targets } }),
      // Asked again after any record change: what may be done moves with the records' states.
      providesTags: ['Record', 'Task'],
    }),
    runBulkAction: build.mutation<BulkJobDetail, BulkActionRequest>({
      query: (body) => ({ url: BULK_API.actions, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    getBulkJob: build.query<BulkJobDetail, number>({
      query: (jobId) => BULK_API.job(jobId),
    }),
    exportBulk: build.mutation<DownloadedFile, { targets: BulkTargets; format: BulkExportFormat; language: string }>({
      query: ({ targets, format, language }) => ({
        url: BULK_API.export,
        method: 'POST',
        body: { targets, format },
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope(`selecao.${format}`),
      }),
    }),
  }),
});

export const { useBulkPreviewQuery, useRunBulkActionMutation, useGetBulkJobQuery, useExportBulkMutation } = bulkApi;
