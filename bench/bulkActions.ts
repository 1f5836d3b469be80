/**
 * The bulk action's figure (issue 30 §1): BENCH_BULK_RECORDS drafts (1,000 by default) made at once in
 * SQL (seedEntities.ts seedDraftPool) on a fresh database with the demo tree, then one bulk
 * submitForApproval of all of them over HTTP — a job, each record through the engine's own action
 * in its own transaction — timed from the request to the job's end (its status read every 100 ms).
 * Prints the seconds and records per second. `npm run bench` runs it after each database's scenarios
 * (run.ts); `npx tsx bench/bulkActions.ts [embedded|postgres|both]` runs it alone.
 */
import type { BulkJobDetail } from '../src/shared/bulk';
import type { Envelope } from '../src/shared/api';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { buildApp } from '../src/server/app';
import { buildConfig, IN_MEMORY_DATA_DIR } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { createBenchDatabase } from './postgresDatabase';
import { draftPoolParentId, seedDraftPool } from './seedEntities';

const RECORDS = Number(process.env.BENCH_BULK_RECORDS ?? 1000);
const PASSWORD = 'Bench#2026-admin';

/** One bulk submit of RECORDS drafts on the database `env` names; answers the line to print. */
export async function bulkBench(label: string, env: Record<string, string>): Promise<string> {
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true', TOKEN_TTL_MINUTES: '240', VACUUM_INTERVAL_MINUTES: '0', ...env });
  const handle = await createDatabase(config);
  try {
    const { db } = handle;
    await prepareDatabase(db, config);
    const ids = await seedDraftPool(db, await draftPoolParentId(db), RECORDS);
    const app = await buildApp({ config, db, listen: handle.listen });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const call = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<Envelope<T>> => {
        const response = await fetch(`${address}${API_BASE}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await response.json()) as Envelope<T>;
      };
      const key = await call<{ publicKey: string }>('GET', ACCOUNT_PATHS.loginSettings, null);
      const login = await call<{ token: string }>('POST', ACCOUNT_PATHS.login, null, { username: ADMIN_USERNAME, password: encryptPassword(PASSWORD, key.data.publicKey) });
      const token = login.data.token;
      const items = ids.map((id) => ({ kind: 'entity', id, version: 1 }));
      const started = performance.now();
      const answer = await call<BulkJobDetail>('POST', '/bulk/actions', token, { action: 'submitForApproval', targets: { items } });
      if (answer.code !== 0) return `[${label}] bulk submitForApproval of ${RECORDS} drafts answered code ${answer.code}; skipped`;
      let job = answer.data;
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await call<BulkJobDetail>('GET', `/bulk/jobs/${job.jobId}`, token)).data;
      }
      const seconds = (performance.now() - started) / 1000;
      return (
        `[${label}] bulk submitForApproval of ${RECORDS} drafts (a job, one transaction per record): ${seconds.toFixed(2)} s = ${(RECORDS / seconds).toFixed(0)} records/s` +
        ` (${job.state}: ${job.done} done, ${job.refused} refused)`
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'embedded';
  if (which === 'embedded' || which === 'both') console.log(await bulkBench('embedded', { DATA_DIR: IN_MEMORY_DATA_DIR }));
  if (which === 'postgres' || which === 'both') {
    const database = await createBenchDatabase('cesa_bench_bulk');
    if (!database) {
      console.log('[postgres] no PostgreSQL answering; skipped');
      return;
    }
    try {
      console.log(await bulkBench('postgres', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
