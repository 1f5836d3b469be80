/**
 * `npx tsx bench/rateLimitStore.ts`: what a rate-limited request pays for counting in the database
 * (rateLimit/databaseStore.ts): ROUNDS (1,000) hits of hitRateLimit, one after the other, spread over
 * 100 client keys like logins from 100 addresses, then the same number at 8 in flight. On the embedded
 * database (in memory) and on PostgreSQL when one answers at BENCH_DATABASE_URL. Figures only.
 * BENCH_RATE_LIMIT_LOGGED=true makes the PostgreSQL table a logged one (what UNLOGGED saves).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { IN_MEMORY_DATA_DIR } from '../src/server/config';
import { createDatabase, type DatabaseHandle } from '../src/server/db/createDatabase';
import { migrateToLatest } from '../src/server/db/migrate';
import { hitRateLimit } from '../src/server/rateLimit/databaseStore';
import { createBenchDatabase } from './postgresDatabase';

const ROUNDS = Number(process.env.BENCH_RATE_LIMIT_HITS ?? 1_000);
const KEYS = 100;
const IN_FLIGHT = 8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateToLatest(handle.db);
  if (label === 'PostgreSQL' && process.env.BENCH_RATE_LIMIT_LOGGED === 'true') {
    await sql`ALTER TABLE rate_limit SET LOGGED`.execute(handle.db);
    label = 'PG logged';
  }
  const hit = async (i: number, times: number[]) => {
    const started = performance.now();
    await hitRateLimit(handle.db, `POST/api/account/login-198.51.100.${i % KEYS}`, 60_000, 30, new Date());
    times.push(performance.now() - started);
  };
  for (let i = 0; i < 100; i += 1) await hit(i, []); // warm-up
  for (const inFlight of [1, IN_FLIGHT]) {
    const times: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < ROUNDS) await hit(next++, times);
      }),
    );
    const elapsed = performance.now() - started;
    times.sort((x, y) => x - y);
    console.log(
      `${label.padEnd(10)} ${String(inFlight).padStart(2)} in flight: p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, ${Math.round((ROUNDS * 1000) / elapsed)} hits/s`,
    );
  }
}

async function main(): Promise<void> {
  const embedded = await createDatabase({ databaseUrl: null, dataDir: IN_MEMORY_DATA_DIR });
  try {
    await measure(embedded, 'embedded');
  } finally {
    await embedded.close();
  }
  const postgres = await createBenchDatabase('cesa_bench_rate');
  if (!postgres) return console.log('PostgreSQL: none answers at BENCH_DATABASE_URL, skipped');
  const handle = await createDatabase({ databaseUrl: postgres.url, dataDir: IN_MEMORY_DATA_DIR });
  try {
    await measure(handle, 'PostgreSQL');
  } finally {
    await handle.close();
    await postgres.drop();
  }
}

void main();
