/** Turning the engine's refusals into an import's issues: the catalogue text with its detail, in both languages. */
import { ERROR_CATALOGUE, ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { FIELD_OF_ERROR } from '@/shared/fieldErrors';
import type { ImportColumn } from '@/shared/importColumns';
import type { ImportIssue } from '@/shared/imports';
import { AppError } from '../http/AppError';
import type { ServerKindDefinition } from '../records/kindDefinition';

export function appErrorMessage(error: AppError): CatalogueEntry {
  const base = ERROR_CATALOGUE[error.code];
  const detail = error.options.detail;
  const words = (language: 'pt' | 'en') => {
    const extra = detail === undefined ? '' : typeof detail === 'string' ? detail : detail[language];
    return extra ? `${base[language]} (${extra})` : base[language];
  };
  return { pt: words('pt'), en: words('en') };
}

/** Refusals whose field is known from their code alone. */
// The record form's field refusals (the SPA places them under the same fields), and the entity type's.
const FIELD_OF_CODE: Readonly<Partial<Record<number, string>>> = {
  ...FIELD_OF_ERROR.record,
  [ErrorCode.EntityTypeNotFound]: 'organizationTypeId',
};

/** The column an engine refusal is about: by its code, else by the field label its detail names; null for the whole row. */
export function columnOfError(error: AppError, def: ServerKindDefinition, columns: readonly ImportColumn[]): string | null {
  const byCode = FIELD_OF_CODE[error.code];
  const detail = error.options.detail;
  const detailPt = detail === undefined ? '' : typeof detail === 'string' ? detail : detail.pt;
  const field =
    byCode ??
    columns.find((column) => {
      const label = def.labels[column.field.split('.')[0] ?? '']?.pt;
      return label !== undefined && detailPt !== '' && (detailPt === label || detailPt.startsWith(`${label}:`) || detailPt.includes(label));
    })?.field;
  return columns.find((column) => column.field === field)?.header ?? null;
}

export function rowError(row: number, column: string | null, message: CatalogueEntry): ImportIssue {
  return { row, column, severity: 'error', message };
}

/** Issues in row order (errors before warnings within a row, then as found). */
export function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => a.issue.row - b.issue.row || (a.issue.severity === b.issue.severity ? 0 : a.issue.severity === 'error' ? -1 : 1) || a.order - b.order)
    .map(({ issue }) => issue);
}
