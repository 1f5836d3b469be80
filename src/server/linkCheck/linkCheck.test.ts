/**
 * The broken-link check through the API (issue 14 §4): a small catalogue of its own whose addresses
 * point at a local server answering 200, 404, 500, a redirect, a loop, HEAD refused and never; the
 * run (one at a time, -730; published versions only), its summary, the brokenLinks report (statuses,
 * records, fields, scope, what each caller may read, the entity filter, English) and its export, who
 * may start a run, and the address guard: the local server is reached only because LINK_CHECK_ALLOW
 * names 127.0.0.1; other loopback, link-local and metadata addresses are refused, at a redirect too.
 */
import { ErrorCode } from '@/shared/errors';
import { ObjectKind } from '@/shared/enums';
import { LINK_CHECK_PATHS, type LinkCheckRun } from '@/shared/linkCheck';
import { RecordState } from '@/shared/recordStates';
import { regionDay } from '@/shared/regionTime';
import type { ReportPage } from '@/shared/reports';
import { CSV_BOM } from '../reports/reportFiles';
import { startLinkServer, type LinkServer } from '../test/linkServer';
import { SETUP_TIMEOUT_MS, createTestApp, testClock, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { insertRecordRow, type RecordRow } from '../test/recordRows';
import { createTestUser } from '../test/users';

const clock = testClock(new Date('2026-03-01T12:00:00Z'));
const TODAY = regionDay(clock());
const PASSWORD = 'Ligacoes#2026';
const id = { root: 980001, a: 980002, b: 980003, s1: 980101, s2: 980102, s3: 980103, s4: 980104, p1: 980201 };
const NOT_ALLOWED = 'Endereço não permitido';

let t: TestApp;
let server: LinkServer;
let admin: string;
let alfaUser: string;
let englishUser: string;

async function put(v: Omit<RecordRow, 'state' | 'createdAt' | 'publishedAt'> & { state?: RecordState }) {
  const state = v.state ?? RecordState.Published;
  await insertRecordRow(t.database.db, {
    ...v,
    state,
    createdAt: new Date('2026-01-10T10:00:00Z'),
    publishedAt: state === RecordState.Published ? new Date('2026-01-10T12:00:00Z') : null,
  });
}

const url = (path: string) => `${server.base}${path}`;

beforeAll(async () => {
  server = await startLinkServer();
  // The local server is on 127.0.0.1: allowed by name, as an intranet would be (nothing else private is).
  t = await createTestApp({ clock, env: { SEED_DEMO: 'false', LINK_CHECK_TIMEOUT_MS: '400', LINK_CHECK_ALLOW: '127.0.0.1' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  const legislation = await t.database.db
    .insertInto('legislation')
    .values({ type: 'lei', number: '10/2020', date: '2020-01-01', title: 'Lei de ensaio', journal_url: url('/missing') })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Raiz > (Alfa, Beta). Alfa's services hold every kind of answer; Beta's website answers 500.
  await put({ kind: ObjectKind.Entity, id: id.root, code: 'LR', name: 'Raiz das ligações' });
  await put({ kind: ObjectKind.Entity, id: id.a, code: 'LA', name: 'Alfa', parentId: id.root, organizationId: id.a, data: { canHaveServices: true } });
  await put({
    kind: ObjectKind.Entity,
    id: id.b,
    code: 'LB',
    name: 'Beta',
    parentId: id.root,
    organizationId: id.b,
    data: { contacts: [{ scope: 'public', type: 'website', value: url('/error') }] },
  });
  await put({
    kind: ObjectKind.Service,
    id: id.s1,
    code: 'LS1',
    name: 'Serviço com ligações',
    organizationId: id.a,
    data: {
      virtualUrl: url('/missing'),
      portalUrl: url('/moved'),
      flowUrl: url('/no-head'),
      formCallUrl: url('/hang'),
      stateSupportUrl: url('/loop-a'),
      procedure: `<p>Ver <a href="${url('/ok')}">isto</a> e <a href="${url('/missing')}">aquilo</a>.</p>`,
      legislationIds: [legislation.id],
    },
  });
  // Published with a working address, and a draft in progress that breaks it: only the published version is checked.
  await put({ kind: ObjectKind.Service, id: id.s2, code: 'LS2', name: 'Serviço em revisão', organizationId: id.b, data: { portalUrl: url('/ok') } });
  await put({
    kind: ObjectKind.Service,
    id: id.s2,
    version: 2,
    state: RecordState.Draft,
    code: 'LS2',
    name: 'Serviço em revisão',
    organizationId: id.b,
    data: { portalUrl: url('/gone') },
  });
  // An archived version's addresses are history: not checked.
  await put({
    kind: ObjectKind.Service,
    id: id.s3,
    version: 1,
    state: RecordState.Archived,
    code: 'LS3',
    name: 'Serviço antigo',
    organizationId: id.a,
    data: { portalUrl: url('/archived') },
  });
  await put({ kind: ObjectKind.Service, id: id.s3, version: 2, code: 'LS3', name: 'Serviço antigo', organizationId: id.a, data: {} });
  // Addresses the allow-list does not name: another loopback address (decimal form), IPv6 loopback, and a
  // redirect from the allowed server to the cloud metadata address.
  const port = new URL(server.base).port;
  await put({
    kind: ObjectKind.Service,
    id: id.s4,
    code: 'LS4',
    name: 'Serviço com endereços internos',
    organizationId: id.a,
    data: {
      virtualUrl: `http://2130706434:${port}/ok`,
      portalUrl: `http://[::1]:${port}/ok`,
      flowUrl: `${url('/to')}?location=http://169.254.169.254/latest/meta-data/`,
    },
  });
  await createTestUser(t.database.db, { username: 'ligacoes.alfa', password: PASSWORD, permissions: [], organizationId: id.a });
  alfaUser = await t.loginToken('ligacoes.alfa', PASSWORD);
  const english = await createTestUser(t.database.db, { username: 'ligacoes.en', password: PASSWORD, permissions: [], organizationId: null });
  await t.database.db.updateTable('app_user').set({ language: 'en' }).where('id', '=', english).execute();
  englishUser = await t.loginToken('ligacoes.en', PASSWORD);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t.close();
  await server.close();
});

const status = (token = admin) => t.call<LinkCheckRun | null>({ method: 'GET', url: LINK_CHECK_PATHS.run, token });
const start = (token = admin) => t.call<LinkCheckRun | null>({ method: 'POST', url: LINK_CHECK_PATHS.run, token });

async function report(options: { token?: string; organizationId?: number | null } = {}) {
  const { token = admin, organizationId = null } = options;
  const answer = await t.call<ReportPage>({
    method: 'POST',
    url: '/reports/brokenLinks',
    token,
    payload: { filters: { organizationId, date: TODAY }, pageNumber: 1, pageSize: 100 },
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe('the broken-link check', () => {
  it('has no run before the first, and the report is empty', async () => {
    expect((await status()).body).toMatchObject({ code: 0, data: null });
    expect((await report()).rows).toEqual([]);
  });

  it('runs on demand, one at a time: a second request while it runs answers -730 with the running run', async () => {
    const first = await start();
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ state: 'running', trigger: 'manual', startedBy: 'Administrador', finishedAt: null });
    // The hanging address holds the run for the timeout at least.
    const second = await start();
    expect(second.body.code).toBe(ErrorCode.LinkCheckRunning);
    expect(second.body.description).toBe('Já está em curso uma verificação de ligações: aguarde que termine.');
    expect(second.body.data).toMatchObject({ id: first.body.data?.id, state: 'running' });
    await t.app.linkCheck.settled();
    const done = (await status()).body.data;
    // Distinct addresses: /missing (three times), /moved, /no-head, /hang, /loop-a, /ok (twice), /error, and LS4's three: ten.
    expect(done).toMatchObject({ id: first.body.data?.id, state: 'finished', urlCount: 10, checkedCount: 10, brokenCount: 7 });
    expect(done?.finishedAt).not.toBeNull();
    // Neither history nor a draft is checked: only what was published (approved) is.
    expect(server.requests.filter((r) => r.endsWith('/archived') || r.endsWith('/gone'))).toEqual([]);
    // Each address once per run, though /missing is held three times.
    expect(server.requests.filter((r) => r === 'HEAD /missing')).toHaveLength(1);
  });

  it('refuses the addresses the allow-list does not name, before connecting, at a redirect too: "Endereço não permitido"', async () => {
    const rows = (await report()).rows.filter((r) => r[1] === 'LS4');
    expect(rows.map((r) => [r[4], r[5]])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('2130706434'), NOT_ALLOWED],
        [expect.stringContaining('[::1]'), NOT_ALLOWED],
        [url('/to?location=http://169.254.169.254/latest/meta-data/'), NOT_ALLOWED],
      ]),
    );
    expect(rows).toHaveLength(3);
    // The allowed first hop was asked; the metadata address it redirects to was not.
    expect(server.requests).toContain('HEAD /to');
    expect(server.requests.filter((r) => r.includes('meta-data'))).toEqual([]);
    const english = await report({ token: englishUser });
    expect(english.rows.filter((r) => r[1] === 'LS4').map((r) => r[5])).toEqual(['Address not allowed', 'Address not allowed', 'Address not allowed']);
  });

  it('reports every occurrence of a broken address with its record, field, status and check time, with the record’s detail path', async () => {
    const page = await report();
    const rows = page.rows.filter((r) => r[1] !== 'LS4').map((r) => r.slice(0, 6));
    expect(rows).toEqual([
      ['Entidade', 'LB', 'Beta', 'Sítio web', url('/error'), 'HTTP 500 (Erro HTTP)'],
      ['Serviço', 'LS1', 'Serviço com ligações', 'Endereço de chamada do formulário', url('/hang'), 'Sem resposta (tempo esgotado)'],
      ['Serviço', 'LS1', 'Serviço com ligações', 'Endereço do apoio do Estado', url('/loop-a'), 'Redirecionamento em ciclo'],
      ['Serviço', 'LS1', 'Serviço com ligações', 'Endereço do formulário eletrónico', url('/missing'), 'HTTP 404 (Erro HTTP)'],
      ['Serviço', 'LS1', 'Serviço com ligações', 'Legislação (10/2020)', url('/missing'), 'HTTP 404 (Erro HTTP)'],
      ['Serviço', 'LS1', 'Serviço com ligações', expect.stringMatching(/^Procedimento/), url('/missing'), 'HTTP 404 (Erro HTTP)'],
    ]);
    // Checked at the test clock's 12:00 UTC: 11:00 on the Azores clock in March, as every screen shows it.
    expect(page.rows[0]?.[6]).toBe('01/03/2026 11:00');
    expect(page.recordPaths).toEqual([
      `/entidade/${id.b}/1/detalhe`,
      ...Array<string>(3).fill(`/servico/${id.s4}/1/detalhe`),
      ...Array<string>(5).fill(`/servico/${id.s1}/1/detalhe`),
    ]);
  });

  it('keeps to the caller’s scope and the entity filter, and speaks the user’s language', async () => {
    expect((await report({ token: alfaUser })).rows.map((r) => r[1])).toEqual(['LS4', 'LS4', 'LS4', 'LS1', 'LS1', 'LS1', 'LS1', 'LS1']);
    expect((await report({ organizationId: id.b })).rows.map((r) => r[1])).toEqual(['LB']);
    const refused = await t.call({
      method: 'POST',
      url: '/reports/brokenLinks',
      token: alfaUser,
      payload: { filters: { organizationId: id.b, date: TODAY }, pageNumber: 1, pageSize: 10 },
    });
    expect(refused.body.code).toBe(ErrorCode.NoPermission);
    const english = await report({ token: englishUser });
    expect(english.rows[0]?.slice(0, 6)).toEqual(['Entity', 'LB', 'Beta', 'Website', url('/error'), 'HTTP 500 (HTTP error)']);
    expect(english.rows.find((r) => r[4] === url('/hang'))?.[5]).toBe('No answer (timed out)');
  });

  it('exports the report as the others, the record’s name and no paths', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reports/brokenLinks/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { filters: { organizationId: null, date: TODAY }, format: 'csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/ligacoes-quebradas/);
    const text = response.body.replace(CSV_BOM, '');
    expect(text).toContain('Tipo de registo;Código;Registo;Campo;Endereço;Estado;Última verificação');
    expect(text).toContain(`Serviço;LS1;Serviço com ligações;Endereço de chamada do formulário;${url('/hang')};Sem resposta (tempo esgotado)`);
    expect(text).not.toContain('/detalhe');
  });

  it('shows each caller only what it may read: a draft’s stored result only to who may read the draft', async () => {
    // A result stored for a draft version (as runs did before only published versions were checked).
    await t.database.db
      .insertInto('link_check_url')
      .values({ url: url('/gone'), outcome: 'broken', http_status: 404, detail: null, checked_at: clock() })
      .execute();
    await t.database.db
      .insertInto('link_check_occurrence')
      .values({ url: url('/gone'), kind: ObjectKind.Service, record_id: id.s2, version: 2, field: 'portalUrl', item: null, organization_id: id.b })
      .execute();
    await createTestUser(t.database.db, { username: 'ligacoes.beta', password: PASSWORD, permissions: [31], organizationId: id.b });
    const betaEditor = await t.loginToken('ligacoes.beta', PASSWORD);
    const draftRow = ['Serviço', 'LS2', 'Serviço em revisão', 'Endereço no portal', url('/gone'), 'HTTP 404 (Erro HTTP)'];
    expect((await report()).rows.map((r) => r.slice(0, 6))).toContainEqual(draftRow);
    expect((await report({ token: betaEditor })).rows.map((r) => r.slice(0, 6))).toEqual([
      ['Entidade', 'LB', 'Beta', 'Sítio web', url('/error'), 'HTTP 500 (Erro HTTP)'],
      draftRow,
    ]);
    // A profile without permissions covers the whole tree, yet reads published versions only.
    const english = (await report({ token: englishUser })).rows;
    expect(english.map((r) => r[1])).not.toContain('LS2');
    expect(english.flat()).not.toContain('Serviço em revisão');
    expect(english.map((r) => r[1])).toContain('LB');
  });

  it('a later run replaces the results: a fixed address leaves the report', async () => {
    await t.database.db
      .updateTable('record_version')
      .set({ data: { contacts: [{ scope: 'public', type: 'website', value: url('/ok') }] } as never })
      .where('kind', '=', ObjectKind.Entity)
      .where('id', '=', id.b)
      .execute();
    expect((await start()).body.code).toBe(0);
    await t.app.linkCheck.settled();
    expect((await status()).body.data).toMatchObject({ state: 'finished', urlCount: 9, brokenCount: 6 });
    const codes = (await report()).rows.map((r) => r[1]);
    expect(codes).not.toContain('LB');
    expect(codes).not.toContain('LS2');
  });

  it('starts a run for an approver only (-500 to an editor and to a profile without permissions); anyone signed in reads the status', async () => {
    await createTestUser(t.database.db, { username: 'ligacoes.editor', password: PASSWORD, permissions: [31, 32], organizationId: null });
    const editor = await t.loginToken('ligacoes.editor', PASSWORD);
    expect((await start(editor)).body.code).toBe(ErrorCode.NoPermission);
    expect((await start(alfaUser)).body.code).toBe(ErrorCode.NoPermission);
    expect((await status(editor)).body.code).toBe(0);
    await createTestUser(t.database.db, { username: 'ligacoes.aprovador', password: PASSWORD, permissions: [33], organizationId: id.b });
    const approver = await t.loginToken('ligacoes.aprovador', PASSWORD);
    const started = await start(approver);
    expect(started.body.code).toBe(0);
    expect(started.body.data).toMatchObject({ state: 'running', startedBy: 'ligacoes.aprovador' });
    await t.app.linkCheck.settled();
  });

  it('refuses the guest (-500), and a run to a user without a profile (-500), who may still read the status', async () => {
    const guest = await t.guestToken();
    expect((await status(guest)).body.code).toBe(ErrorCode.NoPermission);
    expect((await start(guest)).body.code).toBe(ErrorCode.NoPermission);
    const userId = await createTestUser(t.database.db, { username: 'ligacoes.sem', password: PASSWORD, permissions: [], organizationId: null });
    await t.database.db.deleteFrom('user_profile').where('user_id', '=', userId).execute();
    const noProfile = await t.loginToken('ligacoes.sem', PASSWORD);
    expect((await start(noProfile)).body.code).toBe(ErrorCode.NoPermission);
    expect((await status(noProfile)).body.code).toBe(0);
  });

  it('gives up a run whose process died (its lease ran out), so a new one may start', async () => {
    await t.database.db
      .insertInto('link_check_run')
      .values({
        state: 'running',
        trigger: 'scheduled',
        started_at: new Date('2026-02-28T00:00:00Z'),
        lease_owner: 'dead-process',
        lease_until: new Date('2026-02-28T00:01:00Z'),
      })
      .execute();
    const started = await start();
    expect(started.body.code).toBe(0);
    await t.app.linkCheck.settled();
    const dead = await t.database.db
      .selectFrom('link_check_run')
      .select('state')
      .where('lease_owner', 'is', null)
      .where('trigger', '=', 'scheduled')
      .executeTakeFirstOrThrow();
    expect(dead.state).toBe('failed');
  });
});
