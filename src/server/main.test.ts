/**
 * The real server process (main.ts): starts on a fresh DATA_DIR without building the SPA (a fake
 * build is in WEB_DIST), serves API and SPA, refuses a second instance on the same DATA_DIR,
 * survives kill -9 (the next start takes over the stale lock and finds its data) and stops cleanly
 * on SIGTERM, releasing the lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@/shared/api';
import { API_BASE } from '@/shared/limits';
import { LOCK_FILE_NAME } from './db/dataDirLock';
import { freePort, spawnTs, waitForExit, waitForLine } from './test/childProcess';
import { TEST_ADMIN_PASSWORD } from './test/testDatabase';
import { encryptPassword } from './test/encryptPassword';

const START_TIMEOUT_MS = 60_000;
let root: string;
let env: Record<string, string>;

function startServer(overrides: Record<string, string> = {}) {
  return spawnTs('src/server/main.ts', [], { ...env, ...overrides });
}

const isListening = (line: string) => line.includes('back-office listening on');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-main-'));
  const webDist = path.join(root, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>fake</title><div id="root"></div>');
  env = {
    DATA_DIR: path.join(root, 'data'),
    WEB_DIST: webDist,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    // The real server runs on the embedded database even when the suite targets PostgreSQL.
    DATABASE_URL: '',
  };
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

it(
  'serves, refuses a second instance, survives kill -9 and stops cleanly on SIGTERM',
  async () => {
    const base = `http://127.0.0.1:${env.PORT}`;
    const first = startServer();
    try {
      await waitForLine(first, 'stdout', isListening, START_TIMEOUT_MS);

      const settings = await (await fetch(`${base}${API_BASE}${ACCOUNT_PATHS.loginSettings}`)).json();
      expect(settings.code).toBe(0);
      const deepLink = await fetch(`${base}/entidades`);
      expect(await deepLink.text()).toContain('<title>fake</title>');
      const login = await fetch(`${base}${API_BASE}${ACCOUNT_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: encryptPassword(TEST_ADMIN_PASSWORD, settings.data.publicKey) }),
      });
      expect((await login.json()).code).toBe(0);

      const second = startServer({ PORT: String(await freePort()) });
      const message = await waitForLine(second, 'stderr', (line) => line.includes('Another server instance is using DATA_DIR'), START_TIMEOUT_MS);
      expect(message).toContain(env.DATA_DIR);
      expect((await waitForExit(second)).code).toBe(1);
    } finally {
      first.kill('SIGKILL');
      await waitForExit(first);
    }
    expect(fs.existsSync(path.join(env.DATA_DIR as string, LOCK_FILE_NAME))).toBe(true);

    const restarted = startServer();
    try {
      await waitForLine(restarted, 'stdout', isListening, START_TIMEOUT_MS);
      // Same keys as before the crash: they live in the database.
      const settings = await (await fetch(`${base}${API_BASE}${ACCOUNT_PATHS.loginSettings}`)).json();
      const login = await fetch(`${base}${API_BASE}${ACCOUNT_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: encryptPassword(TEST_ADMIN_PASSWORD, settings.data.publicKey) }),
      });
      expect((await login.json()).code).toBe(0);
    } finally {
      restarted.kill('SIGTERM');
    }
    expect(await waitForExit(restarted)).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(env.DATA_DIR as string, LOCK_FILE_NAME))).toBe(false);
  },
  3 * START_TIMEOUT_MS,
);
