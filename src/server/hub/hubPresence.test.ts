/**
 * Who else is here (issue 31 §2) through the real @microsoft/signalr client: StartEditing and
 * StopEditing with their checks (bounded arguments, the engine's edit permission), PresenceChanged to
 * the users present, RecordSaved to the others when one saves, a closed connection's presence gone,
 * and rows of a connection no process refreshes (a killed process) expiring.
 */
import { randomBytes } from 'node:crypto';
import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { HUB_METHODS, HUB_SERVER_METHODS, PRESENCE_PATHS, type PresenceChange, type RecordSave } from '@/shared/hub';
import { Permission } from '@/shared/permissions';
import type { RecordView } from '@/shared/records/contract';
import { entityDraftInput, createEntityDraft } from '../test/entityDrafts';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { editorsOf, keepPresence } from '../presence/presenceStore';
import { closeListeningApp, hubClient, nextMessage } from './hubTestClient';

const PASSWORD = 'Hub#Presence2026';
const KEEP_ALIVE_MS = 500;

let t: TestApp;
let base: string;
const ids: Record<string, number> = {};
let draft: { id: number; version: number };
let srfpap: number;

beforeAll(async () => {
  t = await createTestApp({ hubTimings: { keepAliveMs: KEEP_ALIVE_MS } });
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  const { EntityCreateEdit, EntityApprove } = Permission;
  for (const [username, permissions] of [
    ['p_ana', [EntityCreateEdit]],
    ['p_joana', [EntityCreateEdit]],
    ['p_reader', [EntityApprove]],
  ] as const) {
    ids[username] = await createTestUser(db, { username, password: PASSWORD, organizationId: srfpap, permissions: [...permissions] });
  }
  await db.updateTable('app_user').set({ display_name: 'Joana Simões' }).where('id', '=', ids.p_joana!).execute();
  const token = await t.loginToken('p_ana', PASSWORD);
  const created = await createEntityDraft(t, token, { code: `P${randomBytes(3).toString('hex')}`, name: `Presença ${randomBytes(4).toString('hex')}`, parentId: srfpap });
  expect(created.code).toBe(0);
  draft = { id: created.data.id, version: created.data.version };
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT_MS);

afterAll(() => closeListeningApp(t));

async function connect(username: string): Promise<{ connection: HubConnection; token: string }> {
  const token = await t.loginToken(username, PASSWORD);
  const connection = hubClient(base, HttpTransportType.LongPolling, () => token);
  await connection.start();
  return { connection, token };
}

/** The next PresenceChanged of the draft that satisfies `until`. */
function presenceUntil(connection: HubConnection, until: (change: PresenceChange) => boolean, timeoutMs = 10_000): Promise<PresenceChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no such PresenceChanged')), timeoutMs);
    const handler = (change: PresenceChange) => {
      if (change.id !== draft.id || !until(change)) return;
      clearTimeout(timer);
      connection.off(HUB_METHODS.presenceChanged, handler);
      resolve(change);
    };
    connection.on(HUB_METHODS.presenceChanged, handler);
  });
}

const target = () => ['entity', draft.id, draft.version] as const;
const names = (change: PresenceChange) => change.editors.map((e) => e.displayName);

it('refuses bad arguments and a caller who may not edit the version, and keeps the connection', async () => {
  const { connection } = await connect('p_reader');
  try {
    for (const args of [
      [],
      ['entity', draft.id],
      ['nokind', 1, 1],
      ['entity', -1, 1],
      ['entity', 1.5, 1],
      ['entity', draft.id, '1'],
      ['entity', 2 ** 40, 1],
      ['x'.repeat(5000), 1, 1],
    ]) {
      await expect(connection.invoke(HUB_SERVER_METHODS.startEditing, ...args)).rejects.toThrow('Invalid arguments.');
    }
    // An approver reads the draft but may not edit it; a record that does not exist is refused alike.
    await expect(connection.invoke(HUB_SERVER_METHODS.startEditing, ...target())).rejects.toThrow('Not allowed.');
    await expect(connection.invoke(HUB_SERVER_METHODS.startEditing, 'entity', 999_999, 1)).rejects.toThrow('Not allowed.');
    expect(await editorsOf(t.database.db, { kind: 'entity', id: draft.id, version: draft.version }, new Date())).toEqual([]);
    await expect(connection.invoke(HUB_SERVER_METHODS.stopEditing, 'entity', 'x', 1)).rejects.toThrow('Invalid arguments.');
  } finally {
    await connection.stop();
  }
});

it('tells each editor who else is there, tells the other who saved, and forgets a closed connection', async () => {
  const ana = await connect('p_ana');
  const joana = await connect('p_joana');
  try {
    // Each is told who else is there, never themselves.
    const anaAlone = presenceUntil(ana.connection, () => true);
    await ana.connection.invoke(HUB_SERVER_METHODS.startEditing, ...target());
    expect((await anaAlone).editors).toEqual([]);

    const anaSeesJoana = presenceUntil(ana.connection, (c) => c.editors.length === 1);
    const joanaSeesAna = presenceUntil(joana.connection, (c) => c.editors.length === 1);
    await joana.connection.invoke(HUB_SERVER_METHODS.startEditing, ...target());
    expect((await anaSeesJoana).editors).toEqual([{ userId: ids.p_joana, displayName: 'Joana Simões', since: expect.any(String) }]);
    expect((await joanaSeesAna).editors.map((e) => e.userId)).toEqual([ids.p_ana]);
    expect((await editorsOf(t.database.db, { kind: 'entity', id: draft.id, version: draft.version }, new Date())).map((e) => e.userId)).toEqual([ids.p_ana, ids.p_joana]);

    // Joana saves first: Ana is told who and when; Joana is not told of her own save.
    const view = (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${draft.id}/${draft.version}`, token: joana.token })).body.data;
    const saved = nextMessage<[RecordSave]>(ana.connection, HUB_METHODS.recordSaved);
    let joanaToldOfOwn = false;
    joana.connection.on(HUB_METHODS.recordSaved, () => (joanaToldOfOwn = true));
    const input = entityDraftInput({ code: String(view.data.code), name: `${view.name} (revisto)`, parentId: srfpap });
    const answer = await t.call({
      method: 'PUT',
      url: `/records/entity/${draft.id}/${draft.version}`,
      token: joana.token,
      payload: { input, rowVersion: view.rowVersion, continueOnDuplicate: true },
    });
    expect(answer.body.code).toBe(0);
    expect((await saved)[0]).toMatchObject({ kind: 'entity', id: draft.id, version: draft.version, savedAs: draft.version, userId: ids.p_joana, displayName: 'Joana Simões' });
    expect(joanaToldOfOwn).toBe(false);

    // Joana leaves the page (StopEditing), comes back, then her connection closes.
    const anaAloneAgain = presenceUntil(ana.connection, (c) => c.editors.length === 0);
    await joana.connection.invoke(HUB_SERVER_METHODS.stopEditing, ...target());
    expect(names(await anaAloneAgain)).not.toContain('Joana Simões');
    await joana.connection.invoke(HUB_SERVER_METHODS.startEditing, ...target());
    // Her page closes (pagehide → POST /presence/leave): another user naming her connection removes nothing.
    const leave = (token: string) => t.call<{ left: number }>({ method: 'POST', url: PRESENCE_PATHS.leave, token, payload: { connectionId: joana.connection.connectionId } });
    expect((await leave(ana.token)).body.data.left).toBe(0);
    const anaAfterLeave = presenceUntil(ana.connection, (c) => c.editors.length === 0);
    expect((await leave(joana.token)).body.data.left).toBe(1);
    await anaAfterLeave;
    await joana.connection.invoke(HUB_SERVER_METHODS.startEditing, ...target());
    const anaAfterClose = presenceUntil(ana.connection, (c) => c.editors.length === 0);
    await joana.connection.stop();
    await anaAfterClose;
  } finally {
    await ana.connection.stop();
    await joana.connection.stop();
  }
  // Ana's connection closed too: nobody is there.
  const deadline = Date.now() + 10_000;
  while ((await editorsOf(t.database.db, { kind: 'entity', id: draft.id, version: draft.version }, new Date())).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await editorsOf(t.database.db, { kind: 'entity', id: draft.id, version: draft.version }, new Date())).toEqual([]);
});

it('ignores, then purges, the rows no process refreshes any more (a killed process)', async () => {
  const db = t.database.db;
  const now = new Date();
  const where = { kind: 'entity', id: draft.id, version: draft.version };
  await db
    .insertInto('record_presence')
    .values({
      connection_id: 'gone',
      user_id: ids.p_joana!,
      kind: 'entity',
      record_id: draft.id,
      version: draft.version,
      since: now,
      seen_at: new Date(now.getTime() - 60_000),
    })
    .execute();
  expect(await editorsOf(db, where, now, 30_000)).toEqual([]);
  expect(await editorsOf(db, where, now, 120_000)).toHaveLength(1);
  await keepPresence(db, [], now, 30_000);
  expect(await db.selectFrom('record_presence').select('connection_id').where('connection_id', '=', 'gone').execute()).toEqual([]);
});
