/**
 * `npx tsx bench/exportReports.ts [embedded|postgres|both]`: the reports (issue 11 §3, issue 32) over a
 * tree of BENCH_REPORT_ENTITIES entities in force (10,000 by default; every one with an address and
 * contacts) and BENCH_REPORT_SERVICES services (as many). First, "report page": 20 rows, no filter, as
 * the administrator, of each of the seven reports through the HTTP route (`app.inject`, session and
 * all), twice: page 1 just after a change of the catalogue (the whole result is built: the first page
 * anyone opens after a change) and page 2 after page 1 (read from the snapshot: every later page). Then the exports — the organic tree and the entities' contacts, each as xlsx and
 * CSV — through the route and in-process split into its parts (the report's rows, then the file), with
 * the memory one export takes (peak RSS and heap over the figure before it, sampled every 5 ms).
 * One warm-up, then BENCH_REPORT_RUNS runs (3); prints the median and the slowest in ms. Targets: a
 * first page ≤ 50 ms, an export under 5 s. PostgreSQL: a fresh database on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. `npm run bench` runs it
 * at its own scale (run.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { ObjectKind } from '../src/shared/enums';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { regionDay } from '../src/shared/regionTime';
import { REPORT_LIMITS, REPORT_NAMES, REPORT_PATHS, type ReportExportFormat, type ReportName } from '../src/shared/reports';
import { buildApp } from '../src/server/app';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import type { Database } from '../src/server/db/schema';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { seedBenchEntities } from './seedEntities';
import { createBenchDatabase } from './postgresDatabase';

const IN_FORCE = Number(process.env.BENCH_REPORT_ENTITIES ?? 10_000);
const SERVICES = Number(process.env.BENCH_REPORT_SERVICES ?? IN_FORCE);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
const PASSWORD = 'Bench#2026-admin';
const REPORTS: ReportName[] = ['organicTree', 'entityContacts'];
/** The reports read from the day's organic tree (the eighth, brokenLinks, reads the link checks). */
const TREE_REPORTS: ReportName[] = REPORT_NAMES.filter((name) => name !== 'brokenLinks');
const FIRST_PAGE_SIZE = 20;
const MIB = 1024 * 1024;
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

async function timed(work: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number[]> {
  await before?.();
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The memory `work` takes, in MiB, sampled every 5 ms while it runs (its awaits let the timer in): the peak RSS
 * over the figure before, and the peak of the JavaScript heap plus Buffers (external) over theirs. Run with
 * --expose-gc for a collected start.
 */
async function memoryOf(work: () => Promise<unknown>): Promise<{ rss: number; heap: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  const used = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  let rss = before.rss;
  let heap = used(before);
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, used(now));
  };
  const timer = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { rss: (rss - before.rss) / MIB, heap: (heap - used(before)) / MIB };
}

const shown = (times: number[]) => `${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0).padStart(6)} ${(times[times.length - 1] ?? 0).toFixed(0).padStart(6)}`;

async function runOn(label: string, env: Record<string, string>): Promise<void> {
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, VACUUM_INTERVAL_MINUTES: '0', ...env });
  const handle = await createDatabase(config);
  const { db } = handle;
  try {
    await prepareDatabase(db, config);
    const started = performance.now();
    await seedBenchEntities(db, seededCount(), SERVICES);
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
      const day = regionDay(new Date());

      const page = async (report: ReportName, pageNumber: number) => {
        const answer = await app.inject({
          method: 'POST',
          url: `${API_BASE}${REPORT_PATHS.run(report)}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { filters: { organizationId: null, date: day }, pageNumber, pageSize: FIRST_PAGE_SIZE },
        });
        const body = answer.json<{ code: number; data: { total: number } }>();
        if (body.code !== 0) throw new Error(`${report}: code ${body.code}`);
        return body.data.total;
      };
      // A change of the catalogue, as far as the reports know: every snapshot stops being served (reportSnapshot.ts).
      const catalogueChanged = () =>
        sql`INSERT INTO report_generation (id, value) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET value = report_generation.value + 1`.execute(db);
      console.log(
        `[${label}] ${'report page'.padEnd(44)} ${'rows'.padStart(6)} │ built: HTTP p50    max │ from the snapshot: p50    max  (ms, ${FIRST_PAGE_SIZE} rows; built: page 1 after a change; snapshot: page 2 after page 1; ${RUNS} runs after a warm-up)`,
      );
      for (const report of TREE_REPORTS) {
        const total = await page(report, 1);
        const built = await timed(() => page(report, 1), catalogueChanged);
        const fromSnapshot = await timed(
          () => page(report, 2),
          () => page(report, 1),
        );
        console.log(`[${label}] ${`report page ${report}`.padEnd(44)} ${String(total).padStart(6)} │        ${shown(built)} │                    ${shown(fromSnapshot)}`);
      }

      console.log(
        `[${label}] ${'export'.padEnd(26)} ${'bytes'.padStart(9)} │ HTTP p50    max │ peak RSS, heap+external over before (MiB)  (ms, ${RUNS} runs after a warm-up)`,
      );
      for (const report of REPORTS) {
        const rows = await page(report, 1);
        if (rows > REPORT_LIMITS.exportRowsMax) {
          // The route refuses it (-2, "restrinja-o a uma entidade"): at this scale the seed's own entities put the whole tree just over the bound.
          console.log(`[${label}] ${report.padEnd(26)} ${rows} rows: over the export bound (${REPORT_LIMITS.exportRowsMax}), refused as the route must; not timed`);
          continue;
        }
        for (const format of FORMATS) {
          let bytes = 0;
          const exportOnce = async () => {
            const answer = await app.inject({
              method: 'POST',
              url: `${API_BASE}${REPORT_PATHS.export(report)}`,
              headers: { authorization: `Bearer ${token}` },
              payload: { filters: { organizationId: null, date: day }, format },
            });
            if (answer.statusCode !== 200 || !String(answer.headers['content-disposition']).startsWith('attachment'))
              throw new Error(`${report} ${format}: ${answer.body.slice(0, 200)}`);
            bytes = answer.rawPayload.length;
          };
          // The memory first, on a warm route: what one export adds to a server that has run it before (the file collected by inject included).
          await exportOnce();
          const memory = await memoryOf(exportOnce);
          const httpTimes = await timed(exportOnce);
          console.log(
            `[${label}] ${`${report} ${format}`.padEnd(26)} ${String(bytes).padStart(9)} │ ${shown(httpTimes)} │ ${memory.rss.toFixed(0).padStart(6)} ${memory.heap.toFixed(0).padStart(6)}`,
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
  console.log(
    `Reports: ${IN_FORCE} entities in force, ${SERVICES} services; report pages (target ≤ 50 ms), then ${REPORTS.join(' and ')} exported as ${FORMATS.join(' and ')} (target < 5000 ms per export).`,
  );
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
