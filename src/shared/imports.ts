/**
 * The import's contract (SPEC §2.8, §3.2; issue 12 §3), shared by the server (src/server/imports) and
 * the SPA's /importacao page (src/web/features/imports). The import types are SPEC §3.2's, `ImportType`
 * in enums.ts; the columns of each type are in importColumns.ts.
 *
 * The life of an import (a job whose state lives in the database, so it survives a reload and a
 * server restart):
 *   upload → 'validating' → 'validated' (every row checked, nothing written; issues listed)
 *          → start(mode) → 'importing' → 'finished' | 'failed'
 *   'validating' | 'validated' | 'importing' → cancel → 'cancelled'
 * Nothing is written before start. Mode 'allOrNothing' writes every row in one transaction (refused
 * with -607 while any row has an error); 'validOnly' writes the rows without errors.
 */
import type { CatalogueEntry } from './errorCodes';

export const IMPORT_STATES = ['validating', 'validated', 'importing', 'finished', 'failed', 'cancelled'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** States after which nothing more happens to an import. */
export const IMPORT_FINAL_STATES: readonly ImportState[] = ['finished', 'failed', 'cancelled'];

export const IMPORT_MODES = ['allOrNothing', 'validOnly'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Our choices (the spec is silent). */
export const IMPORT_LIMITS = {
  /** The largest file accepted (-601 beyond it). */
  maxBytes: 10 * 1024 * 1024,
  /** The most data rows one file may hold (-605 beyond it). */
  maxRows: 20_000,
  /**
   * The longest text of one cell (-609 beyond it): Excel's own limit, above the longest field an
   * import fills (20,000 characters). The server's other bounds of a parse: src/server/imports/parseBounds.ts.
   */
  cellMaxLength: 32_767,
  /** The issues one GET of an import carries; all of them are in the error sheet. */
  issuesShown: 500,
} as const;

/**
 * The columns the error sheet adds around the file's own (the row's number first, its issues last), in
 * the sheet's language. An upload ignores a column headed by exactly one of these names (issue 29 §11),
 * so the error sheet, fixed, is imported again as it comes back; no template has a column so named.
 */
export const ERROR_SHEET_COLUMNS = {
  pt: { row: 'Linha', errors: 'Erros' },
  en: { row: 'Row', errors: 'Errors' },
} as const;

/** File kinds accepted, by extension. */
export const IMPORT_FILE_EXTENSIONS = ['xlsx', 'csv'] as const;
export type ImportFileExtension = (typeof IMPORT_FILE_EXTENSIONS)[number];

/**
 * One problem of one row: `row` is the row's number as a spreadsheet shows it (the header is row 1),
 * `column` the template's header of the cell, or null for the whole row. Errors stop a row from being
 * imported; warnings (a possible duplicate name) do not.
 */
export interface ImportIssue {
  row: number;
  column: string | null;
  severity: 'error' | 'warning';
  message: CatalogueEntry;
}

/** An import's progress: what SendImportStatus pushes through the hub and every read of an import carries. */
export interface ImportStatus {
  importId: number;
  state: ImportState;
  /** Data rows in the file. */
  total: number;
  /** Rows checked so far. */
  validated: number;
  /** Rows written as records so far. */
  written: number;
  /** Rows with at least one error. */
  failed: number;
  /** 0–100: validation counts for the first half of the work when writing follows, the whole when it has not started. */
  percent: number;
}

/** One import as the page lists it. */
export interface ImportSummary extends ImportStatus {
  importType: number;
  fileName: string;
  /** Who uploaded it. */
  username: string;
  displayName: string;
  /** ISO 8601 date-times. */
  createdAt: string;
  finishedAt: string | null;
  mode: ImportMode | null;
  errorCount: number;
  warningCount: number;
  /** Why a failed import failed, in both languages; null otherwise. */
  message: CatalogueEntry | null;
}

/** One import with its first IMPORT_LIMITS.issuesShown issues (in row order). */
export interface ImportDetail extends ImportSummary {
  issues: ImportIssue[];
  /** True when there are more issues than `issues` holds (the error sheet has them all). */
  issuesTruncated: boolean;
}

export interface ImportListResponse {
  items: ImportSummary[];
}

export interface ImportStartRequest {
  mode: ImportMode;
}

/**
 * The routes, under API_BASE. The upload sends the file's bytes as the body (Content-Type
 * application/octet-stream) with `importType` and `fileName` in the query; the template and the error
 * sheet answer an xlsx file (or the JSON envelope when refused), like the report exports.
 */
export const IMPORT_PATHS = {
  /** GET: the imports, newest first. POST: upload a file (answers its ImportDetail in 'validating'). */
  collection: '/imports',
  /** GET: one import (ImportDetail). */
  one: '/imports/:id',
  /** POST ImportStartRequest: write the validated rows. */
  start: '/imports/:id/start',
  /** POST: cancel a running or validated import. */
  cancel: '/imports/:id/cancel',
  /** GET: the uploaded rows with an errors column, as xlsx. */
  errorSheet: '/imports/:id/errors',
  /** GET: the xlsx template of an import type (headers, and a sheet of allowed values per reference column). */
  template: '/imports/templates/:importType',
} as const;

/** A path of IMPORT_PATHS with its parameter filled in. */
export function importPath(path: (typeof IMPORT_PATHS)[Exclude<keyof typeof IMPORT_PATHS, 'collection' | 'template'>], id: number): string {
  return path.replace(':id', String(id));
}

export function importTemplatePath(importType: number): string {
  return IMPORT_PATHS.template.replace(':importType', String(importType));
}
