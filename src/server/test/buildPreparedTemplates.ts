/**
 * Child process of Jest's globalSetup (see preparedTemplates.ts): migrates and seeds one database per
 * seed variant and prints what it made as one JSON line. Embedded run: PGlite dumps into the folder
 * given as argument. PostgreSQL run (TEST_DATABASE_URL): template databases on that server, named
 * after the Jest process (the parent), closed before this process exits so they can be copied.
 * Runs under tsx, so it may import the app (globalSetup cannot: it has no '@/' mapping).
 */
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '../config';
import { createDatabase, kyselyOverPglite } from '../db/createDatabase';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepareDatabase';
import { dumpPglite, emptyTemplateOptions } from './pgliteTemplate';
import { postgresTemplateName, SEED_VARIANTS, TEST_ADMIN_PASSWORD, type PreparedTemplates, type SeedVariant } from './preparedTemplates';
import { withAdminClient } from './testDatabase';

const seedConfig = (variant: SeedVariant) => ({ adminPassword: TEST_ADMIN_PASSWORD, seedDemo: variant === 'demo' });

async function buildPglite(folder: string, variant: SeedVariant): Promise<string> {
  const pglite = await openPglite(IN_MEMORY_DATA_DIR, emptyTemplateOptions());
  const db = kyselyOverPglite(pglite);
  try {
    await prepareDatabase(db, seedConfig(variant));
    const file = path.join(folder, `prepared-${variant}.tar`);
    await dumpPglite(pglite, file);
    return file;
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

async function buildPostgres(variant: SeedVariant): Promise<string> {
  const name = postgresTemplateName(process.ppid, variant);
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: IN_MEMORY_DATA_DIR });
  try {
    await prepareDatabase(handle.db, seedConfig(variant));
  } finally {
    await handle.close();
  }
  return name;
}

async function main(folder: string): Promise<void> {
  const templates: PreparedTemplates = { folder, pglite: {}, postgres: {} };
  for (const variant of SEED_VARIANTS) {
    if (process.env.TEST_DATABASE_URL) templates.postgres[variant] = await buildPostgres(variant);
    else templates.pglite[variant] = await buildPglite(folder, variant);
  }
  process.stdout.write(`${JSON.stringify(templates)}\n`);
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
