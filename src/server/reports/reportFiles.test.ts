/** The exported files on their own (no database): the formula guard of the CSV, text cells of the xlsx, CSV quoting, file names. */
import ExcelJS from 'exceljs';
import { evaluatedAsFormula, FORMULA_PREFIXES, REPORTS, type ReportCell } from '@/shared/reports';
import { CSV_BOM, csvField, neutralised, reportCsv, reportFileName, reportXlsx, XLSX_HEADER_ROW } from './reportFiles';

/** A text cell per formula prefix, in the entity-contacts report (every column text or url). */
const DANGEROUS = FORMULA_PREFIXES.map((prefix) => `${prefix}HYPERLINK("https://evil.example","x")`);
/** What staff type and a spreadsheet runs no function of: kept as typed in both files (issue 29 §3). */
const PHONES = ['+351 295 204 000', '+351 296 000 000, 296 111 111', '-25.6756', '-', '(+351) 295-204-000 / 001'];
const rows: ReportCell[][] = [...DANGEROUS, ...PHONES].map((text, i) => [`C${i}`, text, text, text, text, text, text, text]);
const input = { report: 'entityContacts' as const, language: 'pt' as const, day: '2026-11-26', entityLabel: null, rows };

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

describe('the CSV formula guard (OWASP CSV injection)', () => {
  it('guards a field starting with = @ tab or CR, or with + or - before anything but a number or a phone', () => {
    for (const prefix of FORMULA_PREFIXES) expect(neutralised(`${prefix}1+A1`)).toBe(`'${prefix}1+A1`);
    for (const text of ['=1', '@x', '\t1', '\r1', '+cmd|\' /C calc\'!A0', '-2+3*SUM(1)', '+"x"', '-1:1', '+1!']) expect(evaluatedAsFormula(text)).toBe(true);
    expect(neutralised('Rua 1')).toBe('Rua 1');
    expect(neutralised('')).toBe('');
    expect(neutralised("'=1")).toBe("'=1");
  });

  it('keeps a phone number, a signed number or a lone dash as typed', () => {
    for (const text of PHONES) {
      expect(evaluatedAsFormula(text)).toBe(false);
      expect(neutralised(text)).toBe(text);
    }
    expect(neutralised('+351\u00a0295\u00a0204\u00a0000')).toBe('+351\u00a0295\u00a0204\u00a0000');
  });

  it('guards every dangerous field of the CSV and keeps the phones', async () => {
    const text = (await reportCsv(input)).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const body = text.slice(CSV_BOM.length);
    for (const dangerous of DANGEROUS) expect(body).toContain(csvField(`'${dangerous}`));
    // No field (after the separator or at a line's start, quoted or not) starts with a prefix, but for the inert ones.
    const fieldStarts = body.split(/;|\r\n/).map((field) => field.replace(/^"/, '').replace(/"$/, ''));
    for (const field of fieldStarts) expect(evaluatedAsFormula(field)).toBe(false);
    for (const phone of PHONES) {
      expect(body).toContain(`;${csvField(phone)};`);
      expect(body).not.toContain(`;${csvField(`'${phone}`)};`);
    }
  });
});

describe('the xlsx: text cells as text', () => {
  it('writes every text as typed, with no apostrophe, as a string cell', async () => {
    const sheet = await sheetOf(await reportXlsx(input));
    [...DANGEROUS, ...PHONES].forEach((text, i) => {
      const row = sheet.getRow(XLSX_HEADER_ROW + 1 + i);
      for (let column = 2; column <= 7; column++) {
        const cell = row.getCell(column);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        // XML reads a carriage return back as a line feed.
        expect(String(cell.value).replace(/\r/g, '\n')).toBe(text.replace(/\r/g, '\n'));
      }
    });
  });

  it('holds no formula in any cell, title and headers included', async () => {
    const sheet = await sheetOf(await reportXlsx({ ...input, entityLabel: '=E1 Entidade' }));
    let cells = 0;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        cells += 1;
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
    expect(cells).toBeGreaterThan(rows.length * 7);
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
