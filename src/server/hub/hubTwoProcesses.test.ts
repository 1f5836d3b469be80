/**
 * The fan-out between server processes: two real servers (main.ts) on one PostgreSQL database; a
 * reviewer connected to process A is told live of a submission made through process B's API (B's
 * NOTIFY at commit, A's LISTEN). Only with TEST_DATABASE_URL: the embedded database is one process's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { HttpTransportType } from '@microsoft/signalr';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { ACCOUNT_PATHS, type Envelope } from '@/shared/api';
import type { NotifiedItem } from '@/shared/notificationItems';
import { HUB_METHODS, HUB_SERVER_METHODS, type PresenceChange, type RecordSave } from '@/shared/hub';
import { API_BASE } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity } from '@/shared/records/entity';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { freePort, spawnTs, waitForExit, waitForLine } from '../test/childProcess';
import { encryptPassword } from '../test/encryptPassword';
import { createPostgresDatabase, testConfig, usesPostgres, TEST_ADMIN_PASSWORD } from '../test/testDatabase';
import { createTestUser, entityIdByCode } from '../test/users';
import { hubClient, nextMessage } from './hubTestClient';

const START_TIMEOUT_MS = 90_000;
const PASSWORD = 'Hub#Two2026';
const isListening = (line: string) => line.includes('back-office listening on');

const describePostgres = usesPostgres() ? describe : describe.skip;

describePostgres('two server processes on one PostgreSQL database (skipped without TEST_DATABASE_URL: the embedded database serves one process)', () => {
  let root: string;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle | null = null;
  const servers: ChildProcessWithoutNullStreams[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-hub-'));
    const webDist = path.join(root, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>fake</title><div id="root"></div>');
    database = await createPostgresDatabase();
    // One after the other: the first migrates and seeds the database.
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const server = spawnTs('src/server/main.ts', [], {
        DATABASE_URL: database.url,
        DATA_DIR: path.join(root, name),
        WEB_DIST: webDist,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        LOG_LEVEL: 'info',
      });
      servers.push(server);
      await waitForLine(server, 'stdout', isListening, START_TIMEOUT_MS);
      bases.push(`http://127.0.0.1:${port}`);
    }
    handle = await createDatabase({ ...testConfig(), databaseUrl: database.url });
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map(waitForExit));
    await handle?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  }, START_TIMEOUT_MS);

  async function call<T>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<Envelope<T>> {
    const response = await fetch(`${base}${API_BASE}${url}`, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function login(base: string, username: string): Promise<string> {
    const settings = await call<{ publicKey: string }>(base, 'GET', ACCOUNT_PATHS.loginSettings);
    const answer = await call<{ token: string }>(base, 'POST', ACCOUNT_PATHS.login, undefined, { username, password: encryptPassword(PASSWORD, settings.data.publicKey) });
    expect(answer.code).toBe(0);
    return answer.data.token;
  }

  it('a client connected to process A is told of a submission made through process B', async () => {
    const [a, b] = bases as [string, string];
    const db = handle!.db;
    const srfpap = await entityIdByCode(db, 'SRFPAP');
    await createTestUser(db, { username: 'two_editor', password: PASSWORD, organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] });
    await createTestUser(db, { username: 'two_reviewer', password: PASSWORD, organizationId: srfpap, permissions: [Permission.EntityApprove] });

    const reviewer = await login(a, 'two_reviewer');
    const connection = hubClient(a, HttpTransportType.WebSockets, () => reviewer);
    await connection.start();
    try {
      const editor = await login(b, 'two_editor');
      const name = `Unidade ${randomBytes(6).toString('hex')}`;
      const input = {
        ...emptyEntity(),
        code: `T${randomBytes(3).toString('hex')}`,
        abbreviation: 'T',
        name,
        startDate: '2024-01-01',
        organizationTypeId: 3,
        parentId: srfpap,
        parentVersion: 1,
      };
      const created = await call<SavedRecord>(b, 'POST', '/records/entity', editor, { input, continueOnDuplicate: true });
      expect(created.code).toBe(0);
      const r = created.data;
      const view = await call<RecordView>(b, 'GET', `/records/entity/${r.id}/${r.version}`, editor);
      const received = nextMessage<[NotifiedItem]>(connection, HUB_METHODS.sendNotification);
      const submitted = await call(b, 'POST', `/records/entity/${r.id}/${r.version}/actions/submitForApproval`, editor, {
        rowVersion: view.data.rowVersion,
        continueOnDuplicate: true,
      });
      expect(submitted.code).toBe(0);
      expect((await received)[0]).toMatchObject({ title: name, event: 'submitForApproval', record: { kind: 'entity', id: r.id, version: r.version } });
    } finally {
      await connection.stop();
    }
  });
  it('presence is shared: editors connected to different processes see each other, and a save through one is told through the other (issue 31 §2)', async () => {
    const [a, b] = bases as [string, string];
    const db = handle!.db;
    const srfpap = await entityIdByCode(db, 'SRFPAP');
    for (const username of ['two_ana', 'two_joana']) {
      await createTestUser(db, { username, password: PASSWORD, organizationId: srfpap, permissions: [Permission.EntityCreateEdit] });
    }
    const anaToken = await login(a, 'two_ana');
    const joanaToken = await login(b, 'two_joana');
    const input = {
      ...emptyEntity(),
      code: `P${randomBytes(3).toString('hex')}`,
      abbreviation: 'P',
      name: `Presença ${randomBytes(6).toString('hex')}`,
      startDate: '2024-01-01',
      organizationTypeId: 3,
      parentId: srfpap,
      parentVersion: 1,
    };
    const created = await call<SavedRecord>(b, 'POST', '/records/entity', joanaToken, { input, continueOnDuplicate: true });
    expect(created.code).toBe(0);
    const { id, version } = created.data;
    const ana = hubClient(a, HttpTransportType.WebSockets, () => anaToken);
    const joana = hubClient(b, HttpTransportType.WebSockets, () => joanaToken);
    await ana.start();
    await joana.start();
    try {
      await ana.invoke(HUB_SERVER_METHODS.startEditing, 'entity', id, version);
      const seen = new Promise<PresenceChange>((resolve) => ana.on(HUB_METHODS.presenceChanged, (change: PresenceChange) => change.editors.length === 1 && resolve(change)));
      await joana.invoke(HUB_SERVER_METHODS.startEditing, 'entity', id, version);
      expect((await seen).editors[0]?.userId).toEqual(expect.any(Number));
      const view = await call<RecordView>(b, 'GET', `/records/entity/${id}/${version}`, joanaToken);
      const saved = nextMessage<[RecordSave]>(ana, HUB_METHODS.recordSaved);
      const answer = await call(b, 'PUT', `/records/entity/${id}/${version}`, joanaToken, {
        input: { ...input, name: `${input.name} (revisto)` },
        rowVersion: view.data.rowVersion,
        continueOnDuplicate: true,
      });
      expect(answer.code).toBe(0);
      expect((await saved)[0]).toMatchObject({ kind: 'entity', id, version, savedAs: version });
      // Joana's process loses her connection: Ana, on the other process, is told she left.
      const left = new Promise<PresenceChange>((resolve) => ana.on(HUB_METHODS.presenceChanged, (change: PresenceChange) => change.editors.length === 0 && resolve(change)));
      await joana.stop();
      await left;
    } finally {
      await ana.stop();
      await joana.stop();
    }
  });
});
