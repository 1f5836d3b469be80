/**
 * Databases migrated and seeded once per test run, then copied for each test file: migrating and
 * seeding (the demo catalogue, the administrator's password hash, VACUUM) took ~2.5 s of every test
 * database, and the server suite makes about a hundred. Jest's globalSetup builds them in a child
 * process (buildPreparedTemplates.ts) before the workers start; createTestDatabase copies the one
 * whose seed settings match its configuration (PGlite: loadDataDir of a dump; PostgreSQL:
 * CREATE DATABASE … TEMPLATE) and still runs prepareDatabase on the copy, which then finds nothing
 * to do. A configuration seeded otherwise (another ADMIN_PASSWORD), or a database made with
 * `prepare: false`, starts from the empty template as before. The templates live for one run only,
 * so they can never be older than the migrations and seed of the tree under test.
 *
 * Relative imports only, no app code: Jest's globalSetup and globalTeardown load this file without
 * the '@/' mapping.
 */
import fs from 'node:fs';

export const PREPARED_TEMPLATES_ENV = 'CESA_PREPARED_TEMPLATES';

/** The administrator's password of every test database (testConfig's ADMIN_PASSWORD). */
export const TEST_ADMIN_PASSWORD = 'Admin#Test2026';

/** The two seeds the suite uses: with the demo catalogue (the default) and without it. */
export type SeedVariant = 'demo' | 'plain';
export const SEED_VARIANTS: readonly SeedVariant[] = ['demo', 'plain'];

export interface PreparedTemplates {
  /** The run's folder of PGlite dumps, removed by globalTeardown. */
  folder: string;
  /** The dump of each seed variant (embedded database); absent on a PostgreSQL run. */
  pglite: Partial<Record<SeedVariant, string>>;
  /** The template database of each seed variant, on TEST_DATABASE_URL's server. */
  postgres: Partial<Record<SeedVariant, string>>;
}

/** Template database names carry the Jest process's pid, so a later run can drop those a killed run left. */
export const POSTGRES_TEMPLATE_PREFIX = 'cesa_tpl_';

export function postgresTemplateName(pid: number, variant: SeedVariant): string {
  return `${POSTGRES_TEMPLATE_PREFIX}${pid}_${variant}`;
}

/** The pid in a template database's name, or null when the name is not one of ours. */
export function pidOfPostgresTemplate(name: string): number | null {
  const match = new RegExp(`^${POSTGRES_TEMPLATE_PREFIX}(\\d+)_(${SEED_VARIANTS.join('|')})$`).exec(name);
  return match?.[1] ? Number(match[1]) : null;
}

/** The variant a configuration seeds as, or null when no template was prepared with its settings. */
export function seedVariantOf(config: { adminPassword: string | null; seedDemo: boolean }): SeedVariant | null {
  if (config.adminPassword !== TEST_ADMIN_PASSWORD) return null;
  return config.seedDemo ? 'demo' : 'plain';
}

export function readPreparedTemplates(): PreparedTemplates | null {
  const value = process.env[PREPARED_TEMPLATES_ENV];
  return value ? (JSON.parse(value) as PreparedTemplates) : null;
}

/** The prepared PGlite dump file for a configuration, or undefined. */
export function preparedPgliteTemplate(config: { adminPassword: string | null; seedDemo: boolean }): string | undefined {
  const variant = seedVariantOf(config);
  const file = variant ? readPreparedTemplates()?.pglite[variant] : undefined;
  return file && fs.existsSync(file) ? file : undefined;
}

/** The prepared PostgreSQL template database for a configuration, or undefined. */
export function preparedPostgresTemplate(config: { adminPassword: string | null; seedDemo: boolean }): string | undefined {
  const variant = seedVariantOf(config);
  return variant ? readPreparedTemplates()?.postgres[variant] : undefined;
}
