import type { ReportExportFormat, ReportFilters, ReportName } from '@/shared/reports';
import { useLanguage } from '@/web/i18n/useT';
import { useExportReportMutation, type ReportFile } from './reportsApi';

/** Hands an exported file to the browser to save (an `<a download>`), then lets its object URL go. */
export function saveReportFile({ name, url }: ReportFile): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    if (result.data) saveReportFile(result.data);
  };
  return { download, pending: isLoading ? (originalArgs?.request.format ?? null) : null };
}
