/**
 * A freshly initialised embedded database, dumped once and reused: creating a PGlite runs initdb
 * (~3.5 s), loading a dump takes well under a second. The dump holds no schema (each test file runs the real
 * migrations and seed on it), so it never goes stale; it is cached per PGlite version in the
 * system's temp folder. Relative imports only: Jest's globalSetup runs without the '@/' mapping.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type OpenPgliteOptions } from '../db/pglite';

export const TEMPLATE_ENV = 'CESA_PGLITE_TEMPLATE';

/**
 * How every test database starts: 16 MB of shared buffers instead of PostgreSQL's 128 MB, which
 * PGlite zeroes at each start (a test database holds a few MB; ~0.6 s saved per test file).
 */
export const TEST_PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

function pgliteVersion(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export function templatePath(): string {
  // '-checkpointed': dumps made before dumpPglite checkpointed start slower; never reuse one.
  return path.join(os.tmpdir(), `cesa-pglite-template-${pgliteVersion()}-checkpointed.tar`);
}

/**
 * The data folder as a tarball to start a copy from. CHECKPOINT first: the copy's start then replays
 * no WAL (without it, every test database replayed the seed's).
 */
export async function dumpPglite(pglite: PGlite, file: string): Promise<void> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  // Write then rename: two test runs starting together never read a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** Creates the template file if it is missing; answers its path. */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = templatePath();
  if (fs.existsSync(target)) return target;
  const pglite = await openPglite('memory://');
  try {
    await dumpPglite(pglite, target);
  } finally {
    await pglite.close();
  }
  return target;
}

/**
 * A dump file as loadDataDir wants it: a Blob whose bytes are the file's buffer itself. PGlite only
 * asks for arrayBuffer(); Node's Blob would copy the ~44 MB in and out again (~0.2 s a database).
 */
class FileBytesBlob extends Blob {
  constructor(private readonly fileBytes: Buffer) {
    super([]);
  }

  override get size(): number {
    return this.fileBytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.fileBytes;
    // A large file's Buffer owns its whole ArrayBuffer; a small one may sit in Node's shared pool.
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve((whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer);
  }
}

/** Test-database start options from a dump file (none when the file is missing). */
export function pgliteOptionsFrom(file: string | undefined): OpenPgliteOptions {
  return { settings: TEST_PGLITE_SETTINGS, ...(file && fs.existsSync(file) ? { template: new FileBytesBlob(fs.readFileSync(file)) } : {}) };
}

/** Start options from the empty template, when the run made one (globalSetup). */
export function emptyTemplateOptions(): OpenPgliteOptions {
  return pgliteOptionsFrom(process.env[TEMPLATE_ENV]);
}
