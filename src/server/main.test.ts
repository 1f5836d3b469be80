/**
 * The real server process (main.ts), one journey on one fresh DATA_DIR (each start of the real server
 * costs seconds, so the checks share them): it serves API and SPA (a fake build), refuses a second
 * instance on the same DATA_DIR, and is killed with SIGKILL while clients' creates are in flight; the
 * restart takes over the stale lock, keeps its keys, and finds every create that had answered code 0;
 * SIGTERM then stops it cleanly, releasing the lock. The embedded database's own crash safety (a
 * writer killed between commits) is db/crash.test.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@/shared/api';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { LOCK_FILE_NAME } from './db/dataDirLock';
import { ApiClient, newEntity, START_TIMEOUT_MS, startServer, type ServerProcess } from './resilience/serverProcess';

const ACKNOWLEDGED_BEFORE_KILL = 40;
const HTTP_CLIENTS = 4;
let dataDir: string;

beforeAll(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-main-')), 'data');
});
afterAll(() => {
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

async function publicKeyOf(server: ServerProcess): Promise<string> {
  const settings = await new ApiClient(server.base).call<{ publicKey: string }>('GET', ACCOUNT_PATHS.loginSettings);
  if (!settings.ok || settings.body.code !== 0) throw new Error(`login settings: ${JSON.stringify(settings)}`);
  return settings.body.data.publicKey;
}

/** Creates from HTTP_CLIENTS clients until the server dies, killing it with SIGKILL once enough were acknowledged. */
async function createUntilKilled(server: ServerProcess) {
  const acknowledged: { id: number; name: string }[] = [];
  let sent = 0;
  let unanswered = 0;
  const worker = async (n: number) => {
    const client = new ApiClient(server.base);
    const login = await client.login();
    if (!login.ok || login.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(login)}`);
    for (let i = 0; server.isAlive(); i++) {
      const name = `Antes do crash ${n} ${i} ${randomBytes(4).toString('hex')}`;
      sent += 1;
      const outcome = await client.call<SavedRecord>('POST', '/records/entity', { input: newEntity(null, name), continueOnDuplicate: true });
      if (!outcome.ok) unanswered += 1;
      else if (outcome.body.code === 0) acknowledged.push({ id: outcome.body.data.id, name });
      // Kill while the other clients' creates are in flight.
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: HTTP_CLIENTS }, (_, n) => worker(n)));
  return { acknowledged, sent, unanswered };
}

it(
  'serves, refuses a second instance, keeps every acknowledged create after kill -9 and stops cleanly on SIGTERM',
  async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    let storm: Awaited<ReturnType<typeof createUntilKilled>>;
    let keyBefore: string;
    try {
      keyBefore = await publicKeyOf(first);
      const deepLink = await fetch(`${new URL(first.base).origin}/entidades`);
      expect(await deepLink.text()).toContain('<title>fake</title>');
      expect((await new ApiClient(first.base).login()).ok).toBe(true);

      // A second server on the same DATA_DIR says why it cannot start, naming the folder, and exits 1.
      const refusal = await startServer({ DATA_DIR: dataDir }).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/server exited \(1\) before listening[\s\S]*Another server instance is using DATA_DIR/);
      expect(refusal).toContain(dataDir);

      storm = await createUntilKilled(first);
    } finally {
      await first.stop();
    }
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      // The keys live in the database: the same as before the crash.
      expect(await publicKeyOf(restarted)).toBe(keyBefore);
      const client = new ApiClient(restarted.base);
      expect((await client.login()).ok).toBe(true);
      const missing: string[] = [];
      for (const { id, name } of storm.acknowledged) {
        const found = await client.call<RecordView>('GET', `/records/entity/${id}/1`);
        if (!found.ok || found.body.code !== 0 || found.body.data.name !== name) missing.push(`${id} ${name}`);
      }
      console.log(
        `kill -9 during HTTP creates: ${storm.sent} creates sent by ${HTTP_CLIENTS} clients, ${storm.acknowledged.length} acknowledged before the kill, ` +
          `${storm.unanswered} without an answer (in flight at the kill or sent just after), ${storm.acknowledged.length - missing.length} of the acknowledged found after the restart`,
      );
      expect(storm.acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(missing).toEqual([]);
    } finally {
      await restarted.stop();
    }
    expect({ code: restarted.child.exitCode, signal: restarted.child.signalCode }).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  },
  3 * START_TIMEOUT_MS,
);
