/**
 * A throw-away PostgreSQL 15 cluster for the cluster test, never the machine's shared one (CI's other
 * steps use that): Debian's binaries, a data folder under the temp folder, a free port, a socket in the
 * same folder. As root the binaries run as the `postgres` user (initdb refuses root). Being ours alone,
 * it may be restarted during the soak.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup';
import { freePort } from '@/server/test/childProcess';

const run = promisify(execFile);
const BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  /** pg_ctl restart -m fast: every connection is cut, the cluster is back when it returns. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** The command as the `postgres` user when we are root (runuser), else as ourselves. */
function command(bin: string, args: string[]): [string, string[]] {
  const file = path.join(BIN, bin);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function pg(bin: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, args);
  try {
    await run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${bin} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: error });
  }
}

export async function startTempPostgres(): Promise<TempPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`no PostgreSQL 15 binaries at ${BIN} (apt-get install postgresql-15, or set CLUSTER_PG_BIN)`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-cluster-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(root, uid, gid);
  }
  const data = path.join(root, 'data');
  const log = path.join(root, 'postgres.log');
  const port = await freePort();
  const ctl = (args: string[]) => pg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '120', ...args]);
  let started = false;
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  const unregister = onCleanup(
    'temporary PostgreSQL',
    async () => {
      if (started) await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      remove();
    },
    () => {
      if (started) {
        const [file, argv] = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        try {
          execFileSync(file, argv, { stdio: 'ignore' });
        } catch {
          // Already stopped.
        }
      }
      remove();
    },
  );
  // -N: no fsync while creating the cluster (it is thrown away); the server itself keeps fsync on.
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
  const options = ['-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'].join(' ');
  await ctl(['-o', options, 'start']);
  started = true;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: () => ctl(['-m', 'fast', 'restart']),
    stop: async () => {
      unregister();
      await ctl(['-m', 'fast', 'stop']).catch(() => undefined);
      started = false;
      remove();
    },
  };
}
