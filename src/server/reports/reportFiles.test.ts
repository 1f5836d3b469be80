/** The exported files on their own (no database): formula neutralisation, CSV quoting, file names. */
import ExcelJS from 'exceljs';
import { FORMULA_PREFIXES, REPORTS, type ReportCell } from '@/shared/reports';
import { CSV_BOM, csvField, neutralised, reportCsv, reportFileName, reportXlsx, XLSX_HEADER_ROW } from './reportFiles';

/** A text cell per formula prefix, in the entity-contacts report (every column text or url). */
const DANGEROUS = FORMULA_PREFIXES.map((prefix) => `${prefix}HYPERLINK("https://evil.example","x")`);
const rows: ReportCell[][] = DANGEROUS.map((text, i) => [`C${i}`, text, text, text, text, text, text, text]);
const input = { report: 'entityContacts' as const, language: 'pt' as const, day: '2026-11-26', entityLabel: null, rows };

describe('formula neutralisation (OWASP CSV injection)', () => {
  it('puts an apostrophe before a text starting with any formula prefix, and leaves other texts alone', () => {
    for (const prefix of FORMULA_PREFIXES) expect(neutralised(`${prefix}1+1`)).toBe(`'${prefix}1+1`);
    expect(neutralised('Rua 1')).toBe('Rua 1');
    expect(neutralised('')).toBe('');
    expect(neutralised("'=1")).toBe("'=1");
  });

  it('neutralises every such cell of the xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(input)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    DANGEROUS.forEach((text, i) => {
      const row = sheet.getRow(XLSX_HEADER_ROW + 1 + i);
      for (let column = 2; column <= 8; column++) {
        const cell = row.getCell(column);
        expect(cell.type === ExcelJS.ValueType.Formula).toBe(false);
        // XML reads a carriage return back as a line feed; the apostrophe is in front either way.
        expect(String(cell.value).replace(/\r/g, '\n')).toBe(`'${text}`.replace(/\r/g, '\n'));
      }
    });
  });

  it('neutralises every such cell of the CSV', () => {
    const text = reportCsv(input).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const body = text.slice(CSV_BOM.length);
    for (const dangerous of DANGEROUS) expect(body).toContain(csvField(`'${dangerous}`));
    // No field (after the separator or at a line's start, quoted or not) starts with a prefix.
    const fieldStarts = body.split(/;|\r\n/).map((field) => field.replace(/^"/, ''));
    for (const field of fieldStarts) expect(FORMULA_PREFIXES.some((prefix) => field.startsWith(prefix))).toBe(false);
  });
});

describe('CSV fields (RFC 4180)', () => {
  it('quotes a field with the separator, a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('simples')).toBe('simples');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvField('linha\r\noutra')).toBe('"linha\r\noutra"');
  });
});

describe('file names', () => {
  it('are the title in the language, without accents, and the day', () => {
    expect(reportFileName('servicesPerEntity', 'pt', '2026-11-26', 'xlsx')).toBe('servicos-por-entidade-2026-11-26.xlsx');
    expect(reportFileName('subEntityTotals', 'en', '2026-11-26', 'csv')).toBe('total-sub-entities-2026-11-26.csv');
    for (const report of Object.keys(REPORTS) as (keyof typeof REPORTS)[]) expect(reportFileName(report, 'pt', '2026-11-26', 'csv')).toMatch(/^[a-z0-9-]+-2026-11-26\.csv$/);
  });
});
