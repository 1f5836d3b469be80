/**
 * The cluster under test: a temporary PostgreSQL, SERVER_COUNT server processes on it, HAProxy in
 * front; then a catalogue of its own (no demo data: its public addresses would send the link check
 * off this machine) and the staff users the checks and the soak sign in as.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { Permission } from '@/shared/permissions';
import { freePort } from '@/server/test/childProcess';
import { createDatabase, type DatabaseHandle } from '@/server/db/createDatabase';
import { createTestUser } from '@/server/test/users';
import { ApiClient, must, type Sample } from './apiClient';
import { onCleanup } from './cleanup';
import { ADMIN_PASSWORD, SERVER_COUNT, USER_PASSWORD } from './clusterConfig';
import { ensureHaproxy, startHaproxy, type Haproxy } from './haproxy';
import { startTempPostgres, type TempPostgres } from './postgres';
import { clusterServer, type ClusterServer } from './servers';

export interface Cluster {
  folder: string;
  postgres: TempPostgres;
  databaseUrl: string;
  servers: ClusterServer[];
  haproxy: Haproxy;
  /** The script's own connection, for what only the database can tell (and for creating users). */
  database: DatabaseHandle;
  /** The root entity of the catalogue the script made (published), under which everyone works. */
  rootId: number;
  /** A signed-in admin through HAProxy. */
  admin: ApiClient;
}

/** The code of the root entity the script creates (entityInput(null, 'Cluster')). */
export const ROOT_CODE = 'CLUSTER';

const STAFF_PERMISSIONS = [Permission.EntityCreateEdit, Permission.EntitySubmit, Permission.EntityApprove];

/** The environment of every server process. */
function serverEnv(databaseUrl: string, folder: string, extra: Record<string, string>): Record<string, string> {
  const webDist = path.join(folder, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>cluster</title><div id="root"></div>');
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(folder, 'data'),
    WEB_DIST: webDist,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // HAProxy runs on this host: its X-Forwarded-For is believed from loopback only.
    TRUST_PROXY: '127.0.0.1',
    // Scheduled publications every second, a schedule may be two seconds ahead (issue 33 §2's check).
    SCHEDULER_INTERVAL_SECONDS: '1',
    SCHEDULE_MIN_LEAD_SECONDS: '2',
    // The link check reaches the script's local server only; no schedule (the check starts it by hand).
    LINK_CHECK_ALLOW: '127.0.0.1',
    LINK_CHECK_INTERVAL_HOURS: '0',
    LINK_CHECK_TIMEOUT_MS: '3000',
    GEO_OFFLINE: 'true',
    // Every virtual user signs in from one address: HAProxy's forwarded 127.0.0.1.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
}

export async function startCluster(record: (s: Sample) => void, log: (line: string) => void): Promise<Cluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-cluster-'));
  onCleanup(
    'cluster folder',
    async () => fs.rmSync(folder, { recursive: true, force: true }),
    () => fs.rmSync(folder, { recursive: true, force: true }),
  );
  log(`folder ${folder}`);

  const haproxyReady = ensureHaproxy();
  const postgres = await startTempPostgres();
  log(`PostgreSQL 15 (temporary cluster) on 127.0.0.1:${postgres.port}`);
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE cesa');
  await admin.end();
  const databaseUrl = postgres.url('cesa');

  const env = serverEnv(databaseUrl, folder, {});
  const ports = await Promise.all(Array.from({ length: SERVER_COUNT }, () => freePort()));
  const servers = ports.map((port, i) => clusterServer(`app${i + 1}`, port, folder, env));
  // The first migrates and seeds; the others start together on the prepared database.
  let started = Date.now();
  await servers[0]?.start();
  log(`app1 on :${servers[0]?.port}, database migrated and seeded, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await Promise.all(servers.slice(1).map((s) => s.start()));
  log(
    `${servers
      .slice(1)
      .map((s) => `${s.name} on :${s.port}`)
      .join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  await haproxyReady;
  const [port, statsPort] = [await freePort(), await freePort()];
  const haproxy = await startHaproxy(
    folder,
    port,
    statsPort,
    servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })),
  );
  log(`HAProxy on ${haproxy.origin} (statistics on :${statsPort})`);

  const database = await createDatabase({ databaseUrl, dataDir: '' });
  onCleanup(
    'script database connection',
    () => database.close(),
    () => undefined,
  );

  const adminClient = new ApiClient(haproxy.origin, record);
  if (!(await adminClient.login('admin', ADMIN_PASSWORD))) throw new Error('admin could not sign in through HAProxy');
  const root = await must(
    'creating the root entity',
    adminClient.call<SavedRecord>('setup', 'POST', '/records/entity', { input: entityInput(null, 'Cluster'), continueOnDuplicate: true }),
  );
  await publish(adminClient, root.id, root.version);
  return { folder, postgres, databaseUrl, servers, haproxy, database, rootId: root.id, admin: adminClient };
}

/** A valid entity under `parentId` (version 1 of a published parent), or a root for null. */
export function entityInput(parentId: number | null, name: string, extra: Partial<EntityInput> = {}): EntityInput {
  const code = name
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(-20);
  return {
    ...emptyEntity(),
    code,
    abbreviation: code.slice(0, 10),
    name,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId,
    parentVersion: parentId === null ? null : 1,
    ...extra,
  };
}

export async function publish(client: ApiClient, id: number, version: number): Promise<void> {
  const view = await must('reading a record', client.call<{ rowVersion: number }>('setup', 'GET', `/records/entity/${id}/${version}`));
  await must(
    'publishing a record',
    client.call('setup', 'POST', `/records/entity/${id}/${version}/actions/publish`, { rowVersion: view.rowVersion, continueOnDuplicate: true }),
  );
}

/** A staff user (create/edit, submit, approve on entities under the root), signed in through `origin`. */
export async function staffUser(cluster: Cluster, username: string, origin: string, record?: (s: Sample) => void): Promise<ApiClient> {
  await createTestUser(cluster.database.db, { username, password: USER_PASSWORD, organizationId: cluster.rootId, permissions: STAFF_PERMISSIONS });
  const client = new ApiClient(origin, record);
  if (!(await client.login(username, USER_PASSWORD))) throw new Error(`${username} could not sign in`);
  return client;
}
