/**
 * `npx tsx bench/startup.ts`: how long the server takes from its start to "listening", and its
 * memory (RSS) once listening and after a few requests, started as `npm start` does (tsx) and as
 * `npm run start:prod` does (plain node on the esbuild build), on the embedded database, then on
 * PostgreSQL when one answers at BENCH_DATABASE_URL (default the local server). Figures only.
 *
 * One database each, migrated and seeded (demo data) by a first start that is not measured: every
 * measured start is a restart, as in production. Each way runs STARTUP_RUNS times (3) in turns, after
 * one warm-up each (tsx keeps its compiled files in a cache: the warm-up fills it, as a server's
 * first start would); the medians are printed. RSS is the process's (with tsx's CLI, the two
 * processes it makes: its own and the server's). "A few requests": a signed-in user's first reads
 * (REQUEST_ROUNDS rounds of ten), which compile those routes' schemas and warm the database's caches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { regionDay } from '../src/shared/regionTime';
import { ApiClient } from '../src/server/resilience/serverProcess';
import { freePort, PROJECT_ROOT } from '../src/server/test/childProcess';
import { TEST_ADMIN_PASSWORD } from '../src/server/test/testDatabase';
import { buildServer } from '../scripts/buildServer';
import { createBenchDatabase } from './postgresDatabase';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const REQUEST_ROUNDS = Number(process.env.REQUEST_ROUNDS ?? 5);
const LISTENING = 'back-office listening on';

interface Way {
  name: string;
  command: string[];
}

const BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'server-startup-bench');
const WAYS: Way[] = [
  { name: 'npm start (tsx CLI)', command: [path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), 'src/server/main.ts'] },
  { name: 'node --import tsx', command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'] },
  { name: 'node build, --enable-source-maps', command: [process.execPath, '--enable-source-maps', path.join(BUILD_DIR, 'main.js')] },
  { name: 'npm run start:prod (node build)', command: [process.execPath, path.join(BUILD_DIR, 'main.js')] },
];

interface Sample {
  startMs: number;
  rssStartMb: number;
  rssAfterMb: number;
  stopMs: number;
}

/** RSS of a process and of every process below it, in MB (Linux /proc). */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // Gone meanwhile.
    }
  };
  visit(pid);
  return kb / 1024;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function waitForListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(LISTENING)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${out}`)));
  });
}

async function someRequests(base: string): Promise<void> {
  const client = new ApiClient(base);
  const login = await client.login();
  if (!login.ok || login.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const day = regionDay(new Date());
  for (let round = 0; round < REQUEST_ROUNDS; round++) {
    await client.call('GET', '/account/me');
    await client.call('GET', '/notifications');
    await client.call('POST', '/notifications/count', { notificationActionId: 1 });
    await client.call('GET', '/organic/bounds');
    await client.call('GET', `/organic/nodes?date=${day}`);
    await client.call('GET', `/organic/search?date=${day}&query=Governo`);
    await client.call('POST', '/search', { name: 'Governo', code: '', objectKind: null, organization: '' });
    await client.call('POST', '/tasks/search', {});
    await client.call('GET', '/reference/divisions');
    await client.call('GET', '/ready');
  }
}

async function startOnce(way: Way, env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const [command, ...args] = way.command as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForListening(child);
    const startMs = Number(process.hrtime.bigint() - started) / 1e6;
    const rssStartMb = treeRssMb(child.pid as number);
    await someRequests(`http://127.0.0.1:${port}/api`);
    const rssAfterMb = treeRssMb(child.pid as number);
    const stopping = process.hrtime.bigint();
    child.kill('SIGTERM');
    const exit = await exited(child);
    if (exit.code !== 0) throw new Error(`${way.name} exited ${JSON.stringify(exit)} on SIGTERM`);
    return { startMs, rssStartMb, rssAfterMb, stopMs: Number(process.hrtime.bigint() - stopping) / 1e6 };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Every way RUNS times on one database (`env`), after a first start that prepares it and a warm-up each; prints the medians. */
async function measure(label: string, env: Record<string, string>): Promise<void> {
  await startOnce(WAYS[3] as Way, env);
  const samples = new Map<string, Sample[]>(WAYS.map((w) => [w.name, []]));
  for (const way of WAYS) await startOnce(way, env); // warm-up
  for (let run = 0; run < RUNS; run++) {
    for (const way of WAYS) samples.get(way.name)?.push(await startOnce(way, env));
  }
  console.log(`\n${label}, demo data; medians of ${RUNS} starts each (${os.cpus().length} cores, Node ${process.version}):`);
  console.log(['way'.padEnd(32), 'start→listening', 'RSS listening', `RSS after ${REQUEST_ROUNDS * 10 + 1} requests`, 'SIGTERM→exit'].join(' | '));
  for (const way of WAYS) {
    const list = samples.get(way.name) ?? [];
    const row = [
      way.name.padEnd(32),
      `${median(list.map((s) => s.startMs)).toFixed(0)} ms`.padStart(15),
      `${median(list.map((s) => s.rssStartMb)).toFixed(0)} MB`.padStart(13),
      `${median(list.map((s) => s.rssAfterMb)).toFixed(0)} MB`.padStart(24),
      `${median(list.map((s) => s.stopMs)).toFixed(0)} ms`.padStart(12),
    ];
    console.log(row.join(' | '));
  }
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-startup-'));
  const webDist = path.join(root, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const common = { WEB_DIST: webDist, SEED_DEMO: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, GEO_OFFLINE: 'true' };
  try {
    const built = Date.now();
    await buildServer(BUILD_DIR);
    console.log(`esbuild: ${Date.now() - built} ms`);
    await measure('Embedded database', { ...common, DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' });
    // PostgreSQL as well when one answers (BENCH_DATABASE_URL, default the local server): no PGlite in the process.
    const postgres = await createBenchDatabase('startup_bench');
    if (!postgres) console.log('\nNo PostgreSQL at BENCH_DATABASE_URL: skipped.');
    else {
      try {
        await measure('PostgreSQL', { ...common, DATA_DIR: path.join(root, 'pg-data'), DATABASE_URL: postgres.url });
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
