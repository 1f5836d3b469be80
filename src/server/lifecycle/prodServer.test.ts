/**
 * The production server (issue 33 §1): built once with esbuild (scripts/buildServer.ts) and run with
 * plain `node`, no tsx, as one child process for every check (each start costs seconds):
 *   - it starts on a fresh embedded database and answers /api/health and /api/ready;
 *   - on SIGTERM, with a request in flight (its body half sent), a hub client waiting on a long poll and
 *     an import being validated: a new connection is refused, the request in flight completes with its
 *     own answer, the hub client gets a Close message that allows reconnecting, the import is let go
 *     of (no lease: another process would claim it at once, still 'validating'), and the process exits 0.
 * The import is put in the data folder before the start: the server's runner claims it at start-up.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS, type Envelope } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { PRESENCE_PATHS } from '@/shared/hub';
import { ImportType } from '@/shared/enums';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import { LIFECYCLE_PATHS } from '@/shared/lifecycle';
import { API_BASE, HUB_PATH } from '@/shared/limits';
import { buildServer } from '../../../scripts/buildServer';
import { createDatabase } from '../db/createDatabase';
import { prepareDatabase } from '../db/prepareDatabase';
import { insertJob } from '../imports/importJobs';
import { RECORD_SEPARATOR } from '../hub/hubProtocol';
import { START_TIMEOUT_MS } from '../resilience/serverProcess';
import { freePort, PROJECT_ROOT, waitForExit } from '../test/childProcess';
import { encryptPassword } from '../test/encryptPassword';
import { testConfig, TEST_ADMIN_PASSWORD } from '../test/testDatabase';
import { createTestUser, entityIdByCode } from '../test/users';

/** Enough rows that their validation is still running when SIGTERM comes (it takes seconds). */
const IMPORT_ROWS = 5_000;
/** Create and approve on every kind: what an importer holds. */
const ALL_IMPORT_PERMISSIONS = [11, 13, 21, 23, 31, 33, 41, 43];

let root: string;
let outDir: string;
let child: ChildProcessWithoutNullStreams;
let base: string;
let port: number;
let output = '';

const serverEnv = (dataDir: string, webDist: string) => ({
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  SEED_DEMO: 'true',
  GEO_OFFLINE: 'true',
  LINK_CHECK_INTERVAL_HOURS: '0',
});

/** An import of IMPORT_ROWS valid entity rows by another user, as an upload leaves it (validating, nobody's). */
async function prepareDataDir(dataDir: string, webDist: string): Promise<number> {
  const config = testConfig(serverEnv(dataDir, webDist));
  const handle = await createDatabase(config);
  try {
    await prepareDatabase(handle.db, config);
    // Not admin, whose hub connection below must not get the import's progress on its long poll.
    const importer = await createTestUser(handle.db, {
      username: 'importer',
      password: 'Importer#2026',
      organizationId: await entityIdByCode(handle.db, 'SRFPAP'),
      permissions: ALL_IMPORT_PERMISSIONS,
    });
    const headers = IMPORT_COLUMNS[ImportType.Entity].map((c) => c.header);
    const values: Record<string, string> = { Sigla: 'X', 'Data de início': '2024-01-01', 'Código da entidade-mãe': 'SRFPAP', 'Tipo de entidade': 'Direção Regional' };
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
      rowNumber: i + 2,
      cells: headers.map((h) => (h === 'Código' ? `PROD${i}` : h === 'Nome' ? `Unidade ${i}` : (values[h] ?? ''))),
      formulaColumns: [],
    }));
    return await insertJob(handle.db, { importType: ImportType.Entity, fileName: 'big.csv', userId: importer, table: { headers, rows }, at: new Date() });
  } finally {
    await handle.close();
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = START_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms; server output:\n${output}`);
    if (child.exitCode !== null) throw new Error(`${what}: the server exited (${child.exitCode}); output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api<T>(
  method: string,
  url: string,
  options: { token?: string; body?: string; query?: string } = {},
): Promise<{ status: number; text: string; json: () => Envelope<T> }> {
  const response = await fetch(`${base}${API_BASE}${url}${options.query ?? ''}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': url.startsWith(HUB_PATH) ? 'text/plain' : 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Envelope<T> };
}

/** Whether a new TCP connection to the server is refused now. */
function refusesConnections(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-prod-'));
  // Inside the project, so Node finds the packages the bundle leaves out in the node_modules above it;
  // under dist/, which git, ESLint and Prettier leave alone should a run leave it behind.
  outDir = path.join(PROJECT_ROOT, 'dist', `server-test-${randomBytes(4).toString('hex')}`);
  const webDist = path.join(root, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>fake</title>');
  const dataDir = path.join(root, 'data');
  const [, importId] = await Promise.all([buildServer(outDir), prepareDataDir(dataDir, webDist)]);
  jobId = importId;
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...serverEnv(dataDir, webDist), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', SHUTDOWN_GRACE_SECONDS: '30' },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor('listening', async () => ((await api('GET', LIFECYCLE_PATHS.health).catch(() => null))?.status === 200 ? true : undefined));
}, 2 * START_TIMEOUT_MS);

let jobId: number;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (child) await waitForExit(child);
  fs.rmSync(root, { recursive: true, force: true });
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

async function login(): Promise<string> {
  const settings = (await api<{ publicKey: string }>('GET', ACCOUNT_PATHS.loginSettings)).json();
  const body = JSON.stringify({ username: 'admin', password: encryptPassword(TEST_ADMIN_PASSWORD, settings.data.publicKey) });
  const answer = (await api<{ token: string }>('POST', ACCOUNT_PATHS.login, { body })).json();
  if (answer.code !== 0) throw new Error(`login: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** A long-polling hub connection past its handshake: answers its id. */
async function hubConnection(token: string): Promise<string> {
  const negotiated = JSON.parse((await api('POST', `${HUB_PATH}/negotiate`, { token, query: '?negotiateVersion=1' })).text) as { connectionToken: string };
  const query = `?id=${encodeURIComponent(negotiated.connectionToken)}`;
  expect((await api('GET', HUB_PATH, { token, query })).text).toBe(''); // the transport is up
  await api('POST', HUB_PATH, { token, query, body: `{"protocol":"json","version":1}${RECORD_SEPARATOR}` });
  expect((await api('GET', HUB_PATH, { token, query })).text).toBe(`{}${RECORD_SEPARATOR}`);
  return query;
}

/** A POST whose headers are sent and whose body is half sent: `finish` sends the rest and resolves with the answer. */
function requestInFlight(url: string, token: string, body: string) {
  const request = http.request(`${base}${API_BASE}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  return { answer, finish: () => request.end(body.slice(5)) };
}

it(
  'the built server answers health and ready, and on SIGTERM finishes what is in flight, refuses what is new, tells hub clients to reconnect and lets its job go',
  async () => {
    expect((await api('GET', LIFECYCLE_PATHS.health)).json()).toMatchObject({ code: 0, data: { status: 'up' } });
    expect((await api('GET', LIFECYCLE_PATHS.ready)).json()).toMatchObject({ code: 0, data: { status: 'ready' } });

    const token = await login();
    const hub = await hubConnection(token);
    const waitingPoll = api('GET', HUB_PATH, { token, query: hub });
    const inFlight = requestInFlight(PRESENCE_PATHS.leave, token, JSON.stringify({ connectionId: 'no-such-connection' }));
    // The request's headers reached the server (its onRequest ran) before the signal: a second request
    // on another connection that answers proves the server read them in order (it reads each as it comes).
    expect((await api('GET', LIFECYCLE_PATHS.health)).status).toBe(200);

    child.kill('SIGTERM');
    await waitFor('new connections refused', async () => ((await refusesConnections()) ? true : undefined), 30_000);

    // The hub client's waiting poll got the Close message, with the hint to reconnect (to another process).
    const closed = await waitingPoll;
    expect(closed.status).toBe(200);
    expect(JSON.parse(closed.text.split(RECORD_SEPARATOR)[0] ?? '')).toEqual({ type: 7, error: 'Server is shutting down.', allowReconnect: true });

    // The request in flight completes with its own answer, not a refusal.
    inFlight.finish();
    const finished = await inFlight.answer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text)).toMatchObject({ code: ErrorCode.Ok, data: { left: 0 } });

    expect(await waitForExit(child)).toEqual({ code: 0, signal: null });
    expect(output).not.toMatch(/did not end in time/);

    // The job it was validating is let go of: unchanged state, no lease (claimable by another process now).
    const config = testConfig({ DATA_DIR: path.join(root, 'data') });
    const handle = await createDatabase(config);
    try {
      const job = await handle.db.selectFrom('import_job').select(['state', 'validated', 'lease_owner', 'lease_until']).where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'validating', lease_owner: null, lease_until: null });
    } finally {
      await handle.close();
    }
  },
  2 * START_TIMEOUT_MS,
);
