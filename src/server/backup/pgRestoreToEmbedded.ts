/**
 * PostgreSQL → embedded without a PostgreSQL server at hand: pg_restore turns the archive's data into
 * plain COPY text (`pg_restore --data-only --file=-`, no connection), which PGlite loads with its own
 * COPY FROM '/dev/blob', a chunk at a time, into a DATA_DIR migrated to the backup's version. The COPY
 * text format is the same in every PostgreSQL version, so the server's 15 and PGlite's 18 agree.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backupError';
import { listTables, SKIPPED_TABLES } from './contentChecksums';
import type { Manifest } from './manifest';
import { PG_DUMP_FILE } from './pgDump';
import { findPgTool, majorOf } from './pgTools';
import { ident, pgliteClient } from './sqlClient';
import { withCopyTarget } from './tableCopy';

/** How much COPY text goes to PGlite at once (its memory is WebAssembly's, so bounded). */
const CHUNK_BYTES = 16 * 1024 * 1024;

const COPY_LINE = /^COPY (?:[\w"]+\.)?("?[\w]+"?) (\(.*\)) FROM stdin;$/;
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('(?:[\w"]+\.)?([\w"]+)', (\d+), (true|false)\);$/;

async function copyChunk(pglite: PGlite, table: string, columns: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  await pglite.query(`COPY ${table} ${columns} FROM '/dev/blob'`, [], { blob: new Blob([`${lines.join('\n')}\n`]) });
}

/** Loads the archive's rows and sequence values into `pglite` (inside the caller's transaction). */
export async function loadPgDumpData(folder: string, manifest: Manifest, pglite: PGlite): Promise<void> {
  const dumpMajor = majorOf(manifest.tool.replace(/^.*\(PostgreSQL\)\s*/, ''));
  const pgRestore = await findPgTool('pg_restore', majorOf(manifest.server.replace(/^PostgreSQL\s*/, '')), dumpMajor);
  const target = pgliteClient(pglite);
  const tables = (await listTables(target)).filter((t) => Object.hasOwn(manifest.tables, t));
  await withCopyTarget(target, tables, async () => {
    const child = spawn(pgRestore.path, ['--data-only', '--file=-', path.join(folder, PG_DUMP_FILE)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    let copy: { table: string; columns: string; lines: string[]; bytes: number } | null = null;
    for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      if (copy) {
        if (line === '\\.') {
          await copyChunk(pglite, copy.table, copy.columns, copy.lines);
          copy = null;
        } else if (copy.table !== '') {
          copy.lines.push(line);
          copy.bytes += line.length + 1;
          if (copy.bytes >= CHUNK_BYTES) {
            await copyChunk(pglite, copy.table, copy.columns, copy.lines);
            copy.lines = [];
            copy.bytes = 0;
          }
        }
        continue;
      }
      const copyStart = COPY_LINE.exec(line);
      if (copyStart) {
        const table = (copyStart[1] ?? '').replaceAll('"', '');
        // The migrator's lock row is the target's own (see SKIPPED_TABLES): its block is read and dropped.
        copy = { table: SKIPPED_TABLES.includes(table) ? '' : ident(table), columns: copyStart[2] ?? '', lines: [], bytes: 0 };
        continue;
      }
      const setval = SETVAL_LINE.exec(line);
      if (setval) await target.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [(setval[1] ?? '').replaceAll('"', ''), setval[2], setval[3] === 'true']);
    }
    const code = await exited;
    if (code !== 0) throw new BackupError(`pg_restore failed (exit ${String(code)}): ${errors.trim()}`);
  });
}
