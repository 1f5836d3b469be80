/**
 * A freshly initialised embedded database, dumped once and reused: creating a PGlite runs initdb
 * (~3.5 s), loading a dump takes ~0.6 s. The dump holds no schema (each test file runs the real
 * migrations and seed on it), so it never goes stale; it is cached per PGlite version in the
 * system's temp folder. Relative imports only: Jest's globalSetup runs without the '@/' mapping.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';

export const TEMPLATE_ENV = 'CESA_PGLITE_TEMPLATE';

function pgliteVersion(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `cesa-pglite-template-${pgliteVersion()}.tar`);
}

/** Creates the template file if it is missing; answers its path. */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = templatePath();
  if (fs.existsSync(target)) return target;
  const pglite = await openPglite('memory://');
  try {
    const dump = await pglite.dumpDataDir('none');
    // Write then rename: two test runs starting together never read a half-written file.
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, target);
  } finally {
    await pglite.close();
  }
  return target;
}

/** The template as PGlite's loadDataDir wants it, or undefined when there is none. */
export function readPgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
