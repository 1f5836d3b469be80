/**
 * A throw-away database for one test file: embedded in memory (from the template of
 * pgliteTemplate.ts), or — when TEST_DATABASE_URL is set — a fresh uniquely named database on that
 * PostgreSQL server, dropped on close. CI runs the server suite both ways.
 */
import { resourceForSuite } from './suiteResource';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildConfig, IN_MEMORY_DATA_DIR, type Config, type Env } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { prepareDatabase, type PreparedDatabase } from '../db/prepareDatabase';
import { emptyTemplateOptions, pgliteOptionsFrom } from './pgliteTemplate';
import { preparedPgliteTemplate, preparedPostgresTemplate, TEST_ADMIN_PASSWORD } from './preparedTemplates';

export { TEST_ADMIN_PASSWORD };

export interface TestDatabase extends DatabaseHandle {
  config: Config;
  /** What migrations and seed did (null when created with prepare: false). */
  prepared: PreparedDatabase | null;
}

export function usesPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

/** The configuration tests start from: quiet, in memory, a known admin password, no SPA build. */
export function testConfig(env: Env = {}): Config {
  return buildConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    WEB_DIST: path.join(os.tmpdir(), 'cesa-no-web-dist'),
    // Tests never call the public map services; the geo tests point GEO_* at a fake and turn this off.
    GEO_OFFLINE: 'true',
    // No scheduled broken-link check: the link-check tests start their runs themselves.
    LINK_CHECK_INTERVAL_HOURS: '0',
    ...env,
  });
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, uniquely named database on TEST_DATABASE_URL's server (a copy of `template` when given), and how to drop it. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cesa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

/**
 * A database for one test: a copy of the run's migrated and seeded template when one matches the
 * configuration (preparedTemplates.ts), else the empty template, migrated and seeded here. Either way
 * prepareDatabase runs, as at a server's start (on a prepared copy it finds nothing to do).
 */
export async function createTestDatabase(env: Env = {}, options: { prepare?: boolean } = {}): Promise<TestDatabase> {
  const prepare = options.prepare !== false;
  let config = testConfig(env);
  let drop: () => Promise<void> = async () => undefined;
  if (usesPostgres() && !env.DATA_DIR) {
    const created = await createPostgresDatabase(prepare ? preparedPostgresTemplate(config) : undefined);
    config = { ...config, databaseUrl: created.url };
    drop = created.drop;
  }
  const preparedFile = prepare ? preparedPgliteTemplate(config) : undefined;
  const handle = await createDatabase(config, preparedFile ? pgliteOptionsFrom(preparedFile) : emptyTemplateOptions());
  try {
    const prepared = prepare ? await prepareDatabase(handle.db, config) : null;
    return {
      ...handle,
      config,
      prepared,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
}

/** A database for the tests of this file or `describe` block, made in beforeAll and closed in afterAll. */
export function testDatabaseForSuite(env: Env = {}, options: { prepare?: boolean } = {}): TestDatabase {
  return resourceForSuite(
    () => createTestDatabase(env, options),
    (database) => database.close(),
  );
}
