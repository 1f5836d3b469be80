/**
 * The import engine on the database, without HTTP: each type's validation (a good row, each kind of
 * bad row), scope and permission refusals, duplicates as warnings, both write modes (never half a
 * file in allOrNothing, never half a row in validOnly), new draft versions of records matched by
 * code, the audit, resuming after a simulated restart, the notification and the status pushes.
 * Jobs are inserted as an upload would (the file reader is another module's) and run by a runner
 * made here.
 */
import { ImportType, LocationType } from '@/shared/enums';
import { ObjectKind } from '@/shared/objectKinds';
import { HUB_METHODS } from '@/shared/hub';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import type { ImportDetail, ImportMode, ImportStatus } from '@/shared/imports';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import * as hubBus from '../hub/hubBus';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { usesPostgres } from '../test/testDatabase';
import { createTestUser, entityIdByCode } from '../test/users';
import { changeState, insertJob, jobDetail } from './importJobs';
import { ImportRunner } from './importRunner';
import type { ImportTable } from './importTable';

jest.mock('../hub/hubBus', () => {
  const actual = jest.requireActual<typeof import('../hub/hubBus')>('../hub/hubBus');
  return { ...actual, publishToUsers: jest.fn(actual.publishToUsers) };
});

let t: TestApp;
let runner: ImportRunner;
let importer: number;
let outsider: number;
let seq = 0;

const ENTITY_PERMISSIONS = [Permission.EntityCreateEdit, Permission.EntityApprove];
const ALL = [11, 13, 21, 23, 31, 33, 41, 43];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const srfpap = await entityIdByCode(db, 'SRFPAP');
  const srsd = await entityIdByCode(db, 'SRSD');
  importer = await createTestUser(db, { username: 'importer', password: 'Importer#2026', organizationId: srfpap, permissions: ALL });
  outsider = await createTestUser(db, { username: 'outsider', password: 'Outsider#2026', organizationId: srsd, permissions: ENTITY_PERMISSIONS });
  runner = new ImportRunner({ db, clock: t.clock, log: t.app.log, poll: false, batchSize: 2 });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await runner.close();
  await t.close();
});

/** A table of `type`'s headers (all of them) with rows given by header. */
function table(type: ImportType, rows: Record<string, string>[], formulas: Record<number, string[]> = {}): ImportTable {
  const headers = IMPORT_COLUMNS[type].map((c) => c.header);
  return {
    headers,
    rows: rows.map((row, i) => ({
      rowNumber: i + 2,
      cells: headers.map((h) => row[h] ?? ''),
      formulaColumns: (formulas[i] ?? []).map((h) => headers.indexOf(h)),
    })),
  };
}

function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${seq}-${Date.now().toString(36)}`;
}

function entityRow(overrides: Record<string, string> = {}): Record<string, string> {
  const code = unique('IMP');
  return {
    Código: code,
    Sigla: code,
    Nome: `Unidade importada ${code}`,
    'Data de início': '2024-01-01',
    'Código da entidade-mãe': 'SRFPAP',
    'Tipo de entidade': 'Direção Regional',
    ...overrides,
  };
}

async function validated(userId: number, type: ImportType, data: ImportTable, fileName = 'ficheiro.xlsx'): Promise<ImportDetail> {
  const id = await insertJob(t.database.db, { importType: type, fileName, userId, table: data, at: t.clock() });
  await runner.runPending();
  const detail = await jobDetail(t.database.db, id);
  if (!detail) throw new Error('no job');
  return detail;
}

async function imported(detail: ImportDetail, mode: ImportMode): Promise<ImportDetail> {
  await changeState(t.database.db, detail.importId, ['validated'], { state: 'importing', mode });
  await runner.runPending();
  return (await jobDetail(t.database.db, detail.importId)) as ImportDetail;
}

function latest(code: string, kind: number = ObjectKind.Entity) {
  return t.database.db.selectFrom('record_version').selectAll().where('kind', '=', kind).where('code', '=', code).orderBy('version', 'desc').executeTakeFirst();
}

const errorsOf = (detail: ImportDetail) => detail.issues.filter((i) => i.severity === 'error');

describe('entities', () => {
  it('validates a good row without issues and writes it as a draft, audited as imported', async () => {
    const row = entityRow();
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, [row]), 'entidades.csv');
    expect(detail).toMatchObject({ state: 'validated', total: 1, validated: 1, failed: 0, errorCount: 0, percent: 100 });
    const done = await imported(detail, 'allOrNothing');
    expect(done).toMatchObject({ state: 'finished', written: 1, failed: 0, percent: 100, mode: 'allOrNothing' });
    const record = await latest(row['Código'] as string);
    expect(record).toMatchObject({ state: RecordState.Draft, version: 1, created_by: 'importer' });
    const audit = await t.database.db
      .selectFrom('record_action')
      .selectAll()
      .where('kind', '=', 2)
      .where('record_id', '=', record?.id ?? -1)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', comment: expect.stringContaining('Importado de entidades.csv') })]);
  });

  it('lists every error of every row at once, each on its column, in both languages', async () => {
    const rows = [
      entityRow({ Nome: '' }),
      entityRow({ 'Data de início': '31/02/2024' }),
      entityRow({ 'Tipo de entidade': 'Ministério' }),
      entityRow({ NIPC: '123' }),
      entityRow({ 'Data de fim': '2020-01-01' }),
      entityRow({ 'Código da entidade-mãe': 'NAOEXISTE' }),
      entityRow({ 'Pode ter serviços': 'talvez', 'Código postal': '9500' }),
      entityRow(),
    ];
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows, { 7: ['Nome'] }));
    expect(detail).toMatchObject({ state: 'validated', total: 8, failed: 8 });
    const errors = errorsOf(detail);
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => e.column);
    expect(at(2)).toEqual(['Nome']);
    expect(at(3)).toEqual(['Data de início']);
    expect(at(4)).toEqual(['Tipo de entidade']);
    expect(at(5)).toEqual(['NIPC']);
    expect(at(6)).toEqual(['Data de fim']);
    expect(at(7)).toEqual(['Código da entidade-mãe']);
    expect(at(8).sort()).toEqual(['Código postal', 'Pode ter serviços']);
    expect(at(9)).toEqual(['Nome']);
    expect(errors.find((e) => e.row === 9)?.message).toEqual({ pt: expect.stringContaining('fórmula'), en: expect.stringContaining('formula') });
    expect(errors.find((e) => e.row === 3)?.message).toEqual({ pt: 'Data inválida (DD/MM/AAAA): «31/02/2024»', en: 'Invalid date (DD/MM/YYYY): “31/02/2024”' });
    for (const e of errors) expect(e.message.en).not.toEqual(e.message.pt);
  });

  it('reads dates written dd/mm/aaaa, as every screen writes them, and stores the day', async () => {
    const row = entityRow({ 'Data de início': '05/01/2024', 'Data de fim': '31/12/2030' });
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, [row]), 'entidades.csv');
    expect(detail).toMatchObject({ state: 'validated', failed: 0, errorCount: 0 });
    await imported(detail, 'allOrNothing');
    expect(await latest(row['Código'] as string)).toMatchObject({ start_date: '2024-01-05', end_date: '2030-12-31' });
  });

  it('refuses a row outside the caller’s scope (-500) and repeats of a code in the file', async () => {
    const code = unique('DUP');
    const rows = [entityRow({ 'Código da entidade-mãe': 'SRSD' }), entityRow({ Código: code }), entityRow({ Código: code })];
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows));
    const errors = errorsOf(detail);
    expect(errors.find((e) => e.row === 2)?.message.pt).toMatch(/permissão/i);
    expect(errors.filter((e) => e.row === 3)).toEqual([]);
    expect(errors.find((e) => e.row === 4)).toMatchObject({ column: 'Código', message: { pt: expect.stringContaining('linha 3') } });
    // The outsider may create entities only under SRSD.
    const theirs = await validated(outsider, ImportType.Entity, table(ImportType.Entity, [entityRow()]));
    expect(errorsOf(theirs)).toEqual([expect.objectContaining({ row: 2, message: expect.objectContaining({ en: expect.stringMatching(/permission/i) }) })]);
  });

  it('warns about similar names (in the database and in the file) without refusing the row', async () => {
    const rows = [
      entityRow({ Nome: 'Direção Regional do Orçamento e Tesouro' }),
      entityRow({ Nome: 'Nome repetido no ficheiro' }),
      entityRow({ Nome: 'Nome repetido no ficheiro' }),
    ];
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows));
    expect(detail).toMatchObject({ errorCount: 0, failed: 0, warningCount: 2 });
    expect(detail.issues).toEqual([
      expect.objectContaining({ row: 2, column: 'Nome', severity: 'warning', message: expect.objectContaining({ pt: expect.stringContaining('Orçamento e Tesouro') }) }),
      expect.objectContaining({ row: 4, column: 'Nome', severity: 'warning', message: expect.objectContaining({ pt: expect.stringContaining('linha 3') }) }),
    ]);
    expect(await imported(detail, 'allOrNothing')).toMatchObject({ state: 'finished', written: 3 });
  });

  it('writes a row whose code exists as a new draft version of that record', async () => {
    const before = await latest('DROT');
    const row = entityRow({ Código: 'DROT', Sigla: 'DROT', Nome: 'Direção Regional do Orçamento e Tesouro', 'Código da entidade-mãe': 'SRFPAP', Missão: 'Missão importada' });
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, [row]));
    expect(errorsOf(detail)).toEqual([]);
    expect(await imported(detail, 'validOnly')).toMatchObject({ state: 'finished', written: 1 });
    const after = await latest('DROT');
    expect(after).toMatchObject({ id: before?.id, version: (before?.version ?? 0) + 1, state: RecordState.Draft });
    expect(after?.data).toMatchObject({ mission: 'Missão importada' });
    // A second import of the same code: a version is in progress now, the engine's -103.
    const again = await validated(importer, ImportType.Entity, table(ImportType.Entity, [row]));
    expect(errorsOf(again)).toEqual([expect.objectContaining({ row: 2, column: null })]);
  });

  it('allOrNothing writes nothing when a row fails at write time; validOnly writes the others and counts it failed', async () => {
    const db = t.database.db;
    const drot = await entityIdByCode(db, 'DROAP');
    const make = () => [entityRow(), entityRow({ 'Código da entidade-mãe': 'DROAP' })];
    const first = make();
    const second = make();
    const a = await validated(importer, ImportType.Entity, table(ImportType.Entity, first));
    const b = await validated(importer, ImportType.Entity, table(ImportType.Entity, second));
    expect([a.errorCount, b.errorCount]).toEqual([0, 0]);
    // After validation the importer loses DROAP's subtree: rows under it are refused when written.
    const profile = await db.selectFrom('user_profile').select('profile_id').where('user_id', '=', importer).executeTakeFirstOrThrow();
    await db
      .updateTable('profile')
      .set({ excluded_organization_ids: [drot] })
      .where('id', '=', profile.profile_id)
      .execute();
    try {
      const all = await imported(a, 'allOrNothing');
      expect(all).toMatchObject({ state: 'failed', written: 0, message: { pt: expect.any(String), en: expect.any(String) } });
      expect(await latest(first[0]?.['Código'] as string)).toBeUndefined();
      expect(all.issues).toContainEqual(expect.objectContaining({ row: 3, severity: 'error' }));
      const told = await db.selectFrom('notification').select(['event', 'title']).where('user_id', '=', importer).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(told.event).toBe('importFailed');

      const valid = await imported(b, 'validOnly');
      expect(valid).toMatchObject({ state: 'finished', written: 1, failed: 1 });
      expect(await latest(second[0]?.['Código'] as string)).toBeDefined();
      expect(await latest(second[1]?.['Código'] as string)).toBeUndefined();
      expect(valid.issues).toContainEqual(expect.objectContaining({ row: 3, severity: 'error' }));
    } finally {
      await db.updateTable('profile').set({ excluded_organization_ids: [] }).where('id', '=', profile.profile_id).execute();
    }
  });

  it('validOnly skips the rows with errors', async () => {
    const rows = [entityRow(), entityRow({ Sigla: '' }), entityRow()];
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows));
    expect(detail).toMatchObject({ failed: 1 });
    const done = await imported(detail, 'validOnly');
    expect(done).toMatchObject({ state: 'finished', written: 2, failed: 1 });
    expect(await latest(rows[1]?.['Código'] as string)).toBeUndefined();
  });
});

describe('the other types', () => {
  it('services: a good row, an unknown list value and an owner outside the scope', async () => {
    const code = unique('SRV');
    const good = {
      Código: code,
      Sigla: code,
      Nome: `Serviço ${code}`,
      'Data de início': '2024-01-01',
      'Código da entidade': 'DROT',
      'Área de serviço': 'saude',
      Procedimento: 'Passo 1\nPasso <2>',
    };
    const rows = [
      good,
      { ...good, Código: unique('SRV'), Nome: 'Outro', 'Área de serviço': 'Astronomia' },
      { ...good, Código: unique('SRV'), Nome: 'Fora', 'Código da entidade': 'DRS' },
    ];
    const detail = await validated(importer, ImportType.Service, table(ImportType.Service, rows));
    const errors = errorsOf(detail);
    expect(errors.filter((e) => e.row === 2)).toEqual([]);
    expect(errors.find((e) => e.row === 3)).toMatchObject({ column: 'Área de serviço' });
    expect(errors.find((e) => e.row === 4)?.message.en).toMatch(/permission/i);
    expect(await imported(detail, 'validOnly')).toMatchObject({ written: 1, failed: 2 });
    const record = await latest(code, ObjectKind.Service);
    expect(record?.data).toMatchObject({ procedure: '<p>Passo 1</p><p>Passo &lt;2&gt;</p>' });
  });

  it('points of care: a good row and a missing channel type', async () => {
    const code = unique('PA');
    const good = {
      Código: code,
      Sigla: code,
      'Nome do canal': `Balcão ${code}`,
      'Data de início': '2024-01-01',
      'Tipo de canal': 'Presencial',
      'Código da entidade anfitriã': 'DROAP',
    };
    const detail = await validated(importer, ImportType.ServicePoint, table(ImportType.ServicePoint, [good, { ...good, Código: unique('PA'), 'Tipo de canal': '' }]));
    expect(errorsOf(detail)).toEqual([expect.objectContaining({ row: 3, column: 'Tipo de canal' })]);
  });

  it('heritage: a good row and a latitude without its longitude', async () => {
    const code = unique('PAT');
    const good = {
      Código: code,
      Sigla: code,
      Designação: `Edifício ${code}`,
      'Data de início': '2024-01-01',
      'Código da entidade gestora': 'DROT',
      'Tipo de património': 'Arrendado',
    };
    const detail = await validated(importer, ImportType.Heritage, table(ImportType.Heritage, [good, { ...good, Código: unique('PAT'), Latitude: '37.74' }]));
    expect(errorsOf(detail)).toEqual([expect.objectContaining({ row: 3, column: 'Longitude' })]);
    expect(await imported(detail, 'validOnly')).toMatchObject({ written: 1 });
    expect((await latest(code, ObjectKind.Location))?.data).toMatchObject({ locationType: LocationType.Leased });
  });

  it('associations: one new draft version of the point of care with the new services; provided, unknown and repeated rows refused', async () => {
    const before = await latest('PA-DROAP-001', ObjectKind.PointOfCare);
    const rows = [
      { 'Código do ponto de atendimento': 'PA-DROAP-001', 'Código do serviço': 'SRV-DRS-001' },
      { 'Código do ponto de atendimento': 'PA-DROAP-001', 'Código do serviço': 'SRV-DROT-001' },
      { 'Código do ponto de atendimento': 'PA-NAOEXISTE', 'Código do serviço': 'SRV-DRS-001' },
      { 'Código do ponto de atendimento': 'PA-DROAP-001', 'Código do serviço': 'SRV-DRS-001' },
      { 'Código do ponto de atendimento': 'PA-DROAP-001', 'Código do serviço': 'SRV-DRS-002' },
    ];
    const detail = await validated(importer, ImportType.ServicePointServiceAssociation, table(ImportType.ServicePointServiceAssociation, rows));
    const errors = errorsOf(detail);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'Código do serviço'],
      [4, 'Código do ponto de atendimento'],
      [5, 'Código do serviço'],
    ]);
    expect(await imported(detail, 'validOnly')).toMatchObject({ state: 'finished', written: 2, failed: 3 });
    const after = await latest('PA-DROAP-001', ObjectKind.PointOfCare);
    expect(after).toMatchObject({ id: before?.id, version: (before?.version ?? 0) + 1, state: RecordState.Draft });
    expect((after?.data.services as unknown[]).length).toBe(((before?.data.services as unknown[]) ?? []).length + 2);
  });
});

describe('the job', () => {
  it('a job left importing by a dead process is resumed after its last committed batch by a new runner', async () => {
    const rows = [entityRow(), entityRow(), entityRow()];
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows));
    // As a process that committed the first batch (row 2) and died would leave it, its lease run out.
    await t.database.db
      .updateTable('import_job')
      .set({ state: 'importing', mode: 'validOnly', next_row: 1, written: 1, lease_owner: 'dead-process', lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', detail.importId)
      .execute();
    const restarted = new ImportRunner({ db: t.database.db, clock: t.clock, log: t.app.log, poll: false });
    try {
      await restarted.runPending();
    } finally {
      await restarted.close();
    }
    const done = await jobDetail(t.database.db, detail.importId);
    expect(done).toMatchObject({ state: 'finished', written: 3, failed: 0 });
    expect(await latest(rows[0]?.['Código'] as string)).toBeUndefined();
    expect(await latest(rows[2]?.['Código'] as string)).toBeDefined();
  });

  it('a job left validating is validated again by a new runner; one whose lease still runs is left alone', async () => {
    const db = t.database.db;
    const held = await insertJob(db, { importType: ImportType.Entity, fileName: 'a.csv', userId: importer, table: table(ImportType.Entity, [entityRow()]), at: t.clock() });
    await db
      .updateTable('import_job')
      .set({ lease_owner: 'live-process', lease_until: new Date(Date.now() + 60_000) })
      .where('id', '=', held)
      .execute();
    const left = await insertJob(db, { importType: ImportType.Entity, fileName: 'b.csv', userId: importer, table: table(ImportType.Entity, [entityRow()]), at: t.clock() });
    await db
      .updateTable('import_job')
      .set({ validated: 1, lease_owner: 'dead-process', lease_until: new Date(Date.now() - 1) })
      .where('id', '=', left)
      .execute();
    await runner.runPending();
    expect(await jobDetail(db, left)).toMatchObject({ state: 'validated', validated: 1 });
    expect(await jobDetail(db, held)).toMatchObject({ state: 'validating' });
    await db.deleteFrom('import_job').where('id', '=', held).execute();
  });

  it.each<ImportMode>(['validOnly', 'allOrNothing'])('cancel while writing (%s) stops it between units; allOrNothing writes nothing', async (mode) => {
    const rows = Array.from({ length: 8 }, () => entityRow());
    const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, rows));
    const publish = jest.mocked(hubBus.publishToUsers);
    const actual = jest.requireActual<typeof import('../hub/hubBus')>('../hub/hubBus').publishToUsers;
    let cancelling: Promise<unknown> | null = null;
    publish.mockImplementation(async (db, users, method, args) => {
      const [status] = args as [{ importId: number; state: string; written: number }];
      if (!cancelling && method === HUB_METHODS.sendImportStatus && status.importId === detail.importId && status.state === 'importing' && status.written >= 1) {
        // What the cancel route does: this process's runner first, then the state every process sees.
        runner.requestCancel(detail.importId);
        cancelling = changeState(t.database.db, detail.importId, ['validating', 'validated', 'importing'], { state: 'cancelled', finished_at: t.clock() });
      }
      return actual(db, users, method, args);
    });
    try {
      await changeState(t.database.db, detail.importId, ['validated'], { state: 'importing', mode });
      await runner.runPending();
      // The cancel route's write runs beside the runner (on PostgreSQL on another connection): the job is
      // read once that write is done, or it may still say 'importing'.
      await cancelling;
      const after = (await jobDetail(t.database.db, detail.importId)) as ImportDetail;
      expect(cancelling).not.toBeNull();
      expect(after.state).toBe('cancelled');
      const existing = await Promise.all(rows.map((row) => latest(row['Código'] as string)));
      const written = existing.filter(Boolean).length;
      if (mode === 'allOrNothing') expect(written).toBe(0);
      else {
        // Whole batches only (the runner here writes 2 units per batch), fewer than all, and the counter says so.
        expect(written).toBeGreaterThanOrEqual(1);
        expect(written).toBeLessThan(rows.length);
        expect(written % 2).toBe(0);
        expect(after.written).toBe(written);
      }
    } finally {
      publish.mockImplementation(actual);
    }
  });

  it('notifies the importer when it ends and pushes its status through the hub', async () => {
    const publish = jest.mocked(hubBus.publishToUsers);
    publish.mockClear();
    const listened: string[] = [];
    const work = async () => {
      const detail = await validated(importer, ImportType.Entity, table(ImportType.Entity, [entityRow()]), 'notificar.csv');
      return imported(detail, 'validOnly');
    };
    const done = usesPostgres() ? await withListener(listened, work) : await work();
    expect(done.state).toBe('finished');
    const notification = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', importer).where('title', '=', 'notificar.csv').executeTakeFirst();
    expect(notification).toMatchObject({ event: 'importFinished', record_id: null });
    const statuses = publish.mock.calls
      .filter(([, users, method]) => method === HUB_METHODS.sendImportStatus && users.includes(importer))
      .map(([, , , args]) => args[0] as ImportStatus);
    expect(statuses.map((s) => s.state)).toEqual(expect.arrayContaining(['validated', 'finished']));
    expect(statuses.at(-1)).toMatchObject({ importId: done.importId, state: 'finished', written: 1, percent: 100 });
    if (usesPostgres()) {
      const messages = listened.map((p) => JSON.parse(p) as { method: string; args: [{ importId: number; state: string }] });
      expect(messages.filter((m) => m.method === HUB_METHODS.sendImportStatus && m.args[0].importId === done.importId).map((m) => m.args[0].state)).toContain('finished');
    }
  });
});

/** On PostgreSQL: what a LISTEN on the hub's channel, on a client of its own, hears while `work` runs. */
async function withListener<T>(heard: string[], work: () => Promise<T>): Promise<T> {
  const name = (await t.database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    client.on('notification', (message) => heard.push(message.payload ?? ''));
    await client.query(`LISTEN ${hubBus.HUB_CHANNEL}`);
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return result;
  } finally {
    await client.end();
  }
}
