/** The reports' calls (SPEC §2.10, issue 11): one page of a report, and a report's whole result as a file. */
import type { Language } from '@/shared/errors';
import { REPORT_PATHS, type ReportExportRequest, type ReportName, type ReportPage, type ReportRequest } from '@/shared/reports';
import { api } from '@/web/api/api';

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

/** An exported file, kept in the store as an object URL (serialisable) until it is saved. */
export interface ReportFile {
  name: string;
  url: string;
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''a%C3%A7.xlsx` → the name, the UTF-8 form first. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * The export answers the file itself, or the usual JSON envelope when it is refused: the file is
 * wrapped in an envelope of its own so the base query (token, renewal, toasts) treats both alike.
 */
async function fileOrEnvelope(response: Response): Promise<unknown> {
  if ((response.headers.get('Content-Type') ?? '').includes('json')) return response.json();
  if (!response.ok) return null;
  const blob = await response.blob();
  const file: ReportFile = { name: fileNameOf(response.headers.get('Content-Disposition')) ?? 'relatorio', url: URL.createObjectURL(blob) };
  return { code: 0, description: '', data: file };
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    runReport: build.query<ReportPage, RunReportArg>({
      query: ({ report, request }) => ({ url: REPORT_PATHS.run(report), method: 'POST', body: request }),
      providesTags: ['Report'],
    }),
    exportReport: build.mutation<ReportFile, ExportReportArg>({
      query: ({ report, request, language }) => ({
        url: REPORT_PATHS.export(report),
        method: 'POST',
        body: request,
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope,
      }),
    }),
  }),
});

export const { useRunReportQuery, useExportReportMutation } = reportsApi;
