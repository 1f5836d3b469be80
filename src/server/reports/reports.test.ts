/**
 * The seven reports (issue 11 §3) on a small tree of their own, written straight into record_version
 * with its publication periods: each report's rows and chart, the caller's scope, the entity filter,
 * a past day's state, paging, the exported files read back, and every refusal.
 */
import ExcelJS from 'exceljs';
import { ErrorCode } from '@/shared/errors';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { REPORTS, type ReportCell, type ReportChart, type ReportName, type ReportPage } from '@/shared/reports';
import { SETUP_TIMEOUT_MS, createTestApp, testClock, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { insertRecordRow } from '../test/recordRows';
import { createTestUser } from '../test/users';
import { CSV_BOM, XLSX_HEADER_ROW } from './reportFiles';

const TODAY = '2026-03-01';
const clock = testClock(new Date(`${TODAY}T12:00:00Z`));
const PASSWORD = 'Relatorios#2026';
let t: TestApp;
let admin: string;
let englishToken: string;

/** Ids far above what the seed allocates. */
const id = { root: 970001, a: 970002, a1: 970003, a2: 970004, b: 970005, b1: 970006, s1: 970101, s2: 970102, s3: 970103, s4: 970104, p1: 970201, p2: 970202 };

interface Version {
  kind: number;
  id: number;
  version?: number;
  code: string;
  name: string;
  parentId?: number | null;
  organizationId?: number | null;
  data?: Record<string, unknown>;
  /** The day it was published (noon UTC) and, for a replaced version, the day it stopped being. */
  published: string;
  unpublished?: string;
}

async function put(v: Version): Promise<void> {
  await insertRecordRow(t.database.db, {
    ...v,
    state: v.unpublished ? RecordState.Archived : RecordState.Published,
    createdAt: new Date(`${v.published}T10:00:00Z`),
    publishedAt: new Date(`${v.published}T12:00:00Z`),
    unpublishedAt: v.unpublished ? new Date(`${v.unpublished}T12:00:00Z`) : null,
  });
}

const JAN = '2026-01-10';
const entity = (v: Omit<Version, 'kind' | 'published'> & { published?: string }) => put({ kind: ObjectKind.Entity, published: JAN, ...v });
const service = (v: Omit<Version, 'kind' | 'published'> & { published?: string }) => put({ kind: ObjectKind.Service, published: JAN, ...v });

const contactsOfAlfa = {
  address: { street: 'Rua da Sé, 1', zipCode: '9500-000', locality: 'Ponta Delgada', parishId: null },
  contacts: [
    { scope: 'internal', type: 'phone', value: '296 111 111' },
    { scope: 'public', type: 'phone', value: '+351 296 000 000' },
    { scope: 'public', type: 'email', value: 'alfa@example.org' },
    { scope: 'public', type: 'website', value: 'https://alfa.example.org' },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  const english = await createTestUser(t.database.db, { username: 'relatorio.en', password: PASSWORD, permissions: [], organizationId: null });
  await t.database.db.updateTable('app_user').set({ language: 'en' }).where('id', '=', english).execute();
  englishToken = await t.loginToken('relatorio.en', PASSWORD);
  // The tree: Raiz de ensaio > (Alfa > (Alfa um, Alfa dois), Beta > Beta um). Alfa was 'Alfa antigo' until 20 February; Alfa dois exists from 15 February.
  await entity({ id: id.root, code: 'RR', name: 'Raiz de ensaio' });
  await entity({ id: id.a, code: 'RA', name: 'Alfa antigo', parentId: id.root, data: { canManageServices: true }, unpublished: '2026-02-20' });
  await entity({ id: id.a, version: 2, code: 'RA', name: 'Alfa', parentId: id.root, data: { canManageServices: true, ...contactsOfAlfa }, published: '2026-02-20' });
  await entity({ id: id.a1, code: 'RA1', name: 'Alfa um', parentId: id.a, data: { canHaveServices: true } });
  await entity({ id: id.a2, code: 'RA2', name: 'Alfa dois', parentId: id.a, published: '2026-02-15' });
  await entity({ id: id.b, code: 'RB', name: 'Beta', parentId: id.root, data: { canHaveServices: true, canHavePointsOfCare: true } });
  await entity({ id: id.b1, code: 'RB1', name: 'Beta um', parentId: id.b });
  await service({ id: id.s1, code: 'S1', name: 'Serviço um', organizationId: id.a1, data: { virtual: true, virtualUrl: 'https://s1.example.org', portal: false, portalUrl: '' } });
  await service({ id: id.s2, code: 'S2', name: 'Serviço dois', organizationId: id.a1, data: { virtual: false, virtualUrl: 'https://ignored.example.org', portal: false, portalUrl: '' } });
  await service({ id: id.s3, code: 'S3', name: 'Serviço três', organizationId: id.b, data: { virtual: false, virtualUrl: '', portal: true, portalUrl: 'https://portal.example.org/s3' } });
  await service({ id: id.s4, code: 'S4', name: 'Serviço quatro', organizationId: id.a2, published: '2026-02-15' });
  const services = (...ids: number[]) => ids.map((serviceId) => ({ serviceId, serviceVersion: 1 }));
  await put({ kind: ObjectKind.PointOfCare, id: id.p1, code: 'P1', name: 'Posto central', organizationId: id.b, published: JAN, data: { services: services(id.s1, id.s3) } });
  await put({ kind: ObjectKind.PointOfCare, id: id.p2, code: 'P2', name: 'Balcão sem serviços', organizationId: id.b, published: JAN, data: { services: [] } });
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

interface RunOptions {
  organizationId?: number | null;
  date?: string;
  pageNumber?: number;
  pageSize?: number;
  token?: string;
}

async function run(report: string, options: RunOptions = {}) {
  const { organizationId = id.root, date = TODAY, pageNumber = 1, pageSize = 100, token = admin } = options;
  return (await t.call<ReportPage>({ method: 'POST', url: `/reports/${report}`, token, payload: { filters: { organizationId, date }, pageNumber, pageSize } })).body;
}

async function rows(report: ReportName, options: RunOptions = {}) {
  const answer = await run(report, options);
  expect(answer.code).toBe(0);
  return answer.data.rows;
}

/** A chart as the reports draw it: one series per key, in the order given. */
function chartOf(type: ReportChart['type'], labels: string[], series: Record<string, number[]>): ReportChart {
  return { type, labels, series: Object.entries(series).map(([key, values]) => ({ key, values })) };
}

/** The report's rows and chart on the suite's tree (filtered by its root, today). */
async function expectRowsAndChart(report: ReportName, expectedRows: ReportCell[][], expectedChart: ReportChart) {
  const answer = await run(report);
  expect(answer.data.rows).toEqual(expectedRows);
  expect(answer.data.chart).toEqual(expectedChart);
}

/** `english`: as a user whose language is English (a user's own language wins over Accept-Language). */
async function exported(report: string, format: string, options: { organizationId?: number | null; date?: string; english?: boolean } = {}) {
  const { organizationId = id.root, date = TODAY, english = false } = options;
  return t.app.inject({
    method: 'POST',
    url: `/api/reports/${report}/export`,
    headers: { authorization: `Bearer ${english ? englishToken : admin}`, 'accept-language': english ? 'en' : 'pt' },
    payload: { filters: { organizationId, date }, format },
  });
}

async function userToken(username: string, organizationId: number, excludedOrganizationIds: number[] = []): Promise<string> {
  await createTestUser(t.database.db, { username, password: PASSWORD, permissions: [], organizationId, excludedOrganizationIds });
  return t.loginToken(username, PASSWORD);
}

describe('the reports’ rows', () => {
  it('organicTree: the tree in order (siblings by name) with levels, parent codes and publication days', async () => {
    expect(await rows('organicTree')).toEqual([
      [1, 'RR', 'Raiz de ensaio', 'RR', '', JAN],
      [2, 'RA', 'Alfa', 'RA', 'RR', '2026-02-20'],
      [3, 'RA2', 'Alfa dois', 'RA2', 'RA', '2026-02-15'],
      [3, 'RA1', 'Alfa um', 'RA1', 'RA', JAN],
      [2, 'RB', 'Beta', 'RB', 'RR', JAN],
      [3, 'RB1', 'Beta um', 'RB1', 'RB', JAN],
    ]);
    expect((await run('organicTree')).data.chart).toBeNull();
  });

  it('organicTree: siblings follow the order stored under permission 14, as the organic tree shows them', async () => {
    const order = async (childIds: number[]) =>
      expect((await t.call({ method: 'PUT', url: '/organic/order', token: admin, payload: { parentId: id.root, childIds } })).body.code).toBe(0);
    await order([id.b, id.a]);
    expect((await rows('organicTree')).map((r) => r[1])).toEqual(['RR', 'RB', 'RB1', 'RA', 'RA2', 'RA1']);
    // Back to the order by name, for the tests that follow.
    await order([id.a, id.b]);
    expect((await rows('organicTree')).map((r) => r[1])).toEqual(['RR', 'RA', 'RA2', 'RA1', 'RB', 'RB1']);
  });

  it('servicesPerEntity: entities that may have or own services, with the online ones; the chart ranks them', async () => {
    await expectRowsAndChart(
      'servicesPerEntity',
      [
        ['RA2', 'Alfa dois', 1, 0],
        ['RA1', 'Alfa um', 2, 1],
        ['RB', 'Beta', 1, 1],
      ],
      chartOf('bar', ['RA1', 'RA2', 'RB'], { serviceCount: [2, 1, 1], onlineCount: [1, 0, 1] }),
    );
  });

  it('servicesPerEntity: beyond 20 entities the chart sums the rest as Outras (Others in English)', async () => {
    // A second root with 24 entities that may have services, one service each; the first has three, the second two.
    const many = 970300;
    await entity({ id: many, code: 'MM', name: 'Muitas entidades' });
    for (let i = 1; i <= 24; i++) {
      await entity({ id: many + i, code: `M${String(i).padStart(2, '0')}`, name: `Entidade ${String(i).padStart(2, '0')}`, parentId: many, data: { canHaveServices: true } });
      const services = i === 1 ? 3 : i === 2 ? 2 : 1;
      for (let k = 0; k < services; k++) await service({ id: 971000 + i * 10 + k, code: `MS${i}-${k}`, name: `Serviço ${i}-${k}`, organizationId: many + i, data: { virtual: k === 0 } });
    }
    const chart = (await run('servicesPerEntity', { organizationId: many })).data.chart;
    expect(chart?.labels).toHaveLength(21);
    expect(chart?.labels.slice(0, 3)).toEqual(['M01', 'M02', 'M03']);
    expect(chart?.labels[20]).toBe('Outras');
    expect(chart?.series).toEqual([
      { key: 'serviceCount', values: [3, 2, ...Array<number>(18).fill(1), 4] },
      { key: 'onlineCount', values: [...Array<number>(20).fill(1), 4] },
    ]);
    const english = await t.call<ReportPage>({
      method: 'POST',
      url: '/reports/servicesPerEntity',
      token: englishToken,
      payload: { filters: { organizationId: many, date: TODAY }, pageNumber: 1, pageSize: 10 },
    });
    expect(english.body.data.chart?.labels[20]).toBe('Others');
    expect(english.body.data).toMatchObject({ total: 24, pageCount: 3 });
  });

  it('onlineServices: every service with its online flag and the addresses of the flags set; a pie of online vs not', async () => {
    await expectRowsAndChart(
      'onlineServices',
      [
        ['S2', 'Serviço dois', 'Alfa um', false, '', ''],
        ['S4', 'Serviço quatro', 'Alfa dois', false, '', ''],
        ['S3', 'Serviço três', 'Beta', true, '', 'https://portal.example.org/s3'],
        ['S1', 'Serviço um', 'Alfa um', true, 'https://s1.example.org', ''],
      ],
      chartOf('pie', ['Online', 'Não online'], { services: [2, 2] }),
    );
  });

  it('entityContacts: address, zip code and contacts (public first), by name', async () => {
    const listed = await rows('entityContacts');
    expect(listed.map((r) => r[1])).toEqual(['Alfa', 'Alfa dois', 'Alfa um', 'Beta', 'Beta um', 'Raiz de ensaio']);
    expect(listed[0]).toEqual(['RA', 'Alfa', 'RA', 'Rua da Sé, 1, Ponta Delgada', '9500-000', '+351 296 000 000, 296 111 111', 'alfa@example.org', 'https://alfa.example.org']);
    expect(listed[1]).toEqual(['RA2', 'Alfa dois', 'RA2', '', '', '', '', '']);
  });

  it('subEntityTotals: entities with sub-entities in tree order, direct and all; a bar chart by the totals', async () => {
    await expectRowsAndChart(
      'subEntityTotals',
      [
        ['RR', 'Raiz de ensaio', 2, 5],
        ['RA', 'Alfa', 2, 2],
        ['RB', 'Beta', 1, 1],
      ],
      chartOf('bar', ['RR', 'RA', 'RB'], { directCount: [2, 2, 1], totalCount: [5, 2, 1] }),
    );
  });

  it('supervisedServices: the nearest entity that may manage services, else the filter entity', async () => {
    expect(await rows('supervisedServices')).toEqual([
      ['RA', 'Alfa', 'S2', 'Serviço dois', 'RA1', 'Alfa um', JAN],
      ['RA', 'Alfa', 'S4', 'Serviço quatro', 'RA2', 'Alfa dois', '2026-02-15'],
      ['RA', 'Alfa', 'S1', 'Serviço um', 'RA1', 'Alfa um', JAN],
      ['RR', 'Raiz de ensaio', 'S3', 'Serviço três', 'RB', 'Beta', JAN],
    ]);
    // Without a filter, Beta's service has no supervisor (nothing above it may manage services).
    const everything = await rows('supervisedServices', { organizationId: null });
    expect(everything.filter((r) => String(r[2]).startsWith('S') && r[4] === 'RB')).toEqual([]);
    expect(everything.filter((r) => r[0] === 'RA').map((r) => r[2])).toEqual(['S2', 'S4', 'S1']);
  });

  it('pointsOfCareWithServices: one row per point × service; a point without services once, with empty cells', async () => {
    expect(await rows('pointsOfCareWithServices')).toEqual([
      ['P2', 'Balcão sem serviços', 'Beta', null, null],
      ['P1', 'Posto central', 'Beta', 'S3', 'Serviço três'],
      ['P1', 'Posto central', 'Beta', 'S1', 'Serviço um'],
    ]);
  });

  it('every row has one cell per column of the report', async () => {
    for (const report of Object.keys(REPORTS) as ReportName[]) {
      for (const row of await rows(report)) expect(row).toHaveLength(REPORTS[report].columns.length);
    }
  });
});

describe('the filters and the caller’s scope', () => {
  it('a past day shows the past state: the old name, nothing published later', async () => {
    const then = '2026-02-01';
    expect((await rows('organicTree', { date: then })).map((r) => [r[0], r[2]])).toEqual([
      [1, 'Raiz de ensaio'],
      [2, 'Alfa antigo'],
      [3, 'Alfa um'],
      [2, 'Beta'],
      [3, 'Beta um'],
    ]);
    expect((await rows('onlineServices', { date: then })).map((r) => r[0])).toEqual(['S2', 'S3', 'S1']);
    expect(await rows('organicTree', { date: '2026-01-09' })).toEqual([]);
  });

  it('the entity filter limits a report to that entity’s subtree', async () => {
    expect((await rows('organicTree', { organizationId: id.a })).map((r) => r[1])).toEqual(['RA', 'RA2', 'RA1']);
    expect((await rows('onlineServices', { organizationId: id.b })).map((r) => r[0])).toEqual(['S3']);
    // Alfa dois was not in force on 1 February: its subtree was empty then.
    expect(await rows('organicTree', { organizationId: id.a2, date: '2026-02-01' })).toEqual([]);
  });

  it('without a filter, everything the caller may see: the whole tree for the administrator', async () => {
    const codes = (await rows('organicTree', { organizationId: null, pageSize: 100 })).map((r) => r[1]);
    expect(codes).toEqual(expect.arrayContaining(['RR', 'RA', 'RB1', 'SRSD']));
  });

  it('a user sees only their profiles’ subtrees, and a branch left out of a profile is left out', async () => {
    const beta = await userToken('relatorio.beta', id.b);
    expect((await rows('organicTree', { organizationId: null, token: beta })).map((r) => [r[0], r[1]])).toEqual([
      [2, 'RB'],
      [3, 'RB1'],
    ]);
    expect((await rows('pointsOfCareWithServices', { organizationId: id.b, token: beta })).map((r) => r[0])).toEqual(['P2', 'P1', 'P1']);
    expect((await run('organicTree', { organizationId: id.root, token: beta })).code).toBe(ErrorCode.NoPermission);

    const noAlfa = await userToken('relatorio.semalfa', id.root, [id.a]);
    expect((await rows('organicTree', { organizationId: null, token: noAlfa })).map((r) => r[1])).toEqual(['RR', 'RB', 'RB1']);
    expect((await rows('subEntityTotals', { organizationId: null, token: noAlfa })).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['RR', 1, 2],
      ['RB', 1, 1],
    ]);
    expect((await run('organicTree', { organizationId: id.a1, token: noAlfa })).code).toBe(ErrorCode.NoPermission);
  });

  it('pages the rows; the chart is of the whole result', async () => {
    const second = await run('subEntityTotals', { pageNumber: 2, pageSize: 2 });
    expect(second.data).toMatchObject({ rows: [['RB', 'Beta', 1, 1]], total: 3, pageNumber: 2, pageCount: 2 });
    expect(second.data.chart?.labels).toEqual(['RR', 'RA', 'RB']);
    expect((await run('subEntityTotals', { pageNumber: 5, pageSize: 2 })).data).toMatchObject({ rows: [], total: 3, pageCount: 2 });
  });
});

describe('the refusals', () => {
  it('refuses guests and callers without a session', async () => {
    expect((await run('organicTree', { token: await t.guestToken() })).code).toBe(ErrorCode.NoPermission);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/reports/organicTree', payload: { filters: { organizationId: null, date: TODAY }, pageNumber: 1, pageSize: 10 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown report, a malformed day, a page size over the limit and an unknown entity', async () => {
    const unknown = await run('servicesPerPlanet');
    expect(unknown.code).toBe(ErrorCode.InvalidRequest);
    expect((await exported('servicesPerPlanet', 'csv')).json()).toMatchObject({ code: ErrorCode.InvalidRequest });
    expect((await run('organicTree', { date: '2026-02-30x' })).code).toBe(ErrorCode.InvalidRequest);
    expect((await run('organicTree', { pageSize: 101 })).code).toBe(ErrorCode.InvalidRequest);
    expect((await run('organicTree', { organizationId: 999_999 })).code).toBe(ErrorCode.EntityNotFound);
    expect((await exported('organicTree', 'pdf')).json()).toMatchObject({ code: ErrorCode.InvalidRequest });
  });

  it('answers an unknown entity as one outside the caller’s reach: the filter does not tell which ids exist (issue 28)', async () => {
    const beta = await userToken('relatorio.desconhecido', id.b);
    expect((await run('organicTree', { organizationId: 999_998, token: beta })).code).toBe(ErrorCode.NoPermission);
    expect((await run('organicTree', { organizationId: id.a, token: beta })).code).toBe(ErrorCode.NoPermission);
  });

  it('refuses a day after today or before the organic tree’s minimum date, in the run and the export', async () => {
    for (const date of ['2026-03-02', '1900-01-01']) {
      const refused = await run('organicTree', { date });
      expect(refused.code).toBe(ErrorCode.InvalidRequest);
      expect(refused.description).toContain('data mínima da orgânica');
      expect((await exported('organicTree', 'xlsx', { date })).json()).toMatchObject({ code: ErrorCode.InvalidRequest });
    }
  });
});

describe('the exported files', () => {
  it('xlsx: title, bold frozen header in the request’s language, typed cells, widths, file name', async () => {
    const answer = await exported('organicTree', 'xlsx', { english: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="organic-tree-report-2026-03-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe('Organic tree report');
    expect(String(sheet.getCell('A2').value)).toContain('RR — Raiz de ensaio');
    const header = sheet.getRow(XLSX_HEADER_ROW);
    expect(REPORTS.organicTree.columns.map((_, i) => header.getCell(i + 1).value)).toEqual(REPORTS.organicTree.columns.map((c) => c.title.en));
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: XLSX_HEADER_ROW });
    expect(REPORTS.organicTree.columns.map((_, i) => sheet.getColumn(i + 1).width)).toEqual(REPORTS.organicTree.columns.map((c) => c.width));
    const first = sheet.getRow(XLSX_HEADER_ROW + 1);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe('RR');
    expect(first.getCell(6).value).toEqual(new Date('2026-01-10T00:00:00Z'));
    expect(first.getCell(6).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.rowCount).toBe(XLSX_HEADER_ROW + 6);
  });

  it('xlsx: a draft filter entity is named in the title only for a caller who may read it (issue 28)', async () => {
    const draft = 970901;
    await insertRecordRow(t.database.db, {
      kind: ObjectKind.Entity,
      id: draft,
      state: RecordState.Draft,
      code: 'RSEG',
      name: 'Direção ainda em rascunho',
      parentId: id.b,
      createdAt: new Date(`${TODAY}T09:00:00Z`),
      publishedAt: null,
    });
    const titleFor = async (token: string) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/reports/organicTree/export', headers: { authorization: `Bearer ${token}` }, payload: { filters: { organizationId: draft, date: TODAY }, format: 'xlsx' } });
      expect(answer.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return String((workbook.worksheets[0] as ExcelJS.Worksheet).getCell('A2').value);
    };
    // Beta's reader holds no entity permission: the draft is theirs to filter on, not to read.
    const title = await titleFor(await userToken('relatorio.titulo', id.b));
    expect(title).not.toContain('RSEG');
    expect(title).not.toContain('rascunho');
    expect(title).toContain(String(draft));
    expect(await titleFor(admin)).toContain('RSEG — Direção ainda em rascunho');
  });

  it('xlsx: booleans as booleans, addresses as links, days in the Portuguese format', async () => {
    const answer = await exported('onlineServices', 'xlsx');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="servicos-online-2026-03-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe('Serviços online');
    expect(sheet.getRow(XLSX_HEADER_ROW).getCell(4).value).toBe('Online');
    const online = sheet.getRow(XLSX_HEADER_ROW + 3);
    expect(online.getCell(1).value).toBe('S3');
    expect(online.getCell(4).value).toBe(true);
    expect(online.getCell(4).type).toBe(ExcelJS.ValueType.Boolean);
    expect(online.getCell(6).value).toMatchObject({ text: 'https://portal.example.org/s3', hyperlink: 'https://portal.example.org/s3' });
    expect(sheet.getRow(XLSX_HEADER_ROW + 1).getCell(4).value).toBe(false);

    const supervised = new ExcelJS.Workbook();
    await supervised.xlsx.load((await exported('supervisedServices', 'xlsx')).rawPayload as unknown as ArrayBuffer);
    expect((supervised.worksheets[0] as ExcelJS.Worksheet).getRow(XLSX_HEADER_ROW + 1).getCell(7).numFmt).toBe('dd/mm/yyyy');
  });

  it('xlsx: phone numbers as typed, in string cells (no apostrophe)', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('entityContacts', 'xlsx')).rawPayload as unknown as ArrayBuffer);
    const phone = (workbook.worksheets[0] as ExcelJS.Worksheet).getRow(XLSX_HEADER_ROW + 1).getCell(6);
    expect(phone.value).toBe('+351 296 000 000, 296 111 111');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
  });

  it('CSV: UTF-8 with a BOM, ; between fields, RFC 4180 quoting, Sim/Não, phone numbers as typed', async () => {
    const contacts = await exported('entityContacts', 'csv');
    expect(contacts.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(contacts.headers['content-disposition']).toBe('attachment; filename="listagem-de-moradas-e-contactos-das-entidades-2026-03-01.csv"');
    const text = contacts.rawPayload.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Código da entidade;Entidade;Sigla;Morada;Código postal;Telefone;Email;Sítio na internet');
    expect(lines[1]).toBe('RA;Alfa;RA;"Rua da Sé, 1, Ponta Delgada";9500-000;"+351 296 000 000, 296 111 111";alfa@example.org;https://alfa.example.org');
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines[7]).toBe('');

    const online = (await exported('onlineServices', 'csv')).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(online[1]).toBe('S2;Serviço dois;Alfa um;Não;;');
    expect(online[3]).toBe('S3;Serviço três;Beta;Sim;;https://portal.example.org/s3');
    const english = (await exported('onlineServices', 'csv', { english: true })).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(english[0]).toBe('Service code;Service;Entity;Online;Online service address;Portal address');
    expect(english[1]).toBe('S2;Serviço dois;Alfa um;No;;');
  });

  it('every report exports in both formats', async () => {
    for (const report of Object.keys(REPORTS) as ReportName[]) {
      for (const format of ['xlsx', 'csv']) {
        const answer = await exported(report, format);
        expect([report, format, answer.statusCode, answer.headers['content-disposition']]).toEqual([report, format, 200, expect.stringMatching(/^attachment; filename="[a-z-]+-2026-03-01\.(xlsx|csv)"$/)]);
      }
    }
  });
});

describe('the order and the pages, in SQL (issue 32)', () => {
  const root = 972000;
  /** Names that tell orders apart: accents, case, numbers in text, ties on the name (then the code decides, numbers as numbers). */
  const names = ['entidade 10', 'Entidade 2', 'Élan', 'elan', 'Ação social', 'acao Social', 'Zona', 'Águas', 'b', 'Ñandu', 'nando', 'Entidade 1', 'Entidade 1'];
  const children = names.map((name, i) => ({ id: root + 1 + i, code: `C${names.length - i}`, name }));
  /** What Intl.Collator gave before the order moved to SQL (reportData's former byName). */
  const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });
  const before = (a: { name: string; code: string; id: number }, b: typeof a) => collator.compare(a.name, b.name) || collator.compare(a.code, b.code) || a.id - b.id;
  const sorted = [...children].sort(before);
  const late = { id: root + 50, code: 'CL', name: 'Aa publicada depois' };

  beforeAll(async () => {
    await entity({ id: root, code: 'OO', name: 'Ordem de ensaio' });
    for (const child of children) await entity({ ...child, parentId: root });
    // Under the first sibling, two sub-entities whose names differ only by a number.
    await entity({ id: root + 40, code: 'S10', name: 'Sub 10', parentId: sorted[0]?.id });
    await entity({ id: root + 41, code: 'S2', name: 'Sub 2', parentId: sorted[0]?.id });
    await entity({ ...late, parentId: root, published: '2026-02-15' });
  });

  it('orders siblings as Intl.Collator did: accents and case aside, numbers as numbers, then code and id', async () => {
    const codes = (await rows('organicTree', { organizationId: root })).map((r) => r[1]);
    expect(codes).toEqual(['OO', late.code, sorted[0]?.code, 'S2', 'S10', ...sorted.slice(1).map((c) => c.code)]);
    const flat = [...children, late, { id: root, code: 'OO', name: 'Ordem de ensaio' }, { id: root + 40, code: 'S10', name: 'Sub 10' }, { id: root + 41, code: 'S2', name: 'Sub 2' }];
    expect((await rows('entityContacts', { organizationId: root })).map((r) => r[0])).toEqual(flat.sort(before).map((c) => c.code));
  });

  it('pages: every page in turn is the whole list, the last one partial, past it none but the total', async () => {
    const whole = await rows('organicTree', { organizationId: root });
    expect(whole).toHaveLength(17);
    const pages = [];
    for (let pageNumber = 1; pageNumber <= 4; pageNumber++) pages.push((await run('organicTree', { organizationId: root, pageNumber, pageSize: 5 })).data);
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 5, 2]);
    expect(pages.flatMap((p) => p.rows)).toEqual(whole);
    expect(pages.every((p) => p.total === 17 && p.pageCount === 4)).toBe(true);
    expect((await run('organicTree', { organizationId: root, pageNumber: 2, pageSize: 17 })).data).toMatchObject({ rows: [], total: 17, pageCount: 1 });
  });

  it('a filter entity’s subtree on a past day: what was in force then, levels from the day’s roots', async () => {
    const then = await rows('organicTree', { organizationId: sorted[0]?.id ?? 0, date: '2026-02-01' });
    expect(then.map((r) => [r[0], r[1], r[4]])).toEqual([
      [2, sorted[0]?.code, 'OO'],
      [3, 'S2', sorted[0]?.code],
      [3, 'S10', sorted[0]?.code],
    ]);
    expect((await rows('organicTree', { organizationId: root, date: '2026-02-01' })).map((r) => r[1])).not.toContain(late.code);
    expect((await rows('subEntityTotals', { organizationId: root, date: '2026-02-01' })).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['OO', 13, 15],
      [sorted[0]?.code, 2, 2],
    ]);
  });
});
