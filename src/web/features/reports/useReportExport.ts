import type { ReportExportFormat, ReportFilters, ReportName } from '@/shared/reports';
import { saveDownloadedFile } from '@/web/components/saveFile';
import { useLanguage } from '@/web/i18n/useT';
import { useExportReportMutation } from './reportsApi';


/**
 * Exports a report's whole result (POST with the session's token, through the app's base query) and
 * saves the file; `pending` is the format being exported. A refusal is already toasted by the base query.
 */
export function useReportExport(report: ReportName, filters: ReportFilters | null) {
  const language = useLanguage();
  const [exportReport, { isLoading, originalArgs }] = useExportReportMutation();
  const download = async (format: ReportExportFormat) => {
    if (!filters) return;
    const result = await exportReport({ report, request: { filters, format }, language });
    if (result.data) saveDownloadedFile(result.data);
  };
  return { download, pending: isLoading ? (originalArgs?.request.format ?? null) : null };
}
