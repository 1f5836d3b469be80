/**
 * `npm run bench`: the entity list endpoint at 100,000 entities, on the embedded database and on
 * PostgreSQL when one answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Prints p50/p95 latency and requests per second measured with autocannon against the running server,
 * next to the time of the same search run directly (no HTTP). Figures only; nothing asserts on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { entityKind } from '../src/server/records/entityKind';
import type { ServerKindDefinition } from '../src/server/records/kindDefinition';
import { searchRecords } from '../src/server/records/recordSearch';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { RecordState } from '../src/shared/recordStates';
import { seedBenchEntities } from './seedEntities';

const COUNT = Number(process.env.BENCH_ENTITIES ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PASSWORD = 'Bench#2026-admin';

const SEARCHES: { label: string; body: Record<string, unknown> }[] = [
  { label: 'name fragment ("saude horta")', body: { name: 'saude de horta', recordStateTypeIds: [RecordState.Published], sortBy: 'Code' } },
  { label: 'type + state', body: { organizationTypeIds: [3], recordStateTypeIds: [RecordState.Draft], sortBy: 'Name' } },
  { label: 'deep page (page 2000)', body: { recordStateTypeIds: [RecordState.Published], sortBy: 'Code', pageNumber: 2000 } },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function load(url: string, token: string, body: Record<string, unknown>) {
  const times: number[] = [];
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    setupClient: (client) => client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms)),
  });
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function direct(db: Parameters<typeof searchRecords>[0]['db'], body: Record<string, unknown>) {
  const ctx = { db, caller: { username: 'admin', isGuest: false, profiles: [{ organizationId: null, permissions: [] }] }, now: new Date(), language: 'pt' as const };
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await searchRecords(ctx, entityKind as unknown as ServerKindDefinition, body);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function runOn(label: string, env: Record<string, string>) {
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true', WEB_DIST: path.join(os.tmpdir(), 'cesa-bench-no-web'), ...env });
  const handle = await createDatabase(config);
  try {
    await prepareDatabase(handle.db, config);
    let start = performance.now();
    const rows = await seedBenchEntities(handle.db, COUNT);
    console.log(`\n[${label}] seeded ${COUNT} entities (${rows} versions) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const app = await buildApp({ config, db: handle.db });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const key = (await (await fetch(`${address}/api/account/loginsettings`)).json()) as { data: { publicKey: string } };
      const login = (await (
        await fetch(`${address}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: encryptPassword(PASSWORD, key.data.publicKey) }) })
      ).json()) as { data: { token: string } };
      console.log(`[${label}] ${'search'.padEnd(32)} ${'HTTP p50'.padStart(9)} ${'HTTP p95'.padStart(9)} ${'req/s'.padStart(8)} ${'SQL p50'.padStart(8)} ${'SQL p95'.padStart(8)}  errors`);
      for (const search of SEARCHES) {
        start = performance.now();
        const http = await load(`${address}/api/records/entity/search`, login.data.token, search.body);
        const sqlTime = await direct(handle.db, search.body);
        console.log(
          `[${label}] ${search.label.padEnd(32)} ${`${http.p50.toFixed(1)} ms`.padStart(9)} ${`${http.p95.toFixed(1)} ms`.padStart(9)} ${http.rps.toFixed(0).padStart(8)} ${`${sqlTime.p50.toFixed(1)} ms`.padStart(8)} ${`${sqlTime.p95.toFixed(1)} ms`.padStart(8)}  ${http.errors}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `cesa_bench_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  console.log(`Entity list benchmark: ${COUNT} entities, autocannon ${CONNECTIONS} connections × ${DURATION_S} s per search; SQL = the same search run in-process 30 times.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-bench-'));
  try {
    await runOn('embedded', { DATA_DIR: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const pgTarget = await postgresUrl();
  if (!pgTarget) {
    console.log('\n[postgres] no PostgreSQL answering; skipped');
    return;
  }
  try {
    await runOn('postgres', { DATABASE_URL: pgTarget.url });
  } finally {
    await pgTarget.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
