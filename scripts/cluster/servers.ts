/**
 * The server processes of the cluster: SERVER_NODE_ARGS under `node`, each on its own port, all on one
 * DATABASE_URL. Each can be killed with -9 and started again on the same port (HAProxy's address for it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isConnectionLost } from '@/server/db/retryingDialect';
import { onCleanup } from './cleanup';
import { ADMIN_PASSWORD, HEALTH_PATH, PROJECT_ROOT, SERVER_NODE_ARGS } from './clusterConfig';
import { WaitAborted, waitUntil } from './wait';

/** tsx compiles on start: a loaded two-core machine needs a while. */
const START_TIMEOUT_MS = 120_000;

/** One unexpected error a server logged; lostConnection: the database connection went away (db/retryingDialect.ts's test). */
export interface LoggedError {
  server: string;
  at: number;
  message: string;
  lostConnection: boolean;
}

export interface ClusterServer {
  name: string;
  port: number;
  /** http://127.0.0.1:port (no path) */
  origin: string;
  pid(): number | undefined;
  isAlive(): boolean;
  start(): Promise<void>;
  /** SIGKILL: no goodbye, in-flight requests and leases are dropped. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
  /** Resident memory in KiB now (VmRSS), or null when not running. */
  rssKb(): number | null;
  /** CPU time (user + system, seconds) the current process has used so far, with its pid; null when not running. */
  cpuSeconds(): { pid: number; seconds: number } | null;
  /** The logged unexpected errors (the server's own 500s): the error each names. */
  unexpectedErrors(): LoggedError[];
}

export function clusterServer(name: string, port: number, folder: string, env: Record<string, string>): ClusterServer {
  let child: ChildProcess | null = null;
  const logFile = path.join(folder, `${name}.log`);
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => c.once('exit', () => resolve())));

  const server: ClusterServer = {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    pid: () => child?.pid,
    isAlive: alive,
    async start() {
      const log = fs.openSync(logFile, 'a');
      const started = spawn(process.execPath, [...SERVER_NODE_ARGS], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      child = started;
      await waitUntil(`${name} answering ${HEALTH_PATH}`, START_TIMEOUT_MS, async () => {
        if (!alive()) throw new WaitAborted(`${name} exited (${started.exitCode ?? started.signalCode}) before answering; its log:\n${tail()}`);
        const response = await fetch(`${server.origin}${HEALTH_PATH}`);
        await response.arrayBuffer();
        return response.status === 200;
      });
    },
    async kill9() {
      if (child && alive()) {
        const c = child;
        c.kill('SIGKILL');
        await exited(c);
      }
    },
    async stop() {
      if (child && alive()) {
        const c = child;
        c.kill('SIGTERM');
        const timer = setTimeout(() => c.kill('SIGKILL'), 15_000);
        await exited(c);
        clearTimeout(timer);
      }
    },
    rssKb() {
      const pid = child?.pid;
      if (!pid || !alive()) return null;
      try {
        const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        return match ? Number(match[1]) : null;
      } catch {
        return null;
      }
    },
    cpuSeconds() {
      const pid = child?.pid;
      if (!pid || !alive()) return null;
      try {
        // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return { pid, seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
      } catch {
        return null;
      }
    },
    unexpectedErrors() {
      if (!fs.existsSync(logFile)) return [];
      return fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"unexpected error"'))
        .map((line) => {
          try {
            const entry = JSON.parse(line) as { time?: number; err?: { message?: string; code?: string } };
            return { server: name, at: entry.time ?? 0, message: entry.err?.message ?? line.slice(0, 300), lostConnection: isConnectionLost(entry.err) };
          } catch {
            return { server: name, at: 0, message: line.slice(0, 300), lostConnection: false };
          }
        });
    },
  };
  const tail = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '(no log)');
  onCleanup(
    `server ${name}`,
    () => server.stop(),
    () => {
      if (alive()) child?.kill('SIGKILL');
    },
  );
  return server;
}
