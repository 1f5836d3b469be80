/**
 * A backup folder's manifest.json: what was backed up, when, by which version, from which engine,
 * every table's count and content checksum, and the SHA-256 of each file of the backup. Restore
 * reads it first, checks the files against it, and compares the restored database with it after.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { REGION_TIME_ZONE } from '@/shared/regionTime';
import { BackupError } from './backupError';
import type { TableSummaries } from './contentChecksums';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'cesa-backup/1';

export type BackupEngine = 'embedded' | 'postgres';

export interface BackupFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  /** When the snapshot was taken, UTC. */
  createdAt: string;
  /** The same instant on the Azores' clock, with its offset (what the region's staff read). */
  createdAtAzores: string;
  product: { name: string; version: string; migration: string };
  engine: BackupEngine;
  /** The database server's version(), and the tool that wrote the dump with its version. */
  server: string;
  tool: string;
  files: BackupFile[];
  tables: TableSummaries;
  /** How long the backup took, ms (information for the operator). */
  durationMs: number;
}

export function backupTimes(instant: Date): Pick<Manifest, 'createdAt' | 'createdAtAzores'> {
  return { createdAt: instant.toISOString(), createdAtAzores: dayjs(instant).tz(REGION_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ') };
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(folder: string, name: string): Promise<BackupFile> {
  const file = path.join(folder, name);
  return { name, bytes: fs.statSync(file).size, sha256: await sha256OfFile(file) };
}

export function writeManifest(folder: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch (error) {
    throw new BackupError(`${file} is not readable JSON (${(error as Error).message}).`);
  }
  if (manifest.format !== MANIFEST_FORMAT || !manifest.engine || !manifest.files || !manifest.tables || !manifest.product?.migration) {
    throw new BackupError(`${file} is not a manifest this version understands (format ${String(manifest.format)}; expected ${MANIFEST_FORMAT}).`);
  }
  return manifest as Manifest;
}

/** Checks every file the manifest names against its size and SHA-256; throws on the first that differs. */
export async function verifyFiles(folder: string, manifest: Manifest): Promise<void> {
  for (const expected of manifest.files) {
    const file = path.join(folder, expected.name);
    if (!fs.existsSync(file)) throw new BackupError(`The backup is incomplete: ${expected.name} is missing from ${folder}.`);
    const actual = await describeFile(folder, expected.name);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw new BackupError(
        `The backup is damaged: ${expected.name} has ${actual.bytes} bytes and SHA-256 ${actual.sha256}, the manifest says ${expected.bytes} bytes and ${expected.sha256}. Restore another backup.`,
      );
    }
  }
}
