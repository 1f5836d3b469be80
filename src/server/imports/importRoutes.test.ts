/**
 * The import routes through HTTP: the §6 import rule (-500), the upload's refusals (-601 with 413,
 * -603, -604 naming the headers), the life of an import (validating → validated → importing →
 * finished), -606/-607/-600, each user's own imports, and the xlsx answers, read back with ExcelJS.
 */
import ExcelJS from 'exceljs';
import { ImportType } from '@/shared/enums';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import { IMPORT_LIMITS, IMPORT_PATHS, importPath, importTemplatePath, type ImportDetail, type ImportListResponse } from '@/shared/imports';
import { Permission } from '@/shared/permissions';
import { ErrorCode } from '@/shared/errors';
import { sheetPart, textPart, xlsxOf } from '../test/hostileXlsx';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let importer: string;
let other: string;
let creatorOnly: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const srfpap = await entityIdByCode(db, 'SRFPAP');
  await createTestUser(db, { username: 'importer', password: 'Importer#2026', organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntityApprove] });
  await createTestUser(db, { username: 'other', password: 'Other#2026', organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntityApprove] });
  await createTestUser(db, { username: 'creator', password: 'Creator#2026', organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] });
  importer = await t.loginToken('importer', 'Importer#2026');
  other = await t.loginToken('other', 'Other#2026');
  creatorOnly = await t.loginToken('creator', 'Creator#2026');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

// The required columns and the parent (an entity without one needs a whole-tree profile).
const HEADERS = [...IMPORT_COLUMNS[ImportType.Entity].filter((c) => c.required).map((c) => c.header), 'Código da entidade-mãe'];

function entityLine(overrides: Partial<Record<string, string>> = {}): string {
  seq += 1;
  const code = `ROUTE${seq}-${Date.now().toString(36)}`;
  const values: Record<string, string> = {
    Código: code,
    Sigla: code,
    Nome: `Importada ${code}`,
    'Data de início': '2024-01-01',
    'Tipo de entidade': 'Direção Regional',
    'Código da entidade-mãe': 'SRFPAP',
    ...overrides,
  } as Record<string, string>;
  return HEADERS.map((h) => values[h] ?? '').join(',');
}

function csv(lines: string[], headers: string[] = HEADERS): string {
  return [headers.join(','), ...lines].join('\n');
}

function upload(token: string, body: string | Buffer, query: { importType?: number; fileName?: string } = {}) {
  const params = new URLSearchParams({ importType: String(query.importType ?? ImportType.Entity), fileName: query.fileName ?? 'entidades.csv' });
  return t.call<ImportDetail>({
    method: 'POST',
    url: `${IMPORT_PATHS.collection}?${params.toString()}`,
    token,
    payload: body,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

async function until(token: string, id: number, states: string[]): Promise<ImportDetail> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await t.call<ImportDetail>({ method: 'GET', url: importPath(IMPORT_PATHS.one, id), token });
    if (states.includes(body.data.state)) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} never reached ${states.join('/')}`);
}

it('is refused (-500) to guests and to users without an approve plus create/edit pair', async () => {
  const guest = await t.guestToken();
  for (const token of [guest, creatorOnly]) {
    expect((await t.call({ method: 'GET', url: IMPORT_PATHS.collection, token })).body.code).toBe(-500);
    expect((await upload(token, csv([entityLine()]))).body.code).toBe(-500);
    expect((await t.call({ method: 'GET', url: importTemplatePath(ImportType.Entity), token })).body.code).toBe(-500);
  }
});

it('refuses an empty body (-603), a body over the limit (-601, HTTP 413), a wrong type (-602) and wrong headers (-604, naming them)', async () => {
  expect((await upload(importer, Buffer.alloc(0))).body.code).toBe(-603);
  const big = await upload(importer, Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'));
  expect(big.response.statusCode).toBe(413);
  expect(big.body.code).toBe(-601);
  expect((await upload(importer, csv([entityLine()]), { fileName: 'x.pdf' })).body.code).toBe(-602);
  const wrong = await upload(importer, csv([entityLine() + ',x'], [...HEADERS.filter((h) => h !== 'Sigla'), 'Cor']));
  expect(wrong.body.code).toBe(-604);
  expect(wrong.body.description).toContain('Sigla');
  expect(wrong.body.description).toContain('Cor');
  // Nothing was created by any of them.
  expect((await t.call<ImportListResponse>({ method: 'GET', url: IMPORT_PATHS.collection, token: importer })).body.data.items).toEqual([]);
});

it('answers an upload that would eat the server with the catalogue’s import code (HTTP 200), never a 500: one long shared string named by every cell of 20,000 rows', async () => {
  const columns = HEADERS.map((_, i) => String.fromCharCode(65 + i));
  const header = `<row r="1">${HEADERS.map((h, i) => `<c r="${columns[i]}1" t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>`;
  const row = (n: number) => `<row r="${n}">${columns.map((column) => `<c r="${column}${n}" t="s"><v>0</v></c>`).join('')}</row>`;
  const bytes = xlsxOf(
    sheetPart(header + Array.from({ length: 20_000 }, (_, i) => row(i + 2)).join('')),
    textPart('xl/sharedStrings.xml', `<sst><si><t>${'x'.repeat(30_000)}</t></si></sst>`),
  );
  const answer = await upload(importer, bytes, { fileName: 'entidades.xlsx' });
  expect(answer.response.statusCode).toBe(200);
  expect(answer.body.code).toBe(ErrorCode.ImportContentTooLarge);
  expect((await t.call<ImportListResponse>({ method: 'GET', url: IMPORT_PATHS.collection, token: importer })).body.data.items).toEqual([]);
});

it('validates in the background, lists the import, refuses allOrNothing with errors (-607), writes the valid rows', async () => {
  const lines = [entityLine(), entityLine({ Nome: '=A1' }), entityLine()];
  const uploaded = await upload(importer, csv(lines));
  expect(uploaded.body.code).toBe(0);
  expect(uploaded.body.data).toMatchObject({ state: expect.stringMatching(/validating|validated/), fileName: 'entidades.csv', username: 'importer', total: 3 });
  const id = uploaded.body.data.importId;
  const validated = await until(importer, id, ['validated']);
  expect(validated).toMatchObject({ failed: 1, errorCount: 1, issues: [expect.objectContaining({ row: 3, column: 'Nome', severity: 'error' })], issuesTruncated: false });

  const list = await t.call<ImportListResponse>({ method: 'GET', url: IMPORT_PATHS.collection, token: importer });
  expect(list.body.data.items[0]).toMatchObject({ importId: id, state: 'validated' });
  // Someone else's import is not theirs to see or touch.
  expect((await t.call({ method: 'GET', url: importPath(IMPORT_PATHS.one, id), token: other })).body.code).toBe(-600);
  expect((await t.call<ImportListResponse>({ method: 'GET', url: IMPORT_PATHS.collection, token: other })).body.data.items).toEqual([]);

  expect((await t.call({ method: 'POST', url: importPath(IMPORT_PATHS.start, id), token: importer, payload: { mode: 'allOrNothing' } })).body.code).toBe(-607);
  const started = await t.call<ImportDetail>({ method: 'POST', url: importPath(IMPORT_PATHS.start, id), token: importer, payload: { mode: 'validOnly' } });
  expect(started.body.code).toBe(0);
  const done = await until(importer, id, ['finished', 'failed']);
  expect(done).toMatchObject({ state: 'finished', written: 2, failed: 1, percent: 100, mode: 'validOnly' });
  // Not again, and not cancellable any more.
  expect((await t.call({ method: 'POST', url: importPath(IMPORT_PATHS.start, id), token: importer, payload: { mode: 'validOnly' } })).body.code).toBe(-606);
  expect((await t.call({ method: 'POST', url: importPath(IMPORT_PATHS.cancel, id), token: importer })).body.code).toBe(-606);

  const sheet = await t.app.inject({ method: 'GET', url: `/api${importPath(IMPORT_PATHS.errorSheet, id)}`, headers: { authorization: `Bearer ${importer}` } });
  expect(sheet.headers['content-disposition']).toContain(`erros-importacao-${id}.xlsx`);
  expect(sheet.headers['content-type']).toContain('spreadsheetml');
  const errors = (await workbookOf(sheet.rawPayload)).worksheets[0];
  const headers = (errors?.getRow(1).values as unknown[]).slice(1);
  const errorsColumn = headers.length;
  // The header and the three uploaded rows, each with its row number; only row 3 has errors.
  expect(errors?.actualRowCount).toBe(4);
  const byRow = [2, 3, 4].map((r) => ({ row: errors?.getRow(r).getCell(1).value, errors: String(errors?.getRow(r).getCell(errorsColumn).value ?? '') }));
  expect(byRow.map((r) => r.row)).toEqual([2, 3, 4]);
  expect(byRow.map((r) => r.errors !== '')).toEqual([false, true, false]);
});

it('cancels a validated import; unknown imports are -600', async () => {
  const uploaded = await upload(importer, csv([entityLine()]));
  const id = uploaded.body.data.importId;
  await until(importer, id, ['validated']);
  const cancelled = await t.call<ImportDetail>({ method: 'POST', url: importPath(IMPORT_PATHS.cancel, id), token: importer });
  expect(cancelled.body.data).toMatchObject({ state: 'cancelled', written: 0 });
  expect((await t.call({ method: 'POST', url: importPath(IMPORT_PATHS.start, id), token: importer, payload: { mode: 'validOnly' } })).body.code).toBe(-606);
  expect((await t.call({ method: 'GET', url: importPath(IMPORT_PATHS.one, 999_999), token: importer })).body.code).toBe(-600);
  expect((await t.call({ method: 'POST', url: importPath(IMPORT_PATHS.cancel, 999_999), token: importer })).body.code).toBe(-600);
});

it('answers the template with its columns and the allowed values of the reference columns', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api${importTemplatePath(ImportType.Entity)}`, headers: { authorization: `Bearer ${importer}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain('modelo-importacao-1.xlsx');
  const template = await workbookOf(response.rawPayload);
  const [sheet, values] = template.worksheets;
  expect(sheet?.name).toBe('Entidade');
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS[ImportType.Entity].map((c) => c.header));
  const allowed = (header: string): unknown[] => {
    const column = (values?.getRow(1).values as unknown[]).indexOf(header);
    return column < 1 ? [] : (values?.getColumn(column).values ?? []).slice(2);
  };
  expect(allowed('Tipo de entidade')).toContain('Direção Regional');
  expect(allowed('Código da entidade-mãe')).toContain('SRFPAP');
  expect((await t.call({ method: 'GET', url: importTemplatePath(9), token: importer })).response.statusCode).toBe(400);
});
