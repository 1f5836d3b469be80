/**
 * `npm run bench`: the scenarios of ./scenarios.ts at BENCH_ENTITIES entities (100,000), on the
 * embedded database and on PostgreSQL when one answers at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). For each: HTTP p50/p95 at 1 connection and at
 * BENCH_CONNECTIONS (8), the same work in-process ("SQL", no HTTP), and HTTP p50 @1 / SQL p50.
 * Figures only; nothing asserts on them.
 *
 * Reads run under autocannon for BENCH_SECONDS per connection level (a read too slow to give 5
 * samples in that time runs for 5 requests, or 8 at 8 connections, instead). Writes run as a loop of
 * requests, each with its own body and target (one in flight at 1 connection, a pool at 8), for
 * BENCH_SECONDS or BENCH_WRITES requests, at least 5: a write changes what the next one finds, so
 * every request needs a fresh draft and the loop checks each answer's envelope (a -103 or a
 * duplicate warning would otherwise pass as a fast 200); autocannon's per-request hooks cannot stop
 * when the drafts run out. The loop's client (fetch) is the same at 1 and at 8 connections.
 * BENCH_ONLY=get,create runs only those scenario ids (scenarios.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { TokenClaims } from '../src/shared/api';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { ObjectKind } from '../src/shared/enums';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { RecordState } from '../src/shared/recordStates';
import { buildApp } from '../src/server/app';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { autocannonLoad, callOnce, httpLoop, inProcessLoop, type Limits, type Timing } from './measure';
import { buildScenarios, type Scenario } from './scenarios';
import { seedBenchEntities, seedDraftPool } from './seedEntities';

const COUNT = Number(process.env.BENCH_ENTITIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? null;
const PASSWORD = 'Bench#2026-admin';

/** The fewest requests a figure rests on, however slow they are. */
const MIN_SAMPLES = 5;
const httpWriteLimits: Limits = { seconds: SECONDS, minCount: MIN_SAMPLES, maxCount: WRITES };
const inProcessLimits: Limits = { seconds: SECONDS, minCount: MIN_SAMPLES, maxCount: 30 };
/** Drafts each of save and publish may use: both HTTP levels and the in-process loop at most. */
const POOL_PER_WRITE = 2 * WRITES + inProcessLimits.maxCount;

async function signIn(address: string): Promise<string> {
  const key = (await (await fetch(`${address}${API_BASE}${ACCOUNT_PATHS.loginSettings}`)).json()) as { data: { publicKey: string } };
  const response = await fetch(`${address}${API_BASE}${ACCOUNT_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: encryptPassword(PASSWORD, key.data.publicKey) }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The token's claims, unchecked (it is our own, just issued): the in-process session read needs them. */
function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(value < 10 ? 2 : 1)).padStart(7);

function row(label: string, one: Timing, many: Timing, direct: Timing): string {
  const errors = one.errors + many.errors + direct.errors;
  return `${label.padEnd(34)} ${ms(one.p50)} ${ms(one.p95)} │ ${ms(many.p50)} ${ms(many.p95)} ${many.rps.toFixed(0).padStart(6)} │ ${ms(direct.p50)} │ ${(one.p50 / direct.p50).toFixed(2).padStart(5)}× ${errors ? ` ${errors} errors` : ''}`;
}

async function measure(scenario: Scenario, address: string, token: string): Promise<string> {
  if (scenario.type === 'read') {
    // One call first: it warms the route and shows a business error that autocannon would count as a 200.
    const started = performance.now();
    const code = await callOnce(address, token, scenario.http);
    if (code !== 0) return `${scenario.label.padEnd(34)} answered code ${code}; skipped`;
    // A read too slow for MIN_SAMPLES in the time is run for a number of requests instead.
    const slow = (performance.now() - started) * MIN_SAMPLES > SECONDS * 1000;
    const one = await autocannonLoad(address, token, scenario.http, 1, slow ? { amount: MIN_SAMPLES } : { seconds: SECONDS });
    const many = await autocannonLoad(address, token, scenario.http, CONNECTIONS, slow ? { amount: Math.max(MIN_SAMPLES, CONNECTIONS) } : { seconds: SECONDS });
    const direct = await inProcessLoop(inProcessLimits, async () => {
      await scenario.inProcess();
      return true;
    });
    return row(scenario.label, one, many, direct);
  }
  const one = await httpLoop(address, token, scenario.nextHttp, 1, httpWriteLimits);
  const many = await httpLoop(address, token, scenario.nextHttp, CONNECTIONS, httpWriteLimits);
  const direct = await inProcessLoop(inProcessLimits, scenario.inProcess);
  return row(scenario.label, one, many, direct);
}

async function runOn(label: string, env: Record<string, string>) {
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: 'true',
    TOKEN_TTL_MINUTES: '240',
    WEB_DIST: path.join(os.tmpdir(), 'cesa-bench-no-web'),
    ...env,
  });
  const handle = await createDatabase(config);
  try {
    const { db } = handle;
    await prepareDatabase(db, config);
    let start = performance.now();
    const rows = await seedBenchEntities(db, COUNT);
    const parent = await db
      .selectFrom('record_version')
      .select('id')
      .where('kind', '=', ObjectKind.Entity)
      .where('code', '=', 'SRFPAP')
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const toSave = await seedDraftPool(db, parent.id, POOL_PER_WRITE);
    const toPublish = await seedDraftPool(db, parent.id, POOL_PER_WRITE);
    const seeded = performance.now() - start;
    // What users get: PGlite runs no autovacuum, and a fresh bulk load has no statistics or
    // visibility map on PostgreSQL either. Inline on purpose (not a helper of src/server/db) so
    // the benchmark measures the same thing whatever the server does after its own seed.
    start = performance.now();
    await sql`VACUUM (ANALYZE)`.execute(db);
    console.log(
      `\n[${label}] seeded ${COUNT} entities (${rows} versions) + ${2 * POOL_PER_WRITE} drafts for the writes in ${(seeded / 1000).toFixed(1)} s; VACUUM (ANALYZE) ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    const sample = await db
      .selectFrom('record_version')
      .select(['id', 'version'])
      .where('kind', '=', ObjectKind.Entity)
      .where('created_by', '=', 'bench')
      .where('state', '=', RecordState.Published)
      .orderBy('id')
      .offset(Math.floor(COUNT / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    const admin = await findUserByUsername(db, ADMIN_USERNAME);
    if (!admin) throw new Error('no admin');
    const caller = { username: admin.username, isGuest: false, profiles: await findUserProfiles(db, admin.id) };

    const app = await buildApp({ config, db });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signIn(address);
      const scenarios = buildScenarios({ db, caller, claims: claimsOf(token), sample, parentId: parent.id, toSave, toPublish }).filter((s) => !ONLY || ONLY.includes(s.id));
      console.log(`[${label}] ${''.padEnd(34)} ${'HTTP @1'.padEnd(15)} │ ${`HTTP @${CONNECTIONS}`.padEnd(22)} │ ${'SQL'.padEnd(7)} │ ratio`);
      console.log(
        `[${label}] ${'scenario'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} │ ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'req/s'.padStart(6)} │ ${'p50'.padStart(7)} │ @1/SQL`,
      );
      for (const scenario of scenarios) console.log(`[${label}] ${await measure(scenario, address, token)}`);
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
  console.log(
    `Benchmark: ${COUNT} entities. Reads: autocannon, ${SECONDS} s at 1 connection and ${SECONDS} s at ${CONNECTIONS}. ` +
      `Writes: ${SECONDS} s or ${WRITES} requests (at least 5) per level, each on its own draft. ` +
      `SQL: the same work in-process, no HTTP (${inProcessLimits.maxCount} runs or ${SECONDS} s). Times in ms.`,
  );
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
