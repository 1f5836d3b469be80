/**
 * The hub through the real @microsoft/signalr client over a real port, on both transports: the
 * handshake, messages published through the hub bus (NOTIFY at commit, LISTEN in the app), who is
 * refused, a logout closing the connection, NeedRefreshToken, and a workflow submission notifying
 * the reviewer live. Runs on the embedded database and on TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { HttpTransportType } from '@microsoft/signalr';
import WebSocket from 'ws';
import { ACCOUNT_PATHS } from '@/shared/api';
import type { NotifiedItem } from '@/shared/notificationItems';
import { HUB_METHODS } from '@/shared/hub';
import type { ImportStatus } from '@/shared/imports';
import { API_BASE, HUB_LIMITS, HUB_PATH, LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import type { RecordView } from '@/shared/records/contract';
import { createEntityDraft } from '../test/entityDrafts';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { publishToUsers } from './hubBus';
import { TRANSPORTS, closeListeningApp, closed, hubClient, nextMessage } from './hubTestClient';
import { RECORD_SEPARATOR } from './hubProtocol';

const PASSWORD = 'Hub#Test2026';
/** Short keep-alive: the session check runs with it, so a logout closes the connection quickly. */
const KEEP_ALIVE_MS = 500;

let t: TestApp;
let base: string;
const ids: Record<string, number> = {};
let srfpap: number;

beforeAll(async () => {
  t = await createTestApp({ hubTimings: { keepAliveMs: KEEP_ALIVE_MS } });
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  const { EntityCreateEdit, EntitySubmit, EntityApprove } = Permission;
  for (const [username, permissions] of [
    ['h_user', [EntityCreateEdit]],
    ['h_editor', [EntityCreateEdit, EntitySubmit]],
    ['h_reviewer', [EntityApprove]],
    ['h_refresh', [EntityCreateEdit]],
    ['h_noprofile', [EntityCreateEdit]],
  ] as const) {
    ids[username] = await createTestUser(db, { username, password: PASSWORD, organizationId: srfpap, permissions: [...permissions] });
  }
  await db.deleteFrom('user_profile').where('user_id', '=', ids.h_noprofile!).execute();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT_MS);

afterAll(() => closeListeningApp(t));

function notification(title: string): NotifiedItem {
  return { id: 1, actionId: 1, title, body: '', createdAt: new Date().toISOString(), read: false, event: null, record: null, actor: null };
}

describe.each(TRANSPORTS)('over %s', (_name, transport) => {
  it('shakes hands and delivers a message published to the user, and only to them', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const connection = hubClient(base, transport, () => token);
    await connection.start();
    try {
      expect(connection.connectionId).toEqual(expect.any(String));
      const title = `Olá ${randomBytes(4).toString('hex')}`;
      const received = nextMessage<[NotifiedItem]>(connection, HUB_METHODS.sendNotification);
      // Another user's message first: it must not arrive.
      await publishToUsers(t.database.db, [ids.h_reviewer!], HUB_METHODS.sendNotification, [notification('not yours')]);
      await publishToUsers(t.database.db, [ids.h_user!], HUB_METHODS.sendNotification, [notification(title)]);
      expect((await received)[0].title).toBe(title);
    } finally {
      await connection.stop();
    }
  });

  it('answers an unknown method with an error, and keeps the connection', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const connection = hubClient(base, transport, () => token);
    await connection.start();
    try {
      await expect(connection.invoke('Nothing')).rejects.toThrow('Unknown hub method.');
      await connection.send('NothingEither'); // no invocation id: ignored
      const received = nextMessage(connection, HUB_METHODS.sendImportStatus);
      const status: ImportStatus = { importId: 7, state: 'validating', total: 3, validated: 1, written: 0, failed: 0, percent: 33 };
      await publishToUsers(t.database.db, [ids.h_user!], HUB_METHODS.sendImportStatus, [status]);
      expect((await received)[0]).toEqual(status);
    } finally {
      await connection.stop();
    }
  });

  it('refuses a missing or invalid token, the guest, an ended session and a user without profile', async () => {
    const guest = await t.guestToken();
    const ended = await t.loginToken('h_user', PASSWORD);
    await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token: ended });
    const noProfile = await t.loginToken('h_noprofile', PASSWORD);
    for (const [token, status] of [
      ['', 401],
      ['not.a.token', 401],
      [ended, 401],
      [guest, 403],
      [noProfile, 403],
    ] as const) {
      const connection = hubClient(base, transport, () => token);
      await expect(connection.start()).rejects.toThrow(`Status code '${status}'`);
    }
  });

  it('closes the connection when its session ends (logout)', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const connection = hubClient(base, transport, () => token);
    await connection.start();
    const ended = closed(connection);
    const logout = await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token });
    expect(logout.body.code).toBe(0);
    const error = await ended;
    expect(error?.message).toContain('Session ended.');
    expect(t.app.hub.countFor(ids.h_user!)).toBe(0);
  });

  it('tells the SPA of a submission for approval: SendNotification reaches the reviewer', async () => {
    const reviewer = await t.loginToken('h_reviewer', PASSWORD);
    const editor = await t.loginToken('h_editor', PASSWORD);
    const connection = hubClient(base, transport, () => reviewer);
    await connection.start();
    try {
      const name = `Unidade ${randomBytes(6).toString('hex')}`;
      const created = await createEntityDraft(t, editor, { code: `H${randomBytes(3).toString('hex')}`, abbreviation: 'H', name, parentId: srfpap });
      expect(created.code).toBe(0);
      const r = created.data;
      const view = await t.call<RecordView>({ method: 'GET', url: `/records/entity/${r.id}/${r.version}`, token: editor });
      const received = nextMessage<[NotifiedItem]>(connection, HUB_METHODS.sendNotification);
      const submitted = await t.call({
        method: 'POST',
        url: `/records/entity/${r.id}/${r.version}/actions/submitForApproval`,
        token: editor,
        payload: { rowVersion: view.body.data.rowVersion, continueOnDuplicate: true },
      });
      expect(submitted.body.code).toBe(0);
      const [item] = await received;
      expect(item).toMatchObject({ title: name, event: 'submitForApproval', read: false, record: { kind: 'entity', id: r.id, version: r.version } });
    } finally {
      await connection.stop();
    }
  });
});

describe('the handshake', () => {
  async function negotiate(token: string): Promise<{ connectionToken: string; connectionId: string; negotiateVersion: number }> {
    const response = await fetch(`${base}${API_BASE}${HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.json();
  }

  /** A raw WebSocket with the token as `access_token` (how a browser sends it); answers the first frame after `send`. */
  function firstFrame(url: string, send: string): Promise<{ frame: string; socket: WebSocket; closed: Promise<number> }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const closedCode = new Promise<number>((done) => socket.once('close', (code) => done(code)));
      socket.once('error', reject);
      socket.once('open', () => socket.send(send));
      socket.once('message', (data) => resolve({ frame: data.toString(), socket, closed: closedCode }));
    });
  }

  it('answers negotiate version 1 with both text transports, and version 0 without a connection token', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const v1 = await negotiate(token);
    expect(v1).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
    const response = await fetch(`${base}${API_BASE}${HUB_PATH}/negotiate`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const v0 = await response.json();
    expect(v0.negotiateVersion).toBe(0);
    expect(v0.connectionToken).toBeUndefined();
    // Version 0: the connectionId names the connection.
    const wsBase = base.replace('http', 'ws');
    const {
      frame,
      socket,
      closed: closedCode,
    } = await firstFrame(`${wsBase}${API_BASE}${HUB_PATH}?id=${v0.connectionId}&access_token=${token}`, `{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    expect(frame).toBe(`{}${RECORD_SEPARATOR}`);
    socket.close();
    await closedCode;
  });

  it('refuses a protocol other than JSON with a handshake error, then closes', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const { connectionToken } = await negotiate(token);
    const url = `${base.replace('http', 'ws')}${API_BASE}${HUB_PATH}?id=${connectionToken}&access_token=${encodeURIComponent(token)}`;
    const { frame, closed: closedCode } = await firstFrame(url, `{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`);
    expect(JSON.parse(frame.slice(0, -1))).toEqual({ error: "The protocol 'messagepack' is not supported." });
    expect(await closedCode).toBe(1000);
  });

  it('refuses a connection id of another session (404)', async () => {
    const { connectionToken } = await negotiate(await t.loginToken('h_user', PASSWORD));
    const other = await t.loginToken('h_reviewer', PASSWORD);
    const poll = await fetch(`${base}${API_BASE}${HUB_PATH}?id=${connectionToken}`, { headers: { authorization: `Bearer ${other}` } });
    expect(poll.status).toBe(404);
    expect((await poll.json()).code).toBe(-2);
  });
});

describe('bounds (issue 28 §4)', () => {
  const RS = RECORD_SEPARATOR;
  const CLOSE_TOO_MANY = `{"type":7,"error":"Too many messages waiting for the client."}${RS}`;

  /** A raw long-polling connection past its first poll and its handshake: `post` sends a body, `poll` takes the queue. */
  async function longPolling(): Promise<{ post: (body: string) => Promise<Response>; poll: () => Promise<Response> }> {
    const token = await t.loginToken('h_user', PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const negotiated = await fetch(`${base}${API_BASE}${HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST', headers });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const url = `${base}${API_BASE}${HUB_PATH}?id=${connectionToken}`;
    const post = (body: string) => fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' }, body });
    const poll = () => fetch(url, { headers });
    expect(await (await poll()).text()).toBe('');
    expect((await post(`{"protocol":"json","version":1}${RS}`)).status).toBe(200);
    expect(await (await poll()).text()).toBe(`{}${RS}`);
    return { post, poll };
  }

  it('closes a long-polling connection that sends invocations without polling, and its poll takes only the Close message', async () => {
    const { post, poll } = await longPolling();
    const batch = Array.from({ length: HUB_LIMITS.maxBatchRecords }, (_, i) => `{"type":1,"invocationId":"${i}","target":"${'x'.repeat(200)}","arguments":[]}${RS}`).join('');
    for (let i = 0; i < (2 * HUB_LIMITS.maxQueuedRecords) / HUB_LIMITS.maxBatchRecords; i++) expect((await post(batch)).status).toBe(200);
    const taken = await poll();
    expect(taken.status).toBe(200);
    const text = await taken.text();
    expect(text.length).toBeLessThanOrEqual(CLOSE_TOO_MANY.length); // before: every completion, the client's text in each
    expect(text).toBe(CLOSE_TOO_MANY);
    expect((await poll()).status).toBe(204);
  });

  it('refuses a long-polling send over the byte bound (413) and closes the connection with an error', async () => {
    const { post, poll } = await longPolling();
    const tooLarge = await post(`{"type":6}${RS}`.repeat(Math.ceil(HUB_LIMITS.maxBatchBytes / 11) + 1));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).code).toBe(-2);
    expect(await (await poll()).text()).toBe(`{"type":7,"error":"Message too large."}${RS}`);
    expect((await poll()).status).toBe(204);
  });

  it('cuts a WebSocket frame over the byte bound (1009)', async () => {
    const token = await t.loginToken('h_user', PASSWORD);
    const url = `${base.replace('http', 'ws')}${API_BASE}${HUB_PATH}?access_token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url);
    const closedCode = new Promise<number>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('still open')), 5000);
      socket.once('close', (code) => {
        clearTimeout(timer);
        done(code);
      });
    });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RS}`);
    socket.send(`{"type":6}${RS}`.repeat(Math.ceil(HUB_LIMITS.maxBatchBytes / 11) + 1));
    expect(await closedCode).toBe(1009);
  });
});

// Last: it moves the app's clock close to the expiry of the tokens issued so far.
describe('NeedRefreshToken', () => {
  it.each(TRANSPORTS)('arrives over %s when the token is within the refresh window of its expiry', async (_name, transport: HttpTransportType) => {
    const token = await t.loginToken('h_refresh', PASSWORD);
    const ttlMs = t.database.config.tokenTtlMinutes * 60_000;
    t.clock.advance(ttlMs - LIMITS.tokenRefreshWindowMs + 1000);
    try {
      const connection = hubClient(base, transport, () => token);
      const asked = nextMessage(connection, HUB_METHODS.needRefreshToken);
      await connection.start();
      try {
        expect(await asked).toEqual([]);
      } finally {
        await connection.stop();
      }
    } finally {
      t.clock.advance(-(ttlMs - LIMITS.tokenRefreshWindowMs + 1000));
    }
  });
});
