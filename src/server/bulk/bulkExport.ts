/**
 * A selection as a file (POST /api/bulk/export): kind, code, name, version, state, owner entity and
 * last change (the Azores clock), one row per selected version the caller may read — a version they
 * may not read is left out, so the file never tells of it. The reports' writers (reportFiles.ts): the
 * xlsx with a bold, frozen header row; the CSV with its BOM, `;`, and the formula guard.
 */
import type { BulkExportFormat } from '@/shared/bulk';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { Language } from '@/shared/errors';
import { RecordState } from '@/shared/recordState';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { regionDateTime, regionDay } from '@/shared/regionTime';
import type { ReportCell, ReportColumn } from '@/shared/reports';
import type { RecordVersion } from '../db/schema';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { csvTable, sheetName, streamedXlsx } from '../reports/reportFiles';
import { groupByKind, keyOf, readableVersions, type ResolvedRecord } from './bulkTargets';

export const BULK_EXPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'kind', type: 'text', width: 18, title: { pt: 'Tipo', en: 'Kind' } },
  { key: 'code', type: 'text', width: 16, title: { pt: 'Código', en: 'Code' } },
  { key: 'name', type: 'text', width: 50, title: { pt: 'Nome', en: 'Name' } },
  { key: 'version', type: 'integer', width: 8, title: { pt: 'Versão', en: 'Version' } },
  { key: 'state', type: 'text', width: 24, title: { pt: 'Estado', en: 'State' } },
  { key: 'owner', type: 'text', width: 40, title: { pt: 'Entidade', en: 'Entity' } },
  { key: 'changedAt', type: 'text', width: 18, title: { pt: 'Última alteração', en: 'Last changed' } },
];

const SHEET_TITLE: Readonly<Record<Language, string>> = { pt: 'Seleção', en: 'Selection' };

/** The names of these entities: each one's published version's, else its latest's. */
async function entityNames(ctx: EngineContext, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await ctx.db
    .selectFrom('record_version')
    .select(['id', 'name', 'state', 'version'])
    .where('kind', '=', RECORD_KINDS[OWNER_KIND].objectKind)
    .where('id', 'in', [...ids])
    .execute();
  const rank = (r: { state: number; version: number }) => (r.state === RecordState.Published ? 1e9 : 0) + r.version;
  for (const row of [...rows].sort((a, b) => rank(a) - rank(b))) names.set(row.id, row.name ?? '');
  return names;
}

/** The selection's rows as the file holds them, in selection order. */
export async function exportRows(ctx: EngineContext, records: readonly ResolvedRecord[]): Promise<ReportCell[][]> {
  const readable = await readableVersions(
    ctx,
    groupByKind(records, (r) => r.def),
  );
  // An entity's owner is the entity above it (its organization_id is itself); any other record's, its organisation.
  const ownerOf = (def: ServerKindDefinition, row: RecordVersion) => (def.meta.name === OWNER_KIND ? row.parent_id : row.organization_id);
  const owners = await entityNames(ctx, [
    ...new Set(
      records.flatMap((r) => {
        const row = readable.get(keyOf(r.def.meta.name, r.id, r.version));
        const owner = row ? ownerOf(r.def, row) : null;
        return owner === null ? [] : [owner];
      }),
    ),
  ]);
  const language = ctx.language;
  return records.flatMap((r) => {
    const row = readable.get(keyOf(r.def.meta.name, r.id, r.version));
    if (!row) return [];
    const state = RECORD_STATE_LABELS[row.state as RecordState] as { pt: string; en: string } | undefined;
    const owner = ownerOf(r.def, row);
    return [
      [
        r.def.meta.label[language],
        row.code ?? '',
        row.name ?? '',
        row.version,
        state?.[language] ?? String(row.state),
        owner === null ? '' : (owners.get(owner) ?? ''),
        regionDateTime(row.changed_at ?? row.created_at),
      ],
    ];
  });
}

export function exportFileName(language: Language, now: Date, format: BulkExportFormat): string {
  return `${language === 'pt' ? 'selecao' : 'selection'}-${regionDay(now)}.${format}`;
}

export async function exportFile(format: BulkExportFormat, rows: readonly ReportCell[][], language: Language): Promise<Buffer> {
  if (format === 'csv') return csvTable(BULK_EXPORT_COLUMNS, rows, language);
  return streamedXlsx((workbook) => {
    const sheet = workbook.addWorksheet(sheetName(SHEET_TITLE[language]), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = BULK_EXPORT_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
    const header = sheet.addRow(BULK_EXPORT_COLUMNS.map((c) => c.title[language]));
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: BULK_EXPORT_COLUMNS.length } };
    // Every text a string cell (never a formula: ExcelJS writes one only for a `{ formula }` value).
    for (const cells of rows) sheet.addRow(cells.map((cell) => (cell === null || cell === '' ? null : cell))).commit();
    sheet.commit();
  });
}
