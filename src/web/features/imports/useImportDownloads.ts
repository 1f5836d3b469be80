import { saveDownloadedFile } from '@/web/components/saveFile';
import { useLanguage } from '@/web/i18n/useT';
import { useDownloadImportErrorsMutation, useDownloadImportTemplateMutation } from './importsApi';

/**
 * Downloads an import type's template (with the session's token, through the app's base query) and
 * saves it; a refusal is already toasted by the base query.
 */
export function useTemplateDownload() {
  const language = useLanguage();
  const [download, { isLoading }] = useDownloadImportTemplateMutation();
  const downloadTemplate = async (importType: number) => {
    const result = await download({ importType, language });
    if (result.data) saveDownloadedFile(result.data);
  };
  return { downloadTemplate, pending: isLoading };
}

/** Downloads an import's error sheet and saves it; `pendingId` is the import whose sheet is on its way. */
export function useErrorSheetDownload() {
  const language = useLanguage();
  const [download, { isLoading, originalArgs }] = useDownloadImportErrorsMutation();
  const downloadErrors = async (id: number) => {
    const result = await download({ id, language });
    if (result.data) saveDownloadedFile(result.data);
  };
  return { downloadErrors, pendingId: isLoading ? (originalArgs?.id ?? null) : null };
}
