/**
 * The real server (main.ts) as a child process for the resilience tests, and a small HTTP client
 * that speaks the API the way the SPA does (envelopes, encrypted password, bearer token).
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ACCOUNT_PATHS, type Envelope, type TokenData } from '@/shared/api';
import { ObjectKind } from '@/shared/enums';
import { API_BASE } from '@/shared/limits';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { freePort, spawnTs, waitForExit } from '../test/childProcess';
import { encryptPassword } from '../test/encryptPassword';
import { TEST_ADMIN_PASSWORD } from '../test/testDatabase';

export const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  base: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  isAlive(): boolean;
  /** SIGTERM and wait; removes the fake SPA folder. */
  stop(): Promise<void>;
}

/** Starts main.ts on `env` (DATABASE_URL or DATA_DIR) with a fake SPA build, and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>fake</title>');
  const port = await freePort();
  const child = spawnTs('src/server/main.ts', [], {
    WEB_DIST: webDist,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The demo tree gives the tests published parents to create under.
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The storm logs in far more often than a person would.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_URL: '',
    ...env,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitForExit(child);
    fs.rmSync(webDist, { recursive: true, force: true });
  };
  try {
    // LOG_LEVEL=warn hides the "listening" line: wait for the port instead.
    await waitForListening(child, port);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nstderr:\n${stderr}`, { cause: error });
  }
  return { child, base: `http://127.0.0.1:${port}${API_BASE}`, stderr: () => stderr, isAlive: () => child.exitCode === null && child.signalCode === null, stop };
}

async function waitForListening(child: ChildProcessWithoutNullStreams, port: number): Promise<void> {
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += 250) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before listening`);
    try {
      await fetch(`http://127.0.0.1:${port}${API_BASE}${ACCOUNT_PATHS.loginSettings}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`server not listening on ${port} after ${START_TIMEOUT_MS} ms`);
}

/** What one HTTP call came back as: the envelope, or why there was none (refused connection, not JSON). */
export type CallOutcome<T = unknown> = { ok: true; status: number; body: Envelope<T> } | { ok: false; reason: string };

export class ApiClient {
  private publicKey: string | null = null;
  token: string | null = null;

  constructor(readonly base: string) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<CallOutcome<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${url}`, {
        method,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    } catch (error) {
      return { ok: false, reason: `no answer: ${(error as Error).message}` };
    }
    const text = await response.text();
    try {
      const body = JSON.parse(text) as Envelope<T>;
      if (typeof body.code !== 'number' || typeof body.description !== 'string' || !('data' in body)) return { ok: false, reason: `not an envelope: ${text.slice(0, 200)}` };
      return { ok: true, status: response.status, body };
    } catch {
      return { ok: false, reason: `not JSON (${response.status}): ${text.slice(0, 200)}` };
    }
  }

  /** Signs in as `username` and keeps the token when it works. */
  async login(username = 'admin', password = TEST_ADMIN_PASSWORD): Promise<CallOutcome<TokenData>> {
    if (!this.publicKey) {
      const settings = await this.call<{ publicKey: string }>('GET', ACCOUNT_PATHS.loginSettings);
      if (!settings.ok || settings.body.code !== 0) return settings as CallOutcome<TokenData>;
      this.publicKey = settings.body.data.publicKey;
    }
    const outcome = await this.call<TokenData>('POST', ACCOUNT_PATHS.login, { username, password: encryptPassword(password, this.publicKey) });
    if (outcome.ok && outcome.body.code === 0) this.token = outcome.body.data.token;
    return outcome;
  }
}

/** A valid new entity under `parentId` (version 1 of a published parent), or at the root for null. */
export function newEntity(parentId: number | null, name: string): EntityInput {
  return {
    ...emptyEntity(),
    code: name.slice(0, 20),
    abbreviation: name.slice(0, 10),
    name,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId,
    parentVersion: parentId === null ? null : 1,
  };
}

/** The id of the seeded entity with `code`, read straight from the database at `url`. */
export async function entityId(url: string, code: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>('SELECT id FROM record_version WHERE kind = $1 AND code = $2 LIMIT 1', [ObjectKind.Entity, code]);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error(`no entity ${code}`);
    return id;
  } finally {
    await client.end();
  }
}
