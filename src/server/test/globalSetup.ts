/**
 * Jest globalSetup of the server project: prepares the empty embedded-database template (see
 * pgliteTemplate.ts), then the run's migrated and seeded templates (see preparedTemplates.ts), built
 * in a child process under tsx. Workers inherit the variables it sets. Relative imports only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEMPLATE_ENV, ensurePgliteTemplate } from './pgliteTemplate';
import { PREPARED_TEMPLATES_ENV, POSTGRES_TEMPLATE_PREFIX, pidOfPostgresTemplate } from './preparedTemplates';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Template databases of runs that were killed before their teardown (their Jest process is gone). */
async function dropAbandonedPostgresTemplates(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${POSTGRES_TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) {
      const pid = pidOfPostgresTemplate(datname);
      if (pid !== null && !isRunning(pid)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function buildPreparedTemplates(folder: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/buildPreparedTemplates.ts', folder], {
      cwd: PROJECT_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output.trim().split('\n').at(-1) ?? '') : reject(new Error(`building the test templates failed (exit ${code})`))));
  });
}

export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_ENV] = await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await dropAbandonedPostgresTemplates(process.env.TEST_DATABASE_URL);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-prepared-'));
  process.env[PREPARED_TEMPLATES_ENV] = await buildPreparedTemplates(folder);
}
