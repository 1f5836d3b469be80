/**
 * HAProxy from Debian's packages, installed when missing, run in the foreground (-db) as our child
 * with a generated configuration; its statistics (CSV) tell how many requests each process got.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup';
import { renderHaproxyConfig, type HaproxyServer } from './haproxyConfig';
import { WaitAborted, waitUntil } from './wait';

const run = promisify(execFile);

function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** apt-get install -y haproxy (quiet), after an apt-get update when the package lists lack it. */
export async function ensureHaproxy(): Promise<void> {
  if (haproxyInstalled()) return;
  if (process.getuid?.() !== 0) throw new Error('haproxy is not installed and this is not root: apt-get install haproxy first');
  console.log('installing haproxy (apt-get install -y haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { env, maxBuffer: 64 * 1024 * 1024 });
  try {
    await install();
  } catch {
    await run('apt-get', ['update', '-qq'], { env, maxBuffer: 64 * 1024 * 1024 });
    await install();
  }
  if (!haproxyInstalled()) throw new Error('haproxy still missing after apt-get install');
  // Debian's package starts its own service on the default configuration: not ours, and not wanted.
  spawnSync('systemctl', ['disable', '--now', 'haproxy'], { stdio: 'ignore' });
}

export interface Haproxy {
  /** http://127.0.0.1:port (no path) */
  origin: string;
  configText: string;
  /** Requests each server got so far, from the statistics page (backend cesa_api plus cesa_hub). */
  requestsByServer(): Promise<Record<string, number>>;
  /**
   * The logged requests that did not end normally: httplog's termination state (its first two letters:
   * who ended the session and at which stage, e.g. "SH" the server closed before its headers).
   */
  abnormalRequests(): string[];
  /** Whether HAProxy's health check counts the server as up. */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export async function startHaproxy(folder: string, port: number, statsPort: number, servers: HaproxyServer[]): Promise<Haproxy> {
  const configText = renderHaproxyConfig({
    binds: [`127.0.0.1:${port}`],
    servers,
    tls: false,
    statsBind: `127.0.0.1:${statsPort}`,
    logTarget: 'stdout format raw local0',
  });
  const file = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(file, configText);
  await run('haproxy', ['-c', '-q', '-f', file]).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`haproxy refused the configuration: ${error.stderr ?? error.message}`);
  });
  const log = fs.openSync(path.join(folder, 'haproxy.log'), 'a');
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', log, log] });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.closeSync(log);
  };
  const unregister = onCleanup('haproxy', stop, () => {
    if (alive()) child.kill('SIGKILL');
  });
  /** The statistics page's CSV as rows keyed by its header's column names. */
  const stats = async (): Promise<Record<string, string>[]> => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
    const [header = '', ...rows] = (await response.text()).split('\n').filter(Boolean);
    const names = header.replace(/^# /, '').split(',');
    return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i] ?? String(i), value])));
  };
  const serverRows = async (proxies: string[]) => (await stats()).filter((r) => proxies.includes(r.pxname ?? '') && r.svname !== 'BACKEND' && r.svname !== 'FRONTEND');
  await waitUntil('haproxy answering', 15_000, async () => {
    if (!alive()) throw new WaitAborted(`haproxy exited: ${fs.readFileSync(path.join(folder, 'haproxy.log'), 'utf8')}`);
    return (await stats().catch(() => null)) !== null;
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    configText,
    requestsByServer: async () => {
      const counts: Record<string, number> = {};
      for (const row of await serverRows(['cesa_api', 'cesa_hub'])) counts[row.svname ?? '?'] = (counts[row.svname ?? '?'] ?? 0) + Number(row.stot ?? 0);
      return counts;
    },
    abnormalRequests: () =>
      fs
        .readFileSync(path.join(folder, 'haproxy.log'), 'utf8')
        .split('\n')
        .filter((line) => {
          const state = / ([A-Za-z-]{4}) \d+\/\d+\/\d+\/\d+\/\d+ /.exec(line)?.[1];
          // L: answered by HAProxy itself (the statistics page).
          return state !== undefined && !state.startsWith('--') && !state.startsWith('L');
        }),
    serverStates: async () => Object.fromEntries((await serverRows(['cesa_api'])).map((r) => [r.svname ?? '?', r.status ?? '?'])),
    stop: async () => {
      unregister();
      await stop();
    },
  };
}
