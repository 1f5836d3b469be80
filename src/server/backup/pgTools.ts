/**
 * Finding PostgreSQL's client programs (pg_dump, pg_restore) that fit a server. pg_dump refuses a
 * server of a newer major version than its own ("aborting because of server version mismatch"), and
 * pg_restore cannot read an archive written by a newer pg_dump; an older server may not take what a
 * newer one dumped. Debian installs each major version's programs in /usr/lib/postgresql/<major>/bin
 * (/usr/bin/pg_dump is a wrapper that picks one): that folder is tried first, then PG_BIN_DIR, then PATH.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backupError';

export interface PgTool {
  path: string;
  /** 'pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)' */
  version: string;
  major: number;
}

export function majorOf(version: string): number {
  const match = /(\d+)(?:\.\d+)?/.exec(version.replace(/^\D+/, ''));
  return match ? Number(match[1]) : 0;
}

function candidates(name: string, serverMajor: number): string[] {
  const folders = [`/usr/lib/postgresql/${serverMajor}/bin`, process.env.PG_BIN_DIR].filter((f): f is string => Boolean(f));
  return [...folders.map((folder) => path.join(folder, name)).filter((file) => fs.existsSync(file)), name];
}

/** The first `name` found whose major version is at least `minimumMajor` (the server's, or the archive's). */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number, minimumMajor: number): Promise<PgTool> {
  const seen: string[] = [];
  for (const candidate of candidates(name, serverMajor)) {
    try {
      const { stdout } = await promisify(execFile)(candidate, ['--version']);
      const version = stdout.trim();
      const major = majorOf(version.replace(/^.*\(PostgreSQL\)\s*/, ''));
      if (major >= minimumMajor) return { path: candidate, version, major };
      seen.push(`${candidate} is ${version}`);
    } catch {
      seen.push(`${candidate} is not there`);
    }
  }
  throw new BackupError(
    `No ${name} of PostgreSQL ${minimumMajor} or newer was found (${seen.join('; ')}). Install the client of the server's version ` +
      `(apt-get install postgresql-client-${minimumMajor}) or set PG_BIN_DIR to the folder that holds it.`,
  );
}

/**
 * Runs a client program; the connection's password (if any) goes through PGPASSWORD, never on the
 * command line where `ps` would show it. Throws with the program's own error output when it fails.
 */
export function runPgTool(tool: PgTool, args: readonly string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(tool.path)} failed (exit ${String(code)}): ${errors.trim()}`));
    });
  });
}
