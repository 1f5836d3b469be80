/** Jest globalTeardown of the server project: removes the run's prepared templates (see preparedTemplates.ts). */
import fs from 'node:fs';
import pg from 'pg';
import { readPreparedTemplates } from './preparedTemplates';

export default async function globalTeardown(): Promise<void> {
  const templates = readPreparedTemplates();
  if (!templates) return;
  fs.rmSync(templates.folder, { recursive: true, force: true });
  const names = Object.values(templates.postgres);
  if (names.length === 0 || !process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
