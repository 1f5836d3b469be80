/**
 * `npx tsx bench/exportReports.ts [embedded|postgres|both]`: the report exports (issue 11 §3) over a
 * tree of BENCH_REPORT_ENTITIES entities in force (10,000 by default; every one with an address and
 * contacts): the organic tree and the entities' contacts, each as xlsx and CSV, through the HTTP route
 * (`app.inject`, session and all) and in-process split into its parts (the report's rows, then the
 * file). One warm-up, then BENCH_REPORT_RUNS runs (3); prints the median and the slowest in ms. The
 * target is under 5 s per export. PostgreSQL: a fresh database on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { ObjectKind } from '../src/shared/enums';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { regionDay } from '../src/shared/regionTime';
import { REPORT_PATHS, type ReportExportFormat, type ReportName } from '../src/shared/reports';
import { buildApp } from '../src/server/app';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import type { Database } from '../src/server/db/schema';
import { reportFile } from '../src/server/reports/reportFiles';
import { REPORT_BUILDERS } from '../src/server/reports/reportRows';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { seedBenchEntities } from './seedEntities';
import { createBenchDatabase } from './postgresDatabase';

const IN_FORCE = Number(process.env.BENCH_REPORT_ENTITIES ?? 10_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
const PASSWORD = 'Bench#2026-admin';
const REPORTS: ReportName[] = ['organicTree', 'entityContacts'];
const FORMATS: ReportExportFormat[] = ['xlsx', 'csv'];

/** seedBenchEntities leaves 5 in 6 entities in force (a third get a second version, half of those a draft): seed enough for IN_FORCE. */
const seededCount = () => Math.ceil((IN_FORCE * 6) / 5);

/** Addresses and contacts on the seeded entities, so that the contacts export writes full rows. */
async function addContacts(db: Kysely<Database>): Promise<void> {
  await sql`UPDATE record_version SET data = data || jsonb_build_object(
      'address', jsonb_build_object('street', 'Rua ' || name, 'zipCode', '95' || lpad((id % 100)::text, 2, '0') || '-' || lpad((id % 1000)::text, 3, '0'), 'locality', 'Ponta Delgada', 'parishId', NULL),
      'contacts', jsonb_build_array(
        jsonb_build_object('scope', 'public', 'type', 'phone', 'value', '+351 296 ' || lpad((id % 1000000)::text, 6, '0')),
        jsonb_build_object('scope', 'public', 'type', 'email', 'value', 'geral' || id || '@azores.example'),
        jsonb_build_object('scope', 'public', 'type', 'website', 'value', 'https://entidade' || id || '.azores.example')))
    WHERE kind = ${ObjectKind.Entity} AND created_by = 'bench'`.execute(db);
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const shown = (times: number[]) => `${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0).padStart(6)} ${(times[times.length - 1] ?? 0).toFixed(0).padStart(6)}`;

async function runOn(label: string, env: Record<string, string>): Promise<void> {
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, VACUUM_INTERVAL_MINUTES: '0', ...env });
  const handle = await createDatabase(config);
  const { db } = handle;
  try {
    await prepareDatabase(db, config);
    const started = performance.now();
    await seedBenchEntities(db, seededCount());
    await addContacts(db);
    await sql`VACUUM (ANALYZE)`.execute(db);
    console.log(`[${label}] seeded ${seededCount()} entities in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config, db });
    try {
      const key = (await app.inject({ method: 'GET', url: `${API_BASE}${ACCOUNT_PATHS.loginSettings}` })).json<{ data: { publicKey: string } }>();
      const login = await app.inject({
        method: 'POST',
        url: `${API_BASE}${ACCOUNT_PATHS.login}`,
        payload: { username: ADMIN_USERNAME, password: encryptPassword(PASSWORD, key.data.publicKey) },
      });
      const token = login.json<{ data: { token: string } }>().data.token;
      const admin = await findUserByUsername(db, ADMIN_USERNAME);
      if (!admin) throw new Error('no admin');
      const profiles = await findUserProfiles(db, admin.id);
      const day = regionDay(new Date());
      const query = { db, day, organizationId: null, profiles };

      console.log(
        `[${label}] ${'export'.padEnd(26)} ${'rows'.padStart(6)} ${'bytes'.padStart(9)} │ HTTP p50    max │  rows p50 │  file p50  (ms, ${RUNS} runs after a warm-up)`,
      );
      for (const report of REPORTS) {
        const rows = (await REPORT_BUILDERS[report](query, 'pt')).rows;
        const rowTimes = await timed(() => REPORT_BUILDERS[report](query, 'pt'));
        for (const format of FORMATS) {
          let bytes = 0;
          const httpTimes = await timed(async () => {
            const answer = await app.inject({
              method: 'POST',
              url: `${API_BASE}${REPORT_PATHS.export(report)}`,
              headers: { authorization: `Bearer ${token}` },
              payload: { filters: { organizationId: null, date: day }, format },
            });
            if (answer.statusCode !== 200 || !String(answer.headers['content-disposition']).startsWith('attachment'))
              throw new Error(`${report} ${format}: ${answer.body.slice(0, 200)}`);
            bytes = answer.rawPayload.length;
          });
          const fileTimes = await timed(() => reportFile(format, { report, language: 'pt', day, entityLabel: null, rows }));
          console.log(
            `[${label}] ${`${report} ${format}`.padEnd(26)} ${String(rows.length).padStart(6)} ${String(bytes).padStart(9)} │ ${shown(httpTimes)} │ ${shown(rowTimes).slice(0, 6)}    │ ${shown(fileTimes).slice(0, 6)}`,
          );
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const which = process.argv[2] ?? 'both';
  console.log(`Report exports: ${IN_FORCE} entities in force, ${REPORTS.join(' and ')}, as ${FORMATS.join(' and ')}; target < 5000 ms per export.`);
  if (which === 'embedded' || which === 'both') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-bench-reports-'));
    try {
      await runOn('embedded', { DATA_DIR: dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which === 'postgres' || which === 'both') {
    const target = await createBenchDatabase('cesa_bench_reports');
    if (!target) {
      console.log('[postgres] no PostgreSQL answering; skipped');
      return;
    }
    try {
      await runOn('postgres', { DATABASE_URL: target.url });
    } finally {
      await target.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
