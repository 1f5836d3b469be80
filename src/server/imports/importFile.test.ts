/** Reading uploads (no database): xlsx and csv into an ImportTable, every refusal, and fuzzing for unexpected throws. */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { ErrorCode } from '@/shared/errors';
import { IMPORT_LIMITS } from '@/shared/imports';
import { AppError } from '../http/AppError';
import { readImportFile } from './importFile';
import type { ImportTable } from './importTable';
import { emptyRowsSheet, hugeSharedString, repeatedPart, sheetPart, textPart, workbookParts, xlsxOf, zipOf } from '../test/hostileXlsx';
import { IMPORT_MESSAGES } from './importMessages';
import { PARSE_BOUNDS } from './parseBounds';
import { ParseDeadline } from './parseDeadline';
import { readXlsxTable } from './xlsxTable';

async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The code a read is refused with (fails the test when the read succeeds or throws anything but an AppError). */
async function refusal(bytes: Buffer, fileName: string, maxRows?: number): Promise<number> {
  try {
    await readImportFile(bytes, fileName, maxRows);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the file was read');
}

const csv = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('xlsx', () => {
  it('reads the first worksheet: header from the first non-empty row, spreadsheet row numbers, empty rows left out, cells aligned to the headers', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Dados');
      sheet.getCell('B3').value = ' Código ';
      sheet.getCell('C3').value = 'Nome';
      sheet.getCell('D3').value = 'Notas';
      sheet.getCell('B4').value = ' E1 ';
      sheet.getCell('C4').value = 'Entidade um';
      sheet.getCell('F4').value = 'beyond the headers';
      sheet.getCell('B7').value = 'E2';
      sheet.getCell('F8').value = 'only beyond the headers';
      workbook.addWorksheet('Outra').getCell('A1').value = 'ignored';
    });
    const table = await readImportFile(bytes, 'entidades.xlsx');
    expect(table).toEqual<ImportTable>({
      headers: ['', 'Código', 'Nome', 'Notas'],
      rows: [
        { rowNumber: 4, cells: ['', 'E1', 'Entidade um', ''], formulaColumns: [] },
        { rowNumber: 7, cells: ['', 'E2', '', ''], formulaColumns: [] },
      ],
    });
  });

  it('takes the first sheet in the workbook’s order even when it is not the first part of the zip', async () => {
    const bytes = await xlsx((workbook) => {
      const later = workbook.addWorksheet('Segunda');
      later.addRow(['Errada']).commit();
      later.addRow(['x']);
      const first = workbook.addWorksheet('Primeira');
      first.addRow(['Certa']);
      first.addRow(['y']);
      // ExcelJS writes the sheets in orderNo order: Primeira becomes the workbook's first sheet while stored as sheet2.xml.
      // orderNo is ExcelJS's runtime sheet order, missing from its type declarations.
      (first as ExcelJS.Worksheet & { orderNo: number }).orderNo = 0;
      (later as ExcelJS.Worksheet & { orderNo: number }).orderNo = 1;
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.name).toBe('Primeira');
    // Stored as the zip's second sheet part: reading sheet1.xml would give 'Errada'.
    expect(bytes.includes('xl/worksheets/sheet2.xml')).toBe(true);
    expect((await readImportFile(bytes, 'f.xlsx')).headers).toEqual(['Certa']);
  });

  it('reads every kind of cell as text', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Tipos');
      sheet.addRow(['texto', 'código', 'inteiro', 'decimal', 'grande', 'pequeno', 'booleano', 'data', 'rico', 'ligação', 'erro', 'fórmula', 'data e hora']);
      sheet.addRow([
        '  com espaços  ',
        '0012',
        42,
        12.5,
        1e21,
        0.0000001,
        true,
        new Date(Date.UTC(2026, 10, 26)),
        { richText: [{ text: 'Rua ' }, { font: { bold: true }, text: 'Direita' }] },
        { text: 'Portal', hyperlink: 'https://portal.azores.gov.pt' },
        { error: '#N/A' },
        { formula: 'C2*2', result: 84 },
        new Date(Date.UTC(2026, 10, 26, 14, 30)),
      ]);
      sheet.addRow(['b', '', -0, 0.1 + 0.2, 123456789012345, -3, false, '', '', '', '', { formula: 'A1', result: 'texto' }, '']);
      sheet.getCell('H2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('M2').numFmt = 'dd/mm/yyyy hh:mm';
    });
    const table = await readImportFile(bytes, 'tipos.XLSX');
    expect(table.rows[0]).toEqual({
      rowNumber: 2,
      cells: ['com espaços', '0012', '42', '12.5', '1000000000000000000000', '0.0000001', 'true', '2026-11-26', 'Rua Direita', 'Portal', '', '84', '2026-11-26 14:30:00'],
      formulaColumns: [11],
    });
    expect(table.rows[1]?.cells.slice(0, 7)).toEqual(['b', '', '0', '0.3', '123456789012345', '-3', 'false']);
    expect(table.rows[1]?.cells[11]).toBe('texto');
    expect(table.rows[1]?.formulaColumns).toEqual([11]);
  });

  it('reads a date of the 1904 date system as the same day', async () => {
    const bytes = await xlsx((workbook) => {
      workbook.properties.date1904 = true;
      const sheet = workbook.addWorksheet('Datas');
      sheet.addRow(['data']);
      sheet.addRow([new Date(Date.UTC(2026, 0, 5))]);
      sheet.getCell('A2').numFmt = 'yyyy-mm-dd';
    });
    expect((await readImportFile(bytes, 'd.xlsx')).rows[0]?.cells).toEqual(['2026-01-05']);
  });

  it('reads a workbook without shared strings (inline texts) and one written by the streaming writer', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
    const sheet = writer.addWorksheet('Inline');
    sheet.addRow(['a', 'b']).commit();
    sheet.addRow(['1', 2]).commit();
    sheet.commit();
    await writer.commit();
    expect(await readImportFile(Buffer.concat(chunks), 'inline.xlsx')).toEqual({ headers: ['a', 'b'], rows: [{ rowNumber: 2, cells: ['1', '2'], formulaColumns: [] }] });
  });

  it('reads accented text whole however the inflated parts are cut: no character split into two U+FFFD', async () => {
    // Long enough that the parts inflate in several chunks, with a two- and a three-byte character at every offset.
    const texts = Array.from({ length: 400 }, (_, i) => `${'x'.repeat(i % 7)}Ação n.º ${i} – Açores, São Miguel; ${'é'.repeat(40 + (i % 13))}€`);
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Dados');
      sheet.addRow(['Nome', 'Descrição']);
      for (const text of texts) sheet.addRow([text, `${text} (inline)`]);
    });
    const table = await readImportFile(bytes, 'acentos.xlsx');
    expect(table.headers).toEqual(['Nome', 'Descrição']);
    expect(table.rows.map((row) => row.cells)).toEqual(texts.map((text) => [text, `${text} (inline)`]));
  });
});

describe('csv', () => {
  const expected: ImportTable = {
    headers: ['Código', 'Nome'],
    rows: [
      { rowNumber: 2, cells: ['E1', 'Rua "Direita"; n.º 1'], formulaColumns: [] },
      { rowNumber: 3, cells: ['E2', 'duas\nlinhas'], formulaColumns: [] },
    ],
  };

  it.each([
    ['; LF, no BOM', 'Código;Nome\nE1;"Rua ""Direita""; n.º 1"\nE2;"duas\nlinhas"\n'],
    ['; CRLF, BOM', '\uFEFFCódigo;Nome\r\nE1;"Rua ""Direita""; n.º 1"\r\nE2;"duas\nlinhas"\r\n'],
    [', CRLF, BOM', '\uFEFFCódigo,Nome\r\nE1,"Rua ""Direita""; n.º 1"\r\nE2,"duas\nlinhas"\r\n'],
    [', LF, spaces around the fields', ' Código , Nome \n E1 ,"Rua ""Direita""; n.º 1"\nE2,"duas\nlinhas"'],
  ])('reads %s', async (_, text) => {
    expect(await readImportFile(csv(text), 'entidades.CSV')).toEqual(expected);
  });

  it('numbers rows as a spreadsheet does: blank lines counted, quoted line breaks inside one row', async () => {
    const table = await readImportFile(csv('\n\nA;B\n"x\ny";1\n\n;;\nz;2\n'), 'f.csv');
    expect(table.headers).toEqual(['A', 'B']);
    expect(table.rows.map((row) => row.rowNumber)).toEqual([4, 7]);
  });

  it('keeps short rows (missing cells are empty) and ignores cells beyond the headers', async () => {
    expect((await readImportFile(csv('a;b;c\n1\n1;2;3;4\n'), 'f.csv')).rows.map((row) => row.cells)).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
    ]);
  });

  it('finds the separator from the header line: the more frequent of ; and , outside quotes', async () => {
    expect((await readImportFile(csv('"a,b";c\n1;2\n'), 'f.csv')).headers).toEqual(['a,b', 'c']);
    expect((await readImportFile(csv('"a;b",c\n1,2\n'), 'f.csv')).headers).toEqual(['a;b', 'c']);
    expect((await readImportFile(csv('\n"só uma"\nvalor, com vírgula\n'), 'f.csv')).rows[0]?.cells).toEqual(['valor, com vírgula']);
  });

  it('marks a cell starting with = as a formula, and only those', async () => {
    const table = await readImportFile(csv('a;b;c;d\n=1+1; =HYPERLINK("x");-5;+351 296\n'), 'f.csv');
    expect(table.rows[0]).toEqual({ rowNumber: 2, cells: ['=1+1', '=HYPERLINK("x")', '-5', '+351 296'], formulaColumns: [0, 1] });
  });
});

describe('refusals', () => {
  let good: Buffer;
  beforeAll(async () => {
    good = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['a']);
      for (let i = 0; i < 30; i++) sheet.addRow([`valor ${i}`]);
    });
  });

  it('-602 when the content is not of the extension’s kind, or the extension is neither xlsx nor csv', async () => {
    expect(await refusal(good, 'f.csv')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(csv('a;b\n1;2\n'), 'f.xlsx')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(good, 'f.xls')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(csv('a;b\n1;2\n'), 'f.txt')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(csv('a;b\n1;2\n'), 'csv')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xlsx')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(csv('%PDF-1.7\n1 0 obj\n'), 'doc.csv')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(csv('%PDF-1.7\n1 0 obj\n'), 'doc.xlsx')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image.xlsx')).toBe(ErrorCode.ImportFileType);
    expect(await refusal(Buffer.from('a;b\0\n1;2\n'), 'nul.csv')).toBe(ErrorCode.ImportFileType);
  });

  it('-603 without a header or without a data row', async () => {
    expect(await refusal(Buffer.alloc(0), 'f.csv')).toBe(ErrorCode.ImportFileEmpty);
    expect(await refusal(csv('\uFEFF'), 'f.csv')).toBe(ErrorCode.ImportFileEmpty);
    expect(await refusal(csv('a;b\r\n'), 'f.csv')).toBe(ErrorCode.ImportFileEmpty);
    expect(await refusal(csv('a;b\n;\n  ;  \n\n'), 'f.csv')).toBe(ErrorCode.ImportFileEmpty);
    expect(await refusal(await xlsx((workbook) => workbook.addWorksheet('Vazia')), 'f.xlsx')).toBe(ErrorCode.ImportFileEmpty);
    expect(await refusal(await xlsx((workbook) => workbook.addWorksheet('Só cabeçalhos').addRow(['a', 'b'])), 'f.xlsx')).toBe(ErrorCode.ImportFileEmpty);
  });

  it('-605 beyond the row limit (empty rows not counted), and the limit itself is accepted', async () => {
    const rows = (n: number): string => `a\n${Array.from({ length: n }, (_, i) => `v${i}\n\n`).join('')}`;
    expect((await readImportFile(csv(rows(5)), 'f.csv', 5)).rows).toHaveLength(5);
    expect(await refusal(csv(rows(6)), 'f.csv', 5)).toBe(ErrorCode.ImportTooManyRows);
    expect(await refusal(good, 'f.xlsx', 29)).toBe(ErrorCode.ImportTooManyRows);
    expect((await readImportFile(good, 'f.xlsx', 30)).rows).toHaveLength(30);
  });

  it('-605 at the real limit (20,000 rows) for a csv of 20,001', async () => {
    const text = `a;b\n${'x;1\n'.repeat(20_001)}`;
    expect(await refusal(csv(text), 'f.csv')).toBe(ErrorCode.ImportTooManyRows);
    expect((await readImportFile(csv(`a;b\n${'x;1\n'.repeat(20_000)}`), 'f.csv')).rows).toHaveLength(20_000);
  });

  it('-608 for a damaged xlsx, a zip that is no workbook, a csv not in UTF-8, an unclosed quote', async () => {
    expect(await refusal(good.subarray(0, good.length - 100), 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
    expect(await refusal(good.subarray(0, 200), 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
    const corrupted = Buffer.from(good);
    for (let i = 200; i < corrupted.length - 2000; i += 7) corrupted[i] = (corrupted[i] ?? 0) ^ 0x5a;
    expect(await refusal(corrupted, 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
    // A zip without a workbook: only the zip header of an entry named readme.txt.
    const notWorkbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    expect(await refusal(notWorkbook, 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
    const latin1 = Buffer.from('Código;Nome\nE1;Região\n', 'latin1');
    expect(await refusal(latin1, 'f.csv')).toBe(ErrorCode.ImportFileUnreadable);
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a;b\n1;2\n', 'utf16le')]), 'f.csv')).toBe(ErrorCode.ImportFileUnreadable);
    expect(await refusal(csv('a;b\n"1;2\n3;4\n'), 'f.csv')).toBe(ErrorCode.ImportFileUnreadable);
  });

  it('-608 with a detail saying to save as CSV UTF-8, in both languages', async () => {
    try {
      await readImportFile(Buffer.from('a;b\né;1\n', 'latin1'), 'f.csv');
      throw new Error('read');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).options.detail).toEqual({ pt: expect.stringContaining('UTF-8'), en: expect.stringContaining('UTF-8') });
    }
  });
});

/** Where a zip part's record starts: its local header (signature 0x04034b50) or its central directory entry (0x02014b50). */
function recordOf(zip: Buffer, name: string, signature: number): number {
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    const start = at - (signature === 0x04034b50 ? 30 : 46);
    if (start >= 0 && zip.readUInt32LE(start) === signature) return start;
  }
  throw new Error(`${name} not found`);
}

describe('damaged and hostile zips', () => {
  let good: Buffer;
  beforeAll(async () => {
    good = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['a', 'b']);
      for (let i = 0; i < 200; i++) sheet.addRow([`valor ${i}`, new Date(Date.UTC(2026, 0, 1 + i))]);
      sheet.getColumn(2).numFmt = 'yyyy-mm-dd';
    });
  });

  it('-608, not a read that never ends, for a corrupt deflate stream in the styles or the sheet', async () => {
    for (const part of ['xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']) {
      const bytes = Buffer.from(good);
      const header = recordOf(bytes, part, 0x04034b50);
      const data = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
      for (let i = 10; i < 40; i++) bytes[data + i] = (bytes[data + i] ?? 0) ^ 0xa5;
      expect(await refusal(bytes, 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
    }
  });

  it('-610 for a sheet declaring more than an entry may inflate to, -608 for one inflating beyond its declared size', async () => {
    const bomb = Buffer.from(good);
    bomb.writeUInt32LE(PARSE_BOUNDS.entryInflatedBytes + 1, recordOf(bomb, 'xl/worksheets/sheet1.xml', 0x02014b50) + 24);
    expect(await refusal(bomb, 'f.xlsx')).toBe(ErrorCode.ImportContentTooLarge);
    const liar = Buffer.from(good);
    liar.writeUInt32LE(100, recordOf(liar, 'xl/worksheets/sheet1.xml', 0x02014b50) + 24);
    expect(await refusal(liar, 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
  });

  it('gives up with -610 on a read that outlasts its time', async () => {
    await expect(readXlsxTable(good, 20_000, new ParseDeadline(-1))).rejects.toMatchObject({ code: ErrorCode.ImportContentTooLarge });
    expect((await readXlsxTable(good)).rows).toHaveLength(200);
  });
});

/** Issue 28 item 5: files that inflate, repeat or take far beyond what an import reads are refused early, with the catalogue's import codes. */
describe('bounds of a parse', () => {
  const MIB = 1024 * 1024;
  const A = 'A'.repeat(MIB);
  const SHARED_ROWS = '<row r="1"><c r="A1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>0</v></c></row>';
  const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

  it('-610, not a read, for a 370 KB xlsx whose one shared string inflates to 380 MB (refused from the zip’s directory)', async () => {
    const bytes = xlsxOf(sheetPart(SHARED_ROWS), hugeSharedString(A, 362));
    expect(bytes.length).toBeLessThan(400 * 1024);
    await expect(readImportFile(bytes, 'f.xlsx')).rejects.toMatchObject({ code: ErrorCode.ImportContentTooLarge, options: { detail: IMPORT_MESSAGES.inflatedOver(128) } });
  });

  it('-609 for a cell of 40 MB, within the part’s size, as soon as its XML passes the bound while inflating: a shared string or an inline one', async () => {
    expect(await refusal(xlsxOf(sheetPart(SHARED_ROWS), hugeSharedString(A, 40)), 'f.xlsx')).toBe(ErrorCode.ImportCellTooLong);
    const inline = repeatedPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet><sheetData><row r="1">${inlineCell('A1', 'Nome')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
      A,
      40,
      '</t></is></c></row></sheetData></worksheet>',
    );
    expect(await refusal(xlsxOf(inline), 'f.xlsx')).toBe(ErrorCode.ImportCellTooLong);
  });

  it('reads a cell of 32,767 characters (the most an Excel cell holds) and refuses one of 32,768 with -609 naming its row and column, in xlsx and csv', async () => {
    expect(IMPORT_LIMITS.cellMaxLength).toBe(32_767);
    const sheet = (text: string) =>
      xlsxOf(
        sheetPart(
          `<row r="1">${inlineCell('A1', 'A')}${inlineCell('B1', 'B')}${inlineCell('C1', 'C')}</row><row r="2">${inlineCell('B2', 'b')}${inlineCell('C2', text)}</row>`,
        ),
      );
    expect((await readImportFile(sheet('x'.repeat(32_767)), 'f.xlsx')).rows[0]?.cells[2]?.length).toBe(32_767);
    expect((await readImportFile(csv(`Nome\n${'é'.repeat(32_767)}\n`), 'f.csv')).rows[0]?.cells[0]?.length).toBe(32_767);
    await expect(readImportFile(sheet('x'.repeat(32_768)), 'f.xlsx')).rejects.toMatchObject({
      code: ErrorCode.ImportCellTooLong,
      options: { detail: { pt: 'linha 2, coluna 3', en: 'row 2, column 3' } },
    });
    expect(await refusal(csv(`Nome\n${'é'.repeat(32_768)}\n`), 'f.csv')).toBe(ErrorCode.ImportCellTooLong);
  });

  it('-605 for a sheet of millions of empty rows (counted while inflating, before ExcelJS reads them) and for a csv of 200,000 blank lines', async () => {
    const bytes = xlsxOf(emptyRowsSheet(60));
    expect(bytes.length).toBeLessThan(64 * 1024);
    const counted = { code: ErrorCode.ImportTooManyRows, options: { detail: IMPORT_MESSAGES.rowsOver(PARSE_BOUNDS.rowsRead) } };
    await expect(readImportFile(bytes, 'f.xlsx')).rejects.toMatchObject(counted);
    await expect(readImportFile(csv(`Nome\nx\n${'\n'.repeat(200_000)}`), 'f.csv')).rejects.toMatchObject(counted);
  });

  it('-610 for a zip bomb entry, from the directory, before inflating anything (its data is not even deflate), and -608 for one inflating beyond what it declares', async () => {
    const bomb = sheetPart(SHARED_ROWS);
    const declared = zipOf([...workbookParts(), { ...bomb, data: Buffer.alloc(1000, 0xff), size: 300 * MIB }]);
    expect(await refusal(declared, 'f.xlsx')).toBe(ErrorCode.ImportContentTooLarge);
    // 60 MB of empty elements declared as 1 MB: inflating stops past 1 MB.
    const liar = repeatedPart('xl/worksheets/sheet1.xml', '<worksheet><sheetData/>', '<x/>'.repeat(100_000), 150, '</worksheet>');
    expect(await refusal(zipOf([...workbookParts(), { ...liar, size: MIB }]), 'f.xlsx')).toBe(ErrorCode.ImportFileUnreadable);
  });

  it('-610 for a table of too much text: thousands of cells naming one long shared string', async () => {
    const headers = `<row r="1">${['A', 'B', 'C', 'D', 'E', 'F'].map((col) => inlineCell(`${col}1`, `H${col}`)).join('')}</row>`;
    const row = (n: number) => `<row r="${n}">${['A', 'B', 'C', 'D', 'E', 'F'].map((col) => `<c r="${col}${n}" t="s"><v>0</v></c>`).join('')}</row>`;
    const rows = Array.from({ length: 20_000 }, (_, i) => row(i + 2)).join('');
    const strings = textPart('xl/sharedStrings.xml', `<sst><si><t>${'x'.repeat(30_000)}</t></si></sst>`);
    await expect(readImportFile(xlsxOf(sheetPart(`${headers}${rows}`), strings), 'f.xlsx')).rejects.toMatchObject({
      code: ErrorCode.ImportContentTooLarge,
      options: { detail: IMPORT_MESSAGES.textOver(PARSE_BOUNDS.tableChars) },
    });
  });

  it('-604 for a header row as wide as a sheet (a header in column XFD): every data row would hold 16,384 cells', async () => {
    const bytes = xlsxOf(sheetPart(`<row r="1">${inlineCell('A1', 'Nome')}${inlineCell('XFD1', 'Notas')}</row><row r="2">${inlineCell('A2', 'x')}</row>`));
    await expect(readImportFile(bytes, 'f.xlsx')).rejects.toMatchObject({ code: ErrorCode.ImportHeadersInvalid, options: { detail: IMPORT_MESSAGES.columnsOver(256) } });
  });

  it('parses at most a few files at once: those beyond the running and waiting ones are refused with -611 at once, the others are read', async () => {
    const good = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['a']);
      for (let i = 0; i < 2000; i++) sheet.addRow([`valor ${i}`]);
    });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => readImportFile(good, 'f.xlsx')));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused).toHaveLength(12 - PARSE_BOUNDS.parsesAtOnce - PARSE_BOUNDS.parsesWaiting);
    for (const error of refused) expect(error).toMatchObject({ code: ErrorCode.ImportBusy });
    for (const result of results) if (result.status === 'fulfilled') expect(result.value.rows).toHaveLength(2000);
  });
});

describe('fuzzing: any bytes end in a table or an AppError, never another exception', () => {
  let good: Buffer;
  beforeAll(async () => {
    good = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['a', 'b', 'c']);
      for (let i = 0; i < 50; i++) sheet.addRow([`valor ${i}`, i, new Date(Date.UTC(2026, 0, 1 + i))]);
    });
  });

  async function readsOrRefuses(bytes: Buffer, fileName: string): Promise<void> {
    try {
      await readImportFile(bytes, fileName);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  it('random bytes, named xlsx or csv', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('', 'PK\u0003\u0004', '\uFEFF'), fc.uint8Array({ maxLength: 2000 }), fc.constantFrom('f.xlsx', 'f.csv'), async (prefix, bytes, name) =>
        readsOrRefuses(Buffer.concat([Buffer.from(prefix, 'utf8'), bytes]), name),
      ),
      { numRuns: 300 },
    );
  });

  it('random text as csv', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', ';', ',', '"', '\n', '\r', ' ', '=', '\uFEFF', 'é'), maxLength: 300 }), async (text) =>
        readsOrRefuses(csv(text), 'f.csv'),
      ),
      { numRuns: 300 },
    );
  });

  it('a real xlsx truncated anywhere or with bytes flipped', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: good.length }),
        fc.array(fc.tuple(fc.nat({ max: good.length - 1 }), fc.integer({ min: 1, max: 255 })), { maxLength: 8 }),
        async (end, flips) => {
          const bytes = Buffer.from(good.subarray(0, end));
          for (const [at, mask] of flips) if (at < bytes.length) bytes[at] = (bytes[at] ?? 0) ^ mask;
          await readsOrRefuses(bytes, 'f.xlsx');
        },
      ),
      { numRuns: 300 },
    );
  });
});
