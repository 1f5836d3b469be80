/**
 * The record engine through the API, on entities: every action from every state, with and without
 * the permission, inside and outside the scope; -103; extinction; duplicates; concurrency; change log.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { errorText } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { RecordState, TRANSITIONS, type RecordActionName } from '@/shared/recordStates';
import type { ChangeLogEntry, RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let editor: string; // create/edit + submit under SRFPAP
let reviewer: string; // approve under SRFPAP
let outsider: string; // everything, but under SRSD
let gra: number;
let srfpap: number;
let srsd: number;
let seq = 0;

const { Draft, Returned, SubmittedForApproval, SubmittedForPublication, Published } = RecordState;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  gra = await entityIdByCode(db, 'GRA');
  srfpap = await entityIdByCode(db, 'SRFPAP');
  srsd = await entityIdByCode(db, 'SRSD');
  await createTestUser(db, { username: 'editor', password: 'Editor#2026', organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] });
  await createTestUser(db, { username: 'reviewer', password: 'Reviewer#2026', organizationId: srfpap, permissions: [Permission.EntityApprove] });
  await createTestUser(db, { username: 'outsider', password: 'Outsider#2026', organizationId: srsd, permissions: [11, 12, 13] });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  editor = await t.loginToken('editor', 'Editor#2026');
  reviewer = await t.loginToken('reviewer', 'Reviewer#2026');
  outsider = await t.loginToken('outsider', 'Outsider#2026');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

function entity(overrides: Partial<EntityInput> = {}): EntityInput {
  seq += 1;
  return {
    ...emptyEntity(),
    code: `T${seq}`,
    abbreviation: `T${seq}`,
    name: `Unidade ${randomBytes(6).toString('hex')}`,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
    ...overrides,
  };
}

async function create(token: string, input: EntityInput, continueOnDuplicate = false) {
  return (await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token, payload: { input, continueOnDuplicate } })).body;
}
async function view(token: string, id: number, version: number) {
  return (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token })).body;
}
async function act(token: string, id: number, version: number, action: RecordActionName, extra: Record<string, unknown> = {}) {
  const current = await view(admin, id, version);
  return (
    await t.call<SavedRecord | null>({
      method: 'POST',
      url: `/records/entity/${id}/${version}/actions/${action}`,
      token,
      payload: { rowVersion: current.data.rowVersion, ...extra },
    })
  ).body;
}
async function draft(): Promise<SavedRecord> {
  const body = await create(editor, entity());
  expect(body.code).toBe(0);
  return body.data;
}
/** A record brought to `state` by the admin. */
async function inState(state: RecordState): Promise<SavedRecord> {
  const r = await draft();
  const steps: Partial<Record<RecordState, RecordActionName[]>> = {
    [Draft]: [],
    [SubmittedForApproval]: ['submitForApproval'],
    [SubmittedForPublication]: ['submitForApproval', 'submitForPublication'],
    [Published]: ['publish'],
    [Returned]: ['submitForApproval', 'return'],
    [RecordState.Archived]: ['archive'],
    [RecordState.Obsolete]: ['publish', 'obsolete'],
    [RecordState.Extinct]: ['publish', 'extinct'],
  };
  for (const action of steps[state] ?? []) {
    const body = await act(admin, r.id, r.version, action, { comment: 'motivo', endDate: '2030-01-01', continueOnDuplicate: true });
    expect(body.code).toBe(0);
  }
  return { ...r, state };
}

describe('creating', () => {
  it('creates version 1 as a draft under the parent, with the audit trail', async () => {
    const body = await create(editor, entity());
    expect(body).toMatchObject({ code: 0, data: { version: 1, state: Draft } });
    const v = await view(editor, body.data.id, 1);
    expect(v.data).toMatchObject({
      parentId: srfpap,
      parentName: 'Secretaria Regional das Finanças, Planeamento e Administração Pública',
      canEdit: true,
      allowedActions: ['submitForApproval', 'delete'],
    });
    const audit = await t.call<{ action: string; username: string }[]>({ method: 'GET', url: `/records/entity/${body.data.id}/audit`, token: admin });
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'create', username: 'editor' })]);
  });

  it('refuses outside the profile scope (-500) and for guests', async () => {
    expect((await create(outsider, entity())).code).toBe(-500);
    expect((await create(await t.guestToken(), entity())).code).toBe(-500);
    // A root entity needs a whole-tree profile.
    expect((await create(editor, entity({ parentId: null, parentVersion: null }))).code).toBe(-500);
    expect((await create(admin, entity({ parentId: null, parentVersion: null }))).code).toBe(0);
  });

  it('applies the server rules of §5 with their codes', async () => {
    expect((await create(admin, entity({ startDate: '' }))).code).toBe(-10);
    expect((await create(admin, entity({ endDate: '2024-01-01' }))).code).toBe(-11);
    expect((await create(admin, entity({ startDate: '1900-01-01' }))).code).toBe(-12);
    const unpublished = await draft();
    expect((await create(admin, entity({ parentId: unpublished.id, parentVersion: 1 }))).code).toBe(-13);
    expect((await create(admin, entity({ organizationTypeId: 999 }))).code).toBe(-110);
    const invalid = await create(admin, entity({ nipc: '123456789' }));
    expect(invalid.code).toBe(-102);
    expect(invalid.description).toContain('NIPC inválido');
  });

  it('warns about a similar name (accents and case ignored) and lets the user continue', async () => {
    const first = await create(admin, entity({ name: 'Serviço Regional de Proteção Civil dos Açores' }));
    expect(first.code).toBe(0);
    const again = await create(admin, entity({ name: 'servico regional de protecao civil dos acores' }));
    expect(again.code).toBe(-106);
    // The similar records travel as data (id, version, name); the description is the catalogue's text alone.
    expect(again.data).toEqual({ similar: [{ id: first.data.id, version: 1, name: 'Serviço Regional de Proteção Civil dos Açores' }] });
    expect(again.description).toBe(errorText(-106, 'pt'));
    expect((await create(admin, entity({ name: 'servico regional de protecao civil dos acores' }), true)).code).toBe(0);
  });

  it('warns from the similarity threshold up, and sets it for the write only', async () => {
    expect(LIMITS.duplicateNameSimilarity).toBe(0.8);
    expect((await create(admin, entity({ name: 'Kwý K' }))).code).toBe(0);
    // 'kwy' shares 4 of the 5 trigrams of 'kwy k' (similarity exactly 0.8); 'kwy kx' only 4 of 6.
    expect((await create(admin, entity({ name: 'KWY' }))).code).toBe(-106);
    expect((await create(admin, entity({ name: 'Kwy Kx' }))).code).toBe(0);
    // The connection goes back to the pool with the default (null: pg_trgm not loaded in that session yet).
    const after = await sql<{ value: string | null }>`SELECT current_setting('pg_trgm.similarity_threshold', true) AS value`.execute(t.database.db);
    expect([null, '0.3']).toContain(after.rows[0]?.value);
  });
});

describe('the transition table, from every state', () => {
  const states = [Draft, SubmittedForApproval, SubmittedForPublication, Published, Returned, RecordState.Archived, RecordState.Obsolete, RecordState.Extinct];
  const actions = Object.keys(TRANSITIONS) as RecordActionName[];

  it.each(states)('from state %i every action is allowed exactly when the table says so', async (state) => {
    for (const action of actions) {
      const r = await inState(state);
      const body = await act(admin, r.id, r.version, action, { comment: 'motivo', endDate: '2031-01-01', continueOnDuplicate: true });
      if (TRANSITIONS[action].from.includes(state)) {
        expect({ action, code: body.code }).toEqual({ action, code: 0 });
        if (TRANSITIONS[action].to !== null) expect((await view(admin, r.id, r.version)).data.state).toBe(TRANSITIONS[action].to);
        else expect((await view(admin, r.id, r.version)).code).toBe(-100);
      } else {
        expect({ action, code: body.code }).toEqual({ action, code: -101 });
      }
    }
  });

  it('needs the permission of the action inside the scope', async () => {
    const r = await draft();
    expect((await act(reviewer, r.id, 1, 'submitForApproval')).code).toBe(-500); // reviewer has no submit
    expect((await act(outsider, r.id, 1, 'submitForApproval')).code).toBe(-500); // outside the subtree
    expect((await act(editor, r.id, 1, 'submitForApproval')).code).toBe(0);
    expect((await act(editor, r.id, 1, 'publish')).code).toBe(-500); // editor may not approve
    expect((await act(outsider, r.id, 1, 'publish')).code).toBe(-500);
    expect((await act(reviewer, r.id, 1, 'publish')).code).toBe(0);
  });

  it('offers the reviewer publish next to forwarding; outsiders do not see the version', async () => {
    const r = await inState(SubmittedForApproval);
    expect((await view(reviewer, r.id, 1)).data.allowedActions).toEqual(['submitForPublication', 'publish', 'return']);
    // Outside the outsider's scope a submitted version is not even readable (recordAccess.ts).
    expect((await view(outsider, r.id, 1)).code).toBe(-100);
  });

  it('needs a comment to return', async () => {
    const r = await inState(SubmittedForApproval);
    expect((await act(admin, r.id, 1, 'return')).code).toBe(-102);
    expect((await act(admin, r.id, 1, 'return', { comment: 'Falta a missão' })).code).toBe(0);
  });

  it('answers -100 for a record that does not exist', async () => {
    expect((await t.call({ method: 'POST', url: '/records/entity/999999/1/actions/publish', token: admin, payload: { rowVersion: 1 } })).body.code).toBe(-100);
  });
});

describe('versions', () => {
  it('editing a published record creates a new draft version; editing the old one again answers -103', async () => {
    const r = await inState(Published);
    const v1 = await view(admin, r.id, 1);
    const input = { ...entity(), name: `${v1.data.name} (alterada)` };
    const saved = await t.call<SavedRecord>({ method: 'PUT', url: `/records/entity/${r.id}/1`, token: editor, payload: { input, rowVersion: v1.data.rowVersion } });
    expect(saved.body).toMatchObject({ code: 0, data: { version: 2, state: Draft } });
    expect((await view(admin, r.id, 1)).data.state).toBe(Published);
    expect((await view(admin, r.id, 1)).data.pendingVersion).toBe(2);
    const again = await t.call({ method: 'PUT', url: `/records/entity/${r.id}/1`, token: editor, payload: { input, rowVersion: v1.data.rowVersion } });
    expect(again.body.code).toBe(-103);

    const log = await t.call<ChangeLogEntry[]>({ method: 'GET', url: `/records/entity/${r.id}/2/changelog`, token: admin });
    expect(log.body.data).toContainEqual({
      diff: expect.objectContaining({ field: 'name', status: 'changed' }),
      field: 'name',
      before: v1.data.name,
      after: `${v1.data.name} (alterada)`,
      text: `Nome: ${v1.data.name} != ${v1.data.name} (alterada)`,
    });
    const history = await t.call<{ version: number }[]>({ method: 'GET', url: `/records/entity/${r.id}/history`, token: admin });
    expect(history.body.data.map((h) => h.version)).toEqual([1, 2]);
    // The audit tells of the new version without a made-up comment (it once read 'v1').
    const audit = await t.call<{ action: string; version: number; comment: string | null }[]>({ method: 'GET', url: `/records/entity/${r.id}/audit`, token: admin });
    expect(audit.body.data.filter((a) => a.action === 'newVersion')).toEqual([expect.objectContaining({ version: 2, comment: null })]);

    // Publishing version 2 makes version 1 historic.
    expect((await act(admin, r.id, 2, 'publish', { continueOnDuplicate: true })).code).toBe(0);
    expect((await view(admin, r.id, 1)).data.state).toBe(RecordState.Archived);
  });

  it('refuses to save over a version changed since it was loaded (-14), overwriting nothing', async () => {
    const r = await draft();
    const loaded = await view(admin, r.id, 1);
    const first = await t.call({
      method: 'PUT',
      url: `/records/entity/${r.id}/1`,
      token: admin,
      payload: { input: { ...entity(), name: 'Primeira gravação única' }, rowVersion: loaded.data.rowVersion },
    });
    expect(first.body.code).toBe(0);
    const second = await t.call({
      method: 'PUT',
      url: `/records/entity/${r.id}/1`,
      token: admin,
      payload: { input: { ...entity(), name: 'Segunda gravação' }, rowVersion: loaded.data.rowVersion },
    });
    expect(second.body.code).toBe(-14);
    expect((await view(admin, r.id, 1)).data.name).toBe('Primeira gravação única');
  });

  it('lets only the latest in-progress version be edited; a submitted one is not editable (-101)', async () => {
    const r = await inState(SubmittedForApproval);
    const loaded = await view(admin, r.id, 1);
    const body = await t.call({ method: 'PUT', url: `/records/entity/${r.id}/1`, token: admin, payload: { input: entity(), rowVersion: loaded.data.rowVersion } });
    expect(body.body.code).toBe(-101);
  });
});

describe('extinction', () => {
  it('needs a valid end-of-validity date (-420)', async () => {
    const r = await inState(Published);
    expect((await act(admin, r.id, 1, 'extinct')).code).toBe(-420);
    expect((await act(admin, r.id, 1, 'extinct', { endDate: '2023-12-31' })).code).toBe(-420);
    expect((await act(admin, r.id, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(0);
    expect((await view(admin, r.id, 1)).data).toMatchObject({ state: RecordState.Extinct, endDate: '2030-06-30' });
  });

  it('refuses while active sub-entities exist (-107)', async () => {
    const parent = await inState(Published);
    expect((await create(admin, entity({ parentId: parent.id, parentVersion: 1 }))).code).toBe(0);
    expect((await act(admin, parent.id, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(-107);
  });

  it('deletes every newer version', async () => {
    const r = await inState(Published);
    const v1 = await view(admin, r.id, 1);
    await t.call({
      method: 'PUT',
      url: `/records/entity/${r.id}/1`,
      token: admin,
      payload: { input: { ...entity(), name: `${v1.data.name} v2` }, rowVersion: v1.data.rowVersion, continueOnDuplicate: true },
    });
    expect((await view(admin, r.id, 2)).code).toBe(0);
    expect((await act(admin, r.id, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(0);
    expect((await view(admin, r.id, 2)).code).toBe(-100);
  });
});

describe('guests', () => {
  it('read published records only', async () => {
    const guest = await t.guestToken();
    const r = await draft();
    expect((await view(guest, r.id, 1)).code).toBe(-100);
    expect((await view(guest, gra, 1)).code).toBe(0);
    expect((await view(guest, gra, 1)).data.allowedActions).toEqual([]);
  });
});

describe('moving a record', () => {
  it('needs the permission under the new parent and refuses a cycle', async () => {
    const parent = await inState(Published);
    const child = await (async () => {
      const body = await create(admin, entity({ parentId: parent.id, parentVersion: 1 }));
      expect(body.code).toBe(0);
      expect((await act(admin, body.data.id, 1, 'publish', { continueOnDuplicate: true })).code).toBe(0);
      return body.data;
    })();
    // The editor (SRFPAP subtree) may not move its entity under SRSD.
    const loaded = await view(admin, parent.id, 1);
    const toSrsd = await t.call({
      method: 'PUT',
      url: `/records/entity/${parent.id}/1`,
      token: editor,
      payload: { input: { ...entity(), name: loaded.data.name, parentId: srsd, parentVersion: 1 }, rowVersion: loaded.data.rowVersion, continueOnDuplicate: true },
    });
    expect(toSrsd.body.code).toBe(-500);
    // Nobody may move a record under its own descendant.
    const cycle = await t.call({
      method: 'PUT',
      url: `/records/entity/${parent.id}/1`,
      token: admin,
      payload: { input: { ...entity(), name: loaded.data.name, parentId: child.id, parentVersion: 1 }, rowVersion: loaded.data.rowVersion, continueOnDuplicate: true },
    });
    expect(cycle.body.code).toBe(-102);
  });
});
