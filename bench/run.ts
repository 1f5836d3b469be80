/**
 * `npm run bench`: the scenarios of ./scenarios.ts at BENCH_ENTITIES entities (100,000) and
 * BENCH_SERVICES services (100,000), on the
 * embedded database and on PostgreSQL when one answers at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). For each: HTTP p50/p95 at 1 connection and at
 * BENCH_CONNECTIONS (8), the same work in-process ("SQL", no HTTP), and HTTP p50 @1 / SQL p50.
 * Figures only; nothing asserts on them.
 *
 * Reads run under autocannon for BENCH_SECONDS per connection level (a read too slow to give 5
 * samples in that time runs for 5 requests, or 8 at 8 connections, instead). Writes run as a loop of
 * requests, each with its own body and target (one in flight at 1 connection, a pool at 8), for
 * BENCH_SECONDS or BENCH_WRITES requests, at least 5: a write changes what the next one finds, so
 * every request needs a fresh draft and the loop checks each answer's envelope (a -103 or a
 * duplicate warning would otherwise pass as a fast 200); autocannon's per-request hooks cannot stop
 * when the drafts run out. The loop's client (fetch) is the same at 1 and at 8 connections.
 * BENCH_ONLY=get,create runs only those scenario ids (scenarios.ts). After each database's scenarios, the
 * bulk action's figure: BENCH_BULK_RECORDS (1,000) drafts submitted in one bulk job (bulkActions.ts; its id 'bulk'),
 * the reports' (exportReports.ts; 'reports') and the import's: BENCH_IMPORT_ROWS (10,000) entity rows
 * validated and written in each mode (importEntities.ts; 'import').
 *
 * The server runs in a child process (./server.ts), which also runs the in-process loops: the load
 * generator here never shares an event loop with the server it measures. For each search the server
 * also times its page query alone (no total), in turns with the search so that a busy machine slows
 * both alike, and the row ends with that figure and the search's in-process time over it: what the
 * total costs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannonLoad, callOnce, httpLoop, type Limits, type Timing } from './measure';
import { FIXED_COST_ID, httpScenarios, type Scenario } from './scenarios';
import type { FromServer, ServerOptions, ToServer } from './server';
import { createBenchDatabase } from './postgresDatabase';

const COUNT = Number(process.env.BENCH_ENTITIES ?? 100_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? null;

/** The fewest requests a figure rests on, however slow they are. */
const MIN_SAMPLES = 5;
const httpWriteLimits: Limits = { seconds: SECONDS, minCount: MIN_SAMPLES, maxCount: WRITES };
const inProcessLimits: Limits = { seconds: SECONDS, minCount: MIN_SAMPLES, maxCount: 30 };
/**
 * Drafts each of save and publish may use: both HTTP levels (a pool of N may send N - 1 past its
 * count) and the in-process loop at most.
 */
const POOL_PER_WRITE = 2 * WRITES + CONNECTIONS + inProcessLimits.maxCount;

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(value < 10 ? 2 : 1)).padStart(7);

function row(label: string, one: Timing, many: Timing, direct: Timing, page: Timing | null): string {
  const errors = one.errors + many.errors + direct.errors + (page?.errors ?? 0);
  const pageColumns = page ? ` │ ${ms(page.p50)} │ ${(direct.p50 / page.p50).toFixed(2).padStart(5)}×` : '';
  return `${label.padEnd(34)} ${ms(one.p50)} ${ms(one.p95)} │ ${ms(many.p50)} ${ms(many.p95)} ${many.rps.toFixed(0).padStart(6)} │ ${ms(direct.p50)} │ ${(one.p50 / direct.p50).toFixed(2).padStart(5)}×${pageColumns}${errors ? `  ${errors} errors` : ''}`;
}

/** The forked server: its first message, and a way to ask it for in-process figures. */
interface BenchServer {
  ready: Extract<FromServer, { type: 'ready' }>;
  inProcess(id: string): Promise<{ direct: Timing; page: Timing | null }>;
  close(): Promise<void>;
}

function startServer(env: Record<string, string>): Promise<BenchServer> {
  const options: ServerOptions = { env, count: COUNT, services: SERVICES, poolPerWrite: POOL_PER_WRITE };
  const child: ChildProcess = fork(path.join(__dirname, 'server.ts'), [JSON.stringify(options)], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`benchmark server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: FromServer) => {
        child.off('exit', onExit);
        if (message.type === 'failed') reject(new Error(message.error));
        else resolve(message);
      });
    });
  const ask = (message: ToServer) => child.send(message);
  return next().then((ready) => {
    if (ready.type !== 'ready') throw new Error(`unexpected ${ready.type}`);
    return {
      ready,
      inProcess: async (id) => {
        ask({ type: 'measure', id, limits: inProcessLimits });
        const answer = await next();
        if (answer.type !== 'measured') throw new Error(`unexpected ${answer.type}`);
        return answer;
      },
      close: () =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          ask({ type: 'close' });
        }),
    };
  });
}

async function measure(scenario: Scenario, server: BenchServer): Promise<string> {
  const { address, token } = server.ready;
  if (scenario.type === 'read') {
    // One call first: it warms the route and shows a business error that autocannon would count as a 200.
    const started = performance.now();
    const code = await callOnce(address, token, scenario.http);
    if (code !== 0) return `${scenario.label.padEnd(34)} answered code ${code}; skipped`;
    // A read too slow for MIN_SAMPLES in the time is run for a number of requests instead.
    const slow = (performance.now() - started) * MIN_SAMPLES > SECONDS * 1000;
    const one = await autocannonLoad(address, token, scenario.http, 1, slow ? { amount: MIN_SAMPLES } : { seconds: SECONDS });
    const many = await autocannonLoad(address, token, scenario.http, CONNECTIONS, slow ? { amount: Math.max(MIN_SAMPLES, CONNECTIONS) } : { seconds: SECONDS });
    const { direct, page } = await server.inProcess(scenario.id);
    return row(scenario.label, one, many, direct, page);
  }
  const one = await httpLoop(address, token, scenario.nextHttp, 1, httpWriteLimits);
  const many = await httpLoop(address, token, scenario.nextHttp, CONNECTIONS, httpWriteLimits);
  const { direct } = await server.inProcess(scenario.id);
  return row(scenario.label, one, many, direct, null);
}

async function runOn(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    console.log(`\n[${label}] ${server.ready.seeded}`);
    const scenarios = httpScenarios(server.ready.setup).filter((s) => !ONLY || ONLY.includes(s.id));
    console.log(`[${label}] ${''.padEnd(34)} ${'HTTP @1'.padEnd(15)} │ ${`HTTP @${CONNECTIONS}`.padEnd(22)} │ ${'SQL'.padEnd(7)} │ ratio  │ page    │ total`);
    console.log(
      `[${label}] ${'scenario'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} │ ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'req/s'.padStart(6)} │ ${'p50'.padStart(7)} │ @1/SQL │ ${'p50'.padStart(7)} │ SQL/page`,
    );
    for (const scenario of scenarios) console.log(`[${label}] ${await measure(scenario, server)}`);
    if (!ONLY || ONLY.includes(FIXED_COST_ID)) {
      const { direct } = await server.inProcess(FIXED_COST_ID);
      console.log(
        `[${label}] a request's fixed cost (GET account/me through the app, no network: app.inject): p50 ${ms(direct.p50).trim()} ms, p95 ${ms(direct.p95).trim()} ms${direct.errors ? `, ${direct.errors} errors` : ''}`,
      );
    }
  } finally {
    await server.close();
  }
}

/** The bulk action's figure (bulkActions.ts) on `which` database, in a process of its own like the scenarios' server. */
function bulkFigure(which: 'embedded' | 'postgres'): Promise<void> {
  if (ONLY && !ONLY.includes('bulk')) return Promise.resolve();
  const child = fork(path.join(__dirname, 'bulkActions.ts'), [which], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bulk benchmark exited (${code})`)))));
}

/** The reports' pages (built, and from the snapshot) and exports (exportReports.ts; its id 'reports') at this run's scale, in a process of its own. */
function reportFigure(which: 'embedded' | 'postgres'): Promise<void> {
  if (ONLY && !ONLY.includes('reports')) return Promise.resolve();
  const env = { ...process.env, BENCH_REPORT_ENTITIES: String(COUNT), BENCH_REPORT_SERVICES: String(SERVICES) };
  const child = fork(path.join(__dirname, 'exportReports.ts'), [which], { execArgv: ['--import', 'tsx', '--expose-gc'], env });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`report benchmark exited (${code})`)))));
}

/** The import's figure (importEntities.ts; its id 'import'): BENCH_IMPORT_ROWS (10,000) entity rows validated and written, in a process of its own. */
function importFigure(which: 'embedded' | 'postgres'): Promise<void> {
  if (ONLY && !ONLY.includes('import')) return Promise.resolve();
  const child = fork(path.join(__dirname, 'importEntities.ts'), [which], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import benchmark exited (${code})`)))));
}

async function main() {
  console.log(
    `Benchmark: ${COUNT} entities, ${SERVICES} services. Reads: autocannon, ${SECONDS} s at 1 connection and ${SECONDS} s at ${CONNECTIONS}. ` +
      `Writes: ${SECONDS} s or ${WRITES} requests (at least 5) per level, each on its own draft. ` +
      `SQL: the same work in-process, no HTTP (${inProcessLimits.maxCount} runs or ${SECONDS} s; a search in turns with its page alone). Times in ms.`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-bench-'));
  try {
    await runOn('embedded', { DATA_DIR: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await bulkFigure('embedded');
  await reportFigure('embedded');
  await importFigure('embedded');
  const pgTarget = await createBenchDatabase('cesa_bench');
  if (!pgTarget) {
    console.log('\n[postgres] no PostgreSQL answering; skipped');
    return;
  }
  try {
    await runOn('postgres', { DATABASE_URL: pgTarget.url });
  } finally {
    await pgTarget.drop();
  }
  await bulkFigure('postgres');
  await reportFigure('postgres');
  await importFigure('postgres');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
