/**
 * An import type's template: its columns (src/shared/importColumns.ts) with the allowed values of
 * each reference column read from the database now — the reference lists' active items, the
 * enumerations, the divisions, and the codes of the published records a record column may name.
 */
import { IMPORT_TYPE_LABELS } from '@/shared/enumLabels';
import type { ImportType } from '@/shared/enums';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { EngineContext } from '../records/engineContext';
import { loadImportReferences } from './importReferences';
import type { TemplateColumn } from './importTable';

/** A values sheet is for reading: a record column lists at most this many codes (the rest are valid all the same). */
export const TEMPLATE_RECORD_CODES_MAX = 5000;

export async function templateColumns(ctx: EngineContext, importType: ImportType): Promise<TemplateColumn[]> {
  const columns = IMPORT_COLUMNS[importType];
  const references = await loadImportReferences(ctx, columns, null);
  const result: TemplateColumn[] = [];
  for (const column of columns) {
    const base: TemplateColumn = { header: column.header, required: column.required, description: column.description };
    const reference = column.reference;
    if (!reference) result.push(column.format === 'boolean' ? { ...base, allowedValues: ['Sim', 'Não'] } : base);
    else if (reference.kind === 'record') {
      const rows = await ctx.db
        .selectFrom('record_version')
        .select('code')
        .distinct()
        .where('kind', '=', RECORD_KINDS[reference.recordKind].objectKind)
        .where('state', '=', RecordState.Published)
        .where('code', 'is not', null)
        .orderBy('code')
        .limit(TEMPLATE_RECORD_CODES_MAX)
        .execute();
      result.push({ ...base, allowedValues: rows.map((r) => r.code ?? '') });
    } else result.push({ ...base, allowedValues: references.allowedValues(reference) });
  }
  return result;
}

export function templateTitle(importType: ImportType): string {
  return IMPORT_TYPE_LABELS[importType].pt;
}

/** The template's file name: 'modelo-importacao-1.xlsx'. */
export function templateFileName(importType: ImportType): string {
  return `modelo-importacao-${importType}.xlsx`;
}
