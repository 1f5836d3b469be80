/**
 * A report's rows as a file (issue 11 §3), streamed (issue 32): the rows come one at a time and the
 * file goes out as it is written, so an export of 100,000 rows never holds the whole file nor an
 * array of its cells. xlsx through ExcelJS's streaming writer: the report's
 * title and filters on the first two rows, then a bold, frozen header row in the request's language,
 * typed cells (integers as numbers, booleans as booleans — Excel shows them in its own language —,
 * days as dates with a day format, addresses as links when they are http(s)) and the columns'
 * widths. CSV: UTF-8 with a BOM (Excel otherwise reads it as ANSI), `;` between fields (what Excel
 * in pt-PT expects: `,` is its decimal separator; the same for both languages, since an English
 * interface on a Portuguese Excel still needs it), CRLF lines, RFC 4180 quoting, booleans as Sim/Não
 * (Yes/No), days as yyyy-MM-dd; a field a spreadsheet would run as a formula (evaluatedAsFormula of
 * src/shared/reports.ts: =, @, tab, CR, or + / - before anything but a number or a phone) gets an
 * apostrophe in front (OWASP, CSV injection), and a phone number stays as typed. The xlsx needs no
 * such guard and gets none (issue 29 §3: the apostrophe showed in the cell): every text is written as
 * a string cell, and ExcelJS writes a formula only for a `{ formula }` value, which no cell here is.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../http/loadExcelJs';
import type { Language } from '@/shared/errors';
import { evaluatedAsFormula, REPORTS, type ReportCell, type ReportColumn, type ReportExportFormat, type ReportName } from '@/shared/reports';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
/** The rows above the data in the xlsx: title, filters, header. */
export const XLSX_HEADER_ROW = 3;

export const REPORT_CONTENT_TYPES: Readonly<Record<ReportExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const DATE_FORMATS: Readonly<Record<Language, string>> = { pt: 'dd/mm/yyyy', en: 'yyyy-mm-dd' };
const BOOLEAN_TEXTS: Readonly<Record<Language, [string, string]>> = { pt: ['Sim', 'Não'], en: ['Yes', 'No'] };
const FILTER_TEXTS: Readonly<Record<Language, { date: string; entity: string; everything: string }>> = {
  pt: { date: 'Data', entity: 'Entidade', everything: 'todas as entidades visíveis' },
  en: { date: 'Date', entity: 'Entity', everything: 'every visible entity' },
};

/** A CSV field a spreadsheet would run as a formula, made inert with a leading apostrophe; any other text as it is. */
export function neutralised(text: string): string {
  return evaluatedAsFormula(text) ? `'${text}` : text;
}

/** `servicos-por-entidade-2026-11-26.xlsx`: the title in the request's language, without accents, and the report's day. */
export function reportFileName(report: ReportName, language: Language, day: string, format: ReportExportFormat): string {
  const slug = REPORTS[report].title[language]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}-${day}.${format}`;
}

export interface ReportFileInput {
  report: ReportName;
  language: Language;
  day: string;
  /** The filter entity as shown to the user (code and name), or null for no filter. */
  entityLabel: string | null;
  /** Read once, in order: an array, or cells made while the file is written (reportPlan.ts runAll). */
  rows: Iterable<readonly ReportCell[]>;
}

/** Rows written between two turns of the event loop: the zip and the reply drain what was written meanwhile. */
const ROWS_PER_TURN = 500;

function filtersLine(input: ReportFileInput): string {
  const words = FILTER_TEXTS[input.language];
  const [year, month, day] = input.day.split('-');
  const shownDay = input.language === 'pt' ? `${day}/${month}/${year}` : input.day;
  return `${words.date}: ${shownDay} · ${words.entity}: ${input.entityLabel ?? words.everything}`;
}

/** A yyyy-MM-dd day as the date Excel stores (midnight UTC: ExcelJS writes the UTC calendar day). */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function xlsxValue(column: ReportColumn, cell: ReportCell): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  switch (column.type) {
    case 'integer':
      return typeof cell === 'number' ? cell : Number(cell);
    case 'boolean':
      return cell === true;
    case 'date':
      return typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? dayAsDate(cell) : String(cell);
    case 'url': {
      const text = String(cell);
      return /^https?:\/\//i.test(text) ? { text, hyperlink: text } : text;
    }
    case 'text':
      // A string cell: shown and kept as written, never run (no apostrophe: it would show in the cell).
      return String(cell);
  }
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], not blank, no apostrophe at either end (Excel refuses the file otherwise). */
export function sheetName(title: string, fallback = 'Folha1'): string {
  const name = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/g, '');
  return name === '' ? fallback : name;
}

/** An xlsx written with ExcelJS's streaming writer (styles on, no shared strings), collected into one buffer. */
export async function streamedXlsx(write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Catálogo de serviços públicos dos Açores';
  workbook.created = new Date();
  write(workbook);
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** The xlsx as a stream: rows written a batch at a time, waiting while the reader (the HTTP reply) has not taken the last ones. */
export function reportXlsxStream(input: ReportFileInput): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJs();
    const { columns, title } = REPORTS[input.report];
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Catálogo de serviços públicos dos Açores';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(sheetName(title[input.language]), { views: [{ state: 'frozen', ySplit: XLSX_HEADER_ROW }] });
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }));
    const titleRow = sheet.addRow([title[input.language]]);
    titleRow.font = { bold: true, size: 14 };
    titleRow.commit();
    sheet.addRow([filtersLine(input)]).commit();
    const header = sheet.addRow(columns.map((c) => c.title[input.language]));
    header.font = { bold: true };
    header.commit();
    sheet.autoFilter = { from: { row: XLSX_HEADER_ROW, column: 1 }, to: { row: XLSX_HEADER_ROW, column: columns.length } };
    const dateFormat = DATE_FORMATS[input.language];
    const dateColumns = columns.flatMap((c, i) => (c.type === 'date' ? [i + 1] : []));
    let written = 0;
    for (const cells of input.rows) {
      const row = sheet.addRow(columns.map((column, i) => xlsxValue(column, cells[i] ?? null)));
      for (const i of dateColumns) row.getCell(i).numFmt = dateFormat;
      row.commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        if (out.writableNeedDrain) await once(out, 'drain');
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A stream's bytes in one buffer (the tests read a whole file). */
async function collected(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), 'utf8'));
  return Buffer.concat(chunks);
}

export function reportXlsx(input: ReportFileInput): Promise<Buffer> {
  return collected(reportXlsxStream(input));
}

/** One CSV field, quoted when it holds the separator, a quote or a line break (RFC 4180). */
export function csvField(text: string): string {
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvText(column: ReportColumn, cell: ReportCell, language: Language): string {
  if (cell === null) return '';
  if (column.type === 'boolean') return BOOLEAN_TEXTS[language][cell === true ? 0 : 1];
  if (column.type === 'integer' && typeof cell === 'number') return String(cell);
  return neutralised(String(cell));
}

/** Any table as this CSV (the reports' and the open data's): a header row of the columns' titles, then the rows. */
export function csvTable(columns: readonly ReportColumn[], rows: readonly (readonly ReportCell[])[], language: Language): Buffer {
  const lines = [columns.map((c) => csvField(neutralised(c.title[language]))).join(CSV_SEPARATOR)];
  for (const cells of rows) lines.push(csvLine(columns, cells, language));
  return Buffer.from(`${CSV_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

function csvLine(columns: readonly ReportColumn[], cells: readonly ReportCell[], language: Language): string {
  return columns.map((column, i) => csvField(csvText(column, cells[i] ?? null, language))).join(CSV_SEPARATOR);
}

/** The CSV as a stream: the BOM and header, then the rows a batch of lines per chunk (Readable.from waits for its reader). */
export function reportCsvStream(input: ReportFileInput): Readable {
  const { columns } = REPORTS[input.report];
  function* chunks(): Generator<Buffer> {
    yield Buffer.from(`${CSV_BOM}${columns.map((c) => csvField(neutralised(c.title[input.language]))).join(CSV_SEPARATOR)}\r\n`, 'utf8');
    let lines: string[] = [];
    for (const cells of input.rows) {
      lines.push(csvLine(columns, cells, input.language));
      if (lines.length === ROWS_PER_TURN) {
        yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
        lines = [];
      }
    }
    if (lines.length > 0) yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function reportCsv(input: ReportFileInput): Promise<Buffer> {
  return collected(reportCsvStream(input));
}

export function reportFileStream(format: ReportExportFormat, input: ReportFileInput): Readable {
  return format === 'xlsx' ? reportXlsxStream(input) : reportCsvStream(input);
}
