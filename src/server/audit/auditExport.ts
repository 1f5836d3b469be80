/**
 * The audit view's filtered list as a file (POST /api/audit/export): when (Azores clock), who, kind,
 * record (code, or the settings area and target), name, version, action, from → to, comment, in the
 * request's language. The reports' writers (reportFiles.ts): the xlsx with a bold, frozen header row;
 * the CSV with its BOM, `;` and the formula guard. Bounded: above AUDIT_LIMITS.exportRows rows, -790.
 */
import { auditActionLabel, AUDIT_AREA_LABELS, AUDIT_LIMITS, AUDIT_SETTINGS_LABEL, type AuditExportFormat, type AuditFilters, type AuditRow } from '@/shared/audit';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { ErrorCode, type Language } from '@/shared/errors';
import type { RecordState } from '@/shared/recordState';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { regionDateTime, regionDay } from '@/shared/regionTime';
import type { ReportCell, ReportColumn } from '@/shared/reports';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import { csvTable, sheetName, streamedXlsx } from '../reports/reportFiles';
import { auditRows, countAudit } from './auditSearch';

const col = (key: string, type: ReportColumn['type'], width: number, pt: string, en: string): ReportColumn => ({ key, type, width, title: { pt, en } });

export const AUDIT_EXPORT_COLUMNS: readonly ReportColumn[] = [
  col('at', 'text', 18, 'Data', 'When'),
  col('username', 'text', 20, 'Utilizador', 'User'),
  col('kind', 'text', 18, 'Tipo', 'Kind'),
  col('record', 'text', 22, 'Registo', 'Record'),
  col('name', 'text', 40, 'Nome', 'Name'),
  col('version', 'integer', 8, 'Versão', 'Version'),
  col('action', 'text', 24, 'Ação', 'Action'),
  col('fromState', 'text', 22, 'De', 'From'),
  col('toState', 'text', 22, 'Para', 'To'),
  col('comment', 'text', 50, 'Comentário', 'Comment'),
];

const SHEET_TITLE: Readonly<Record<Language, string>> = { pt: 'Auditoria', en: 'Audit' };

function stateLabel(state: RecordState | null, language: Language): string {
  if (state === null) return '';
  const labels = RECORD_STATE_LABELS[state] as { pt: string; en: string } | undefined;
  return labels?.[language] ?? String(state);
}

/** A row as the file's cells (and as the SPA's table shows it: the same labels). */
export function auditCells(row: AuditRow, language: Language): ReportCell[] {
  const kind = row.kind === 'settings' ? null : RECORD_KINDS[row.kind];
  const settings = kind === null;
  const area = row.area !== null && Object.hasOwn(AUDIT_AREA_LABELS, row.area) ? AUDIT_AREA_LABELS[row.area]![language] : (row.area ?? '');
  return [
    regionDateTime(row.at),
    row.username,
    kind === null ? AUDIT_SETTINGS_LABEL[language] : kind.label[language],
    settings ? [area, row.target].filter(Boolean).join(' ') : (row.code ?? String(row.recordId ?? '')),
    settings ? '' : (row.name ?? ''),
    row.version,
    auditActionLabel(row.action, language),
    stateLabel(row.fromState, language),
    stateLabel(row.toState, language),
    row.comment ?? '',
  ];
}

export function auditFileName(now: Date, language: Language, format: AuditExportFormat): string {
  return `${language === 'pt' ? 'auditoria' : 'audit'}-${regionDay(now)}.${format}`;
}

/** The filtered rows (at most AUDIT_LIMITS.exportRows, else -790) as the file's bytes. */
export async function auditFile(ctx: EngineContext, filters: AuditFilters, sortBy: string | undefined, format: AuditExportFormat): Promise<Buffer> {
  // Counted one past the limit only: whether it is passed is all the export needs.
  const total = await countAudit(ctx.db, filters, AUDIT_LIMITS.exportRows + 1);
  if (total > AUDIT_LIMITS.exportRows) throw new AppError(ErrorCode.AuditExportTooLarge);
  const language = ctx.language;
  const rows = total === 0 ? [] : (await auditRows(ctx.db, filters, sortBy, 0, AUDIT_LIMITS.exportRows)).map((r) => auditCells(r, language));
  if (format === 'csv') return csvTable(AUDIT_EXPORT_COLUMNS, rows, language);
  return streamedXlsx((workbook) => {
    const sheet = workbook.addWorksheet(sheetName(SHEET_TITLE[language]), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = AUDIT_EXPORT_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
    const header = sheet.addRow(AUDIT_EXPORT_COLUMNS.map((c) => c.title[language]));
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: AUDIT_EXPORT_COLUMNS.length } };
    // Every text a string cell (never a formula: ExcelJS writes one only for a `{ formula }` value).
    for (const cells of rows) sheet.addRow(cells.map((cell) => (cell === null || cell === '' ? null : cell))).commit();
    sheet.commit();
  });
}
