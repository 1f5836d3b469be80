/** Reads the reference files shipped in db/seed-data (data, not code: see its README in shared/data). */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords } from './csv';

/**
 * Beside the source (src/server/db/seed-data, under tsx and Jest), or copied beside the compiled server
 * (dist/server/seed-data, scripts/buildServer.ts: there this module is part of main.js, so __dirname is
 * dist/server). The compiled server then needs no src/ at run time.
 */
export const SEED_DATA_DIR =
  [path.join(__dirname, '..', 'seed-data'), path.join(__dirname, 'seed-data')].find((dir) => fs.existsSync(dir)) ?? path.join(__dirname, '..', 'seed-data');

const DIVISION_HEADER = ['island_code', 'island', 'municipality_code', 'municipality', 'parish_code', 'parish'] as const;
const CAE_HEADER = ['level', 'code', 'parent_code', 'designation'] as const;

export type DivisionRow = Record<(typeof DIVISION_HEADER)[number], string>;
export type CaeRow = Record<(typeof CAE_HEADER)[number], string>;

export function readDivisionRows(): DivisionRow[] {
  return parseCsvRecords(fs.readFileSync(path.join(SEED_DATA_DIR, 'azores-divisions.csv'), 'utf8'), DIVISION_HEADER);
}

export function readCaeRows(): CaeRow[] {
  return parseCsvRecords(fs.readFileSync(path.join(SEED_DATA_DIR, 'cae-rev3-sections-divisions.csv'), 'utf8'), CAE_HEADER);
}
