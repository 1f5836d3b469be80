/** The reports' calls (SPEC §2.10, issue 11): one page of a report, and a report's whole result as a file. */
import type { Language } from '@/shared/errors';
import { REPORT_PATHS, type ReportExportRequest, type ReportName, type ReportPage, type ReportRequest } from '@/shared/reports';
import { api } from '@/web/api/api';
import { fileOrEnvelope, type DownloadedFile } from '@/web/api/fileResponse';

export interface RunReportArg {
  report: ReportName;
  request: ReportRequest;
}

export interface ExportReportArg {
  report: ReportName;
  request: ReportExportRequest;
  /** The interface language: the file's texts (headers, yes/no) follow it where the session names none. */
  language: Language;
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    runReport: build.query<ReportPage, RunReportArg>({
      query: ({ report, request }) => ({ url: REPORT_PATHS.run(report), method: 'POST', body: request }),
      providesTags: ['Report'],
    }),
    exportReport: build.mutation<DownloadedFile, ExportReportArg>({
      query: ({ report, request, language }) => ({
        url: REPORT_PATHS.export(report),
        method: 'POST',
        body: request,
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope('relatorio'),
      }),
    }),
  }),
});

export const { useRunReportQuery, useExportReportMutation } = reportsApi;
