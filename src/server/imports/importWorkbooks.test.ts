/** The template and the error sheet (no database): their content read back with ExcelJS, and a template filled in and read with readImportFile. */
import ExcelJS from 'exceljs';
import { ErrorCode, ERROR_CATALOGUE } from '@/shared/errors';
import { FORMULA_PREFIXES } from '@/shared/reports';
import type { ImportIssue } from '@/shared/imports';
import { readImportFile } from './importFile';
import type { ImportTable, TemplateColumn } from './importTable';
import { buildErrorSheet, buildTemplateWorkbook, ERROR_FILL_ARGB, issueText, VALUES_SHEET, WARNING_FILL_ARGB } from './importWorkbooks';

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const COLUMNS: TemplateColumn[] = [
  { header: 'Código', required: true, description: 'O código da entidade.' },
  { header: 'Nome', required: true, description: 'O nome por extenso.' },
  { header: 'Tipo', required: false, description: 'O tipo de entidade.', allowedValues: ['Direção regional', 'Instituto público', '=não é fórmula'] },
  { header: 'Data de início', required: false, description: 'AAAA-MM-DD.' },
  { header: 'Ilha', required: true, description: 'A ilha da sede.', allowedValues: ['Santa Maria', 'São Miguel'] },
];

describe('buildTemplateWorkbook', () => {
  it('writes the header row (bold, frozen, a note per column, fitting widths) and no data', async () => {
    const workbook = await load(await buildTemplateWorkbook('Entidades: modelo [v1] / 2026 com um título muito comprido', COLUMNS));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Entidades  modelo  v1    2026 c');
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    COLUMNS.forEach((column, i) => {
      const cell = sheet.getRow(1).getCell(i + 1);
      expect(cell.font?.bold).toBe(true);
      const note = cell.note;
      const text = typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
      expect(text).toContain(column.description);
      expect(text).toContain(column.required ? 'Obrigatório' : 'Opcional');
      expect(sheet.getColumn(i + 1).width).toBeGreaterThanOrEqual(column.header.length);
    });
  });

  it('lists the allowed values of each listed column in its own sheet, and the column offers them as a drop-down', async () => {
    const workbook = await load(await buildTemplateWorkbook('Entidades', COLUMNS));
    const values = workbook.getWorksheet(VALUES_SHEET) as ExcelJS.Worksheet;
    expect(values.getColumn(1).values).toEqual([undefined, 'Tipo', 'Direção regional', 'Instituto público', '=não é fórmula']);
    expect(values.getColumn(2).values).toEqual([undefined, 'Ilha', 'Santa Maria', 'São Miguel']);
    // A value starting with '=' is a text cell, not a formula.
    expect(values.getCell('A4').type).toBe(ExcelJS.ValueType.String);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list', allowBlank: true, formulae: [`'${VALUES_SHEET}'!$A$2:$A$4`] });
    expect(sheet.getCell('C20001').dataValidation).toMatchObject({ type: 'list' });
    expect(sheet.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: [`'${VALUES_SHEET}'!$B$2:$B$3`] });
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();
    expect(sheet.getCell('C1').dataValidation).toBeUndefined();
  });

  it('has no values sheet when no column takes a list, and a sheet name even for a title of forbidden characters only', async () => {
    const workbook = await load(await buildTemplateWorkbook('[]:*?/\\', COLUMNS.slice(0, 2)));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Modelo']);
  });

  it('round trip: a template filled in with ExcelJS reads back with readImportFile', async () => {
    const workbook = await load(await buildTemplateWorkbook('Entidades', COLUMNS));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    sheet.addRow(['0012', 'Direção Regional da Cultura', 'Direção regional', new Date(Date.UTC(2026, 0, 5)), 'São Miguel']);
    sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
    sheet.addRow([]);
    sheet.addRow([42, { formula: 'A2&"x"', result: '0012x' }, '', '', 'Santa Maria']);
    const table = await readImportFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'Entidades.xlsx');
    expect(table).toEqual<ImportTable>({
      headers: COLUMNS.map((c) => c.header),
      rows: [
        { rowNumber: 2, cells: ['0012', 'Direção Regional da Cultura', 'Direção regional', '2026-01-05', 'São Miguel'], formulaColumns: [] },
        { rowNumber: 4, cells: ['42', '0012x', '', '', 'Santa Maria'], formulaColumns: [1] },
      ],
    });
  });
});

describe('buildErrorSheet', () => {
  const table: ImportTable = {
    headers: ['Código', 'Nome', 'Tipo'],
    rows: [
      { rowNumber: 2, cells: ['E1', 'Boa', 'Direção regional'], formulaColumns: [] },
      { rowNumber: 3, cells: ['E2', '=HYPERLINK("https://evil.example")', ''], formulaColumns: [1] },
      { rowNumber: 5, cells: ['E3', 'Parecida', ''], formulaColumns: [] },
    ],
  };
  const required = { pt: 'É obrigatório.', en: 'It is required.' };
  const issues: ImportIssue[] = [
    { row: 3, column: 'Nome', severity: 'error', message: { pt: 'As fórmulas não são aceites.', en: 'Formulas are not accepted.' } },
    { row: 3, column: 'Tipo', severity: 'error', message: required },
    { row: 5, column: 'Nome', severity: 'warning', message: { pt: 'Já existe uma entidade com este nome.', en: 'An entity with this name exists.' } },
    { row: 1, column: null, severity: 'error', message: ERROR_CATALOGUE[ErrorCode.ImportHeadersInvalid] },
  ];

  it('writes the rows as uploaded with their row numbers and their issues, in the language', async () => {
    for (const language of ['pt', 'en'] as const) {
      const workbook = await load(await buildErrorSheet(table, issues, language));
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      expect(sheet.name).toBe(language === 'pt' ? 'Erros' : 'Errors');
      const rows = sheet.getSheetValues().slice(1) as unknown[][];
      const texts = language === 'pt' ? ['Linha', 'Erros', 'Aviso'] : ['Row', 'Errors', 'Warning'];
      expect(rows).toEqual([
        [undefined, texts[0], 'Código', 'Nome', 'Tipo', texts[1]],
        [undefined, 1, undefined, undefined, undefined, ERROR_CATALOGUE[ErrorCode.ImportHeadersInvalid][language]],
        [undefined, 2, 'E1', 'Boa', 'Direção regional'],
        [undefined, 3, 'E2', '=HYPERLINK("https://evil.example")', undefined, `Nome: ${issues[0]?.message[language]}; Tipo: ${required[language]}`],
        [undefined, 5, 'E3', 'Parecida', undefined, `${texts[2]}: Nome: ${issues[2]?.message[language]}`],
      ]);
    }
  });

  it('fills the rows with errors red and those with only warnings yellow; header bold, frozen, with an autofilter', async () => {
    const workbook = await load(await buildErrorSheet(table, issues, 'pt'));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const fillOf = (row: number, column: number): string | undefined => {
      const fill = sheet.getRow(row).getCell(column).fill;
      return fill?.type === 'pattern' ? fill.fgColor?.argb : undefined;
    };
    for (let column = 1; column <= 5; column++) {
      expect(fillOf(2, column)).toBe(ERROR_FILL_ARGB);
      expect(fillOf(3, column)).toBeUndefined();
      expect(fillOf(4, column)).toBe(ERROR_FILL_ARGB);
      expect(fillOf(5, column)).toBe(WARNING_FILL_ARGB);
    }
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
  });

  it('writes every text as a string cell as read: no formula, no apostrophe (a phone number stays as typed), headers and issues included', async () => {
    const texts = [...FORMULA_PREFIXES.map((prefix) => `${prefix}SUM(1)`), '+351 295 204 000', '-25.6756'];
    const hostile: ImportTable = { headers: texts, rows: [{ rowNumber: 2, cells: texts, formulaColumns: [] }] };
    const workbook = await load(await buildErrorSheet(hostile, [{ row: 2, column: null, severity: 'error', message: { pt: '=1', en: '=1' } }], 'en'));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    for (const row of [1, 2]) {
      texts.forEach((text, i) => {
        const cell = sheet.getRow(row).getCell(i + 2);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(String(cell.value).replace(/\r/g, '\n')).toBe(text.replace(/\r/g, '\n'));
      });
    }
    expect(sheet.getRow(2).getCell(texts.length + 2).value).toBe('=1');
    expect(sheet.getRow(2).getCell(texts.length + 2).type).toBe(ExcelJS.ValueType.String);
  });

  it('round trip: the error sheet, fixed, reads back as the file it came from (its Linha/Row and Erros/Errors columns left out)', async () => {
    for (const language of ['pt', 'en'] as const) {
      const workbook = await load(await buildErrorSheet(table, issues, language));
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      // The user fixes row 3 (the sheet's 4th row: its header issue has a line of its own) and leaves the issues as they are.
      sheet.getRow(4).getCell(3).value = 'Corrigida';
      sheet.getRow(4).getCell(4).value = 'Instituto público';
      const read = await readImportFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'erros.xlsx');
      expect(read).toEqual<ImportTable>({
        headers: ['Código', 'Nome', 'Tipo'],
        rows: [
          { rowNumber: 3, cells: ['E1', 'Boa', 'Direção regional'], formulaColumns: [] },
          { rowNumber: 4, cells: ['E2', 'Corrigida', 'Instituto público'], formulaColumns: [] },
          { rowNumber: 5, cells: ['E3', 'Parecida', ''], formulaColumns: [] },
        ],
      });
    }
  });

  it('leaves out only columns named exactly as the error sheet names them; a formula keeps its column', async () => {
    const csv = Buffer.from('Linha;Código;Linhas;Nome;Erros\n2;E1;x;=1+1;Nome: errado\n7;;;;só o erro\n', 'utf8');
    expect(await readImportFile(csv, 'f.csv')).toEqual<ImportTable>({
      headers: ['Código', 'Linhas', 'Nome'],
      rows: [{ rowNumber: 2, cells: ['E1', 'x', '=1+1'], formulaColumns: [2] }],
    });
  });

  it('writes an issue as "<column>: <message>", warnings marked, in either language', () => {
    const warning: ImportIssue = { row: 2, column: 'Nome', severity: 'warning', message: required };
    expect(issueText(warning, 'pt')).toBe('Aviso: Nome: É obrigatório.');
    expect(issueText({ ...warning, severity: 'error', column: null }, 'en')).toBe('It is required.');
  });
});
