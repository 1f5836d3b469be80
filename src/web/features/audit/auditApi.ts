/** The audit view's calls (issue 31 §4, src/shared/audit.ts): a page of the filtered actions, and its export. */
import { AUDIT_PATHS, type AuditExportRequest, type AuditRow, type AuditSearchRequest } from '@/shared/audit';
import type { TableData } from '@/shared/records/contract';
import { api } from '@/web/api/api';
import { fileOrEnvelope, type DownloadedFile } from '@/web/api/fileResponse';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAudit: build.query<TableData<AuditRow>, AuditSearchRequest>({
      query: (body) => ({ url: AUDIT_PATHS.search, method: 'POST', body }),
    }),
    exportAudit: build.mutation<DownloadedFile, { request: AuditExportRequest; language: string }>({
      query: ({ request, language }) => ({
        url: AUDIT_PATHS.export,
        method: 'POST',
        body: request,
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope(`auditoria.${request.format}`),
      }),
    }),
  }),
});

export const { useSearchAuditQuery, useExportAuditMutation } = auditApi;
