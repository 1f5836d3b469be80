/**
 * The import's two downloads (issue 12 §3), in the house style of the report exports (reportFiles.ts):
 *   - the template of an import type: the header row (bold, frozen, with a note per column saying what
 *     it holds and whether it is required) and a sheet "Valores permitidos" with the values of each
 *     column that takes a list, which the column's cells offer as a drop-down (a list data validation);
 *   - the error sheet of an upload: its rows as read, their row numbers, and a last column with each
 *     row's issues in the user's language; rows with errors filled red, rows with only warnings yellow.
 *     Every text is a string cell as read (no apostrophe: a string cell never runs as a formula, and the
 *     sheet, fixed, is uploaded again as it is — the upload ignores the two added columns, ERROR_SHEET_COLUMNS).
 * The template is in Portuguese, like the headers a file must carry.
 */
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../http/loadExcelJs';
import type { Language } from '@/shared/errors';
import { ERROR_SHEET_COLUMNS, IMPORT_LIMITS, type ImportIssue } from '@/shared/imports';
import { sheetName, streamedXlsx } from '../reports/reportFiles';
import type { ImportTable, TemplateColumn } from './importTable';

export const VALUES_SHEET = 'Valores permitidos';

const ERROR_SHEET_TEXTS: Readonly<Record<Language, { sheet: string; row: string; errors: string; warning: string }>> = {
  pt: { sheet: 'Erros', ...ERROR_SHEET_COLUMNS.pt, warning: 'Aviso' },
  en: { sheet: 'Errors', ...ERROR_SHEET_COLUMNS.en, warning: 'Warning' },
};

/** Excel's own "bad" and "neutral" cell fills. */
export const ERROR_FILL_ARGB = 'FFFFC7CE';
export const WARNING_FILL_ARGB = 'FFFFEB9C';

const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** Column widths in characters: fit the longest text, within bounds a screen can show. */
function width(texts: Iterable<string>, min = 10, max = 60): number {
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, text.length);
  return Math.min(max, Math.max(min, longest + 2));
}

/** An A1 column name (1 → A, 27 → AA). */
function columnLetter(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The note of a template header: its description and whether it must be filled. */
export function templateNote(column: TemplateColumn): string {
  const required = column.required ? 'Obrigatório.' : 'Opcional.';
  const values = column.allowedValues ? ` Escolha um dos valores da folha «${VALUES_SHEET}».` : '';
  return `${column.description}\n${required}${values}`;
}

/**
 * ExcelJS 4.4 writes worksheet-level data validations over a range (one <dataValidation sqref="A2:A20001">)
 * but its type declarations only carry the per-cell form; this is the part of the runtime object used.
 */
interface RangeDataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

export async function buildTemplateWorkbook(title: string, columns: readonly TemplateColumn[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Catálogo de serviços públicos dos Açores';
  workbook.created = new Date();
  const name = sheetName(title, 'Modelo');
  const sheet = workbook.addWorksheet(name === VALUES_SHEET ? 'Modelo' : name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const listed = columns.filter((column) => column.allowedValues !== undefined);
  const values = listed.length > 0 ? workbook.addWorksheet(VALUES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] }) : null;

  // Headers and allowed values are the catalogue's own words, written as text cells (never formulas) and
  // not neutralised: a file must carry them exactly, and the drop-down must offer what the import accepts.
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = width([column.header, ...(column.allowedValues ?? [])], 12, 40);
    header.getCell(i + 1).note = templateNote(column);
  });

  listed.forEach((column, i) => {
    if (!values) return;
    const letter = columnLetter(i + 1);
    const allowed = column.allowedValues ?? [];
    values.getColumn(i + 1).width = width([column.header, ...allowed], 12, 60);
    values.getCell(`${letter}1`).value = column.header;
    values.getCell(`${letter}1`).font = { bold: true };
    allowed.forEach((value, row) => {
      values.getCell(`${letter}${row + 2}`).value = value;
    });
    if (allowed.length === 0) return;
    const target = columnLetter(columns.indexOf(column) + 1);
    const range = `${target}2:${target}${IMPORT_LIMITS.maxRows + 1}`;
    const quotedSheet = `'${VALUES_SHEET.replace(/'/g, "''")}'`;
    (sheet as unknown as { dataValidations: RangeDataValidations }).dataValidations.add(range, {
      type: 'list',
      allowBlank: true,
      formulae: [`${quotedSheet}!$${letter}$2:$${letter}$${allowed.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: column.header,
      error: `Escolha um dos valores da folha «${VALUES_SHEET}».`,
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One issue as the errors column writes it: "<column>: <message>", warnings marked. */
export function issueText(issue: ImportIssue, language: Language): string {
  const message = issue.column === null ? issue.message[language] : `${issue.column}: ${issue.message[language]}`;
  return issue.severity === 'warning' ? `${ERROR_SHEET_TEXTS[language].warning}: ${message}` : message;
}

export async function buildErrorSheet(table: ImportTable, issues: readonly ImportIssue[], language: Language): Promise<Buffer> {
  const texts = ERROR_SHEET_TEXTS[language];
  const byRow = new Map<number, ImportIssue[]>();
  for (const issue of issues) byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  // Issues of a row the table does not hold (the header row, say) get a line of their own, in row order.
  const dataRows = new Set(table.rows.map((row) => row.rowNumber));
  const lines = [
    ...table.rows.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells })),
    ...[...byRow.keys()].filter((row) => !dataRows.has(row)).map((rowNumber) => ({ rowNumber, cells: [] as string[] })),
  ].sort((a, b) => a.rowNumber - b.rowNumber);
  const lastColumn = table.headers.length + 2;

  return streamedXlsx((workbook) => {
    const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { width: 8 },
      ...table.headers.map((headerText, i) => ({ width: width([headerText, ...table.rows.slice(0, 200).map((row) => row.cells[i] ?? '')], 10, 40) })),
      { width: 80 },
    ];
    const header = sheet.addRow([texts.row, ...table.headers, texts.errors]);
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: lastColumn } };
    for (const line of lines) {
      const rowIssues = byRow.get(line.rowNumber) ?? [];
      const cells = table.headers.map((_, i) => line.cells[i] || null);
      const issuesText = rowIssues.map((issue) => issueText(issue, language)).join('; ');
      const row = sheet.addRow([line.rowNumber, ...cells, issuesText || null]);
      const severity = rowIssues.some((issue) => issue.severity === 'error') ? ERROR_FILL_ARGB : rowIssues.length > 0 ? WARNING_FILL_ARGB : null;
      if (severity) for (let column = 1; column <= lastColumn; column++) row.getCell(column).fill = fill(severity);
      row.commit();
    }
    sheet.commit();
  });
}
