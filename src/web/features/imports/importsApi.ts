/**
 * The import's calls (issue 12 §3, contract in src/shared/imports.ts): the list, one import, the
 * upload, start, cancel, and the two files (template, error sheet) answered like the report exports.
 */
import type { Language } from '@/shared/errors';
import { IMPORT_PATHS, importPath, importTemplatePath, type ImportDetail, type ImportListResponse, type ImportMode, type ImportStartRequest } from '@/shared/imports';
import { api } from '@/web/api/api';
import { fileOrEnvelope, type DownloadedFile } from '@/web/api/fileResponse';

export interface UploadImportArg {
  importType: number;
  file: File;
}

export interface StartImportArg {
  id: number;
  mode: ImportMode;
}

/** The file texts (headers, the errors column) follow the interface language where the session names none. */
export interface TemplateArg {
  importType: number;
  language: Language;
}

export interface ErrorSheetArg {
  id: number;
  language: Language;
}

const LIST = { type: 'Import' as const, id: 'LIST' };
/** What a start or a cancel changes: the import and the list (the records' lists follow its end: useCurrentImport.ts). */
const changed = (id: number) => [LIST, { type: 'Import' as const, id }];

export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<ImportListResponse, void>({
      query: () => ({ url: IMPORT_PATHS.collection }),
      providesTags: [LIST],
    }),
    getImport: build.query<ImportDetail, number>({
      query: (id) => ({ url: importPath(IMPORT_PATHS.one, id) }),
      providesTags: (_result, _error, id) => [{ type: 'Import', id }],
    }),
    uploadImport: build.mutation<ImportDetail, UploadImportArg>({
      // The body is the file's bytes as they are (no multipart): the server reads them as one stream.
      query: ({ importType, file }) => ({
        url: IMPORT_PATHS.collection,
        method: 'POST',
        params: { importType, fileName: file.name },
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: [LIST],
    }),
    startImport: build.mutation<ImportDetail, StartImportArg>({
      query: ({ id, mode }) => ({ url: importPath(IMPORT_PATHS.start, id), method: 'POST', body: { mode } satisfies ImportStartRequest }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    cancelImport: build.mutation<ImportDetail, number>({
      query: (id) => ({ url: importPath(IMPORT_PATHS.cancel, id), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    downloadImportTemplate: build.mutation<DownloadedFile, TemplateArg>({
      query: ({ importType, language }) => ({
        url: importTemplatePath(importType),
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope('modelo.xlsx'),
      }),
    }),
    downloadImportErrors: build.mutation<DownloadedFile, ErrorSheetArg>({
      query: ({ id, language }) => ({
        url: importPath(IMPORT_PATHS.errorSheet, id),
        headers: { 'Accept-Language': language },
        responseHandler: fileOrEnvelope('erros.xlsx'),
      }),
    }),
  }),
});

export const {
  useGetImportsQuery,
  useGetImportQuery,
  useUploadImportMutation,
  useStartImportMutation,
  useCancelImportMutation,
  useDownloadImportTemplateMutation,
  useDownloadImportErrorsMutation,
} = importsApi;
