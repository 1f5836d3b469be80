/**
 * A throw-away PostgreSQL database for one benchmark run, created beside the one at BENCH_DATABASE_URL
 * (default: the machine's local server) and dropped afterwards; null when no server answers.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(prefix: string): Promise<BenchDatabase | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
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
