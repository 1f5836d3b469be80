/**
 * `npx tsx bench/importEntities.ts [embedded|postgres|both]`: the import of BENCH_IMPORT_ROWS entity
 * rows (10,000 by default; issue 12 §3's target: validated and written in under 10 s on the embedded
 * database) through the import runner, as an upload leaves it (the parsed file in a job): the
 * validation (every rule of every row, the duplicate check) and the writing, once in 'validOnly'
 * (batches) and once in 'allOrNothing' (one transaction). Prints each phase's seconds and rows per
 * second. PostgreSQL: a fresh database on BENCH_DATABASE_URL's server, dropped at the end.
 */
import pino from 'pino';
import { ImportType } from '../src/shared/enums';
import { IMPORT_COLUMNS } from '../src/shared/importColumns';
import type { ImportMode } from '../src/shared/imports';
import { buildConfig, IN_MEMORY_DATA_DIR } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { changeState, findJob, insertJob } from '../src/server/imports/importJobs';
import { ImportRunner } from '../src/server/imports/importRunner';
import type { ImportTable } from '../src/server/imports/importTable';
import { findUserByUsername } from '../src/server/users/userRepository';
import { createBenchDatabase } from './postgresDatabase';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

/** Each run's names share their first words with each other, not with the other run's (the duplicate check compares a file with the database). */
const NAME_WORDS = ['Unidade importada', 'Gabinete de apoio técnico'];
const SYLLABLES = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'xo', 'zu', 'ar', 'el', 'is', 'on', 'ur'];

/** A made-up place name per row: numbered names would all share their digits' trigrams, which real names do not. */
function placeName(n: number): string {
  let word = '';
  let rest = n + 1;
  for (let k = 0; k < 4 || rest > 0; k += 1) {
    word += SYLLABLES[(rest + k * 7) % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function entityTable(prefix: string, words: string): ImportTable {
  const headers = IMPORT_COLUMNS[ImportType.Entity].map((c) => c.header);
  const at = (header: string) => headers.indexOf(header);
  return {
    headers,
    rows: Array.from({ length: ROWS }, (_, i) => {
      const cells = headers.map(() => '');
      const code = `${prefix}${i}`;
      cells[at('Código')] = code;
      cells[at('Sigla')] = code;
      cells[at('Nome')] = `${words} de ${placeName(i)}`;
      cells[at('Data de início')] = '2024-01-01';
      cells[at('Código da entidade-mãe')] = i % 2 === 0 ? 'SRFPAP' : 'DROT';
      cells[at('Tipo de entidade')] = 'Direção Regional';
      cells[at('NIPC')] = '';
      cells[at('Palavras-chave')] = 'importação; teste';
      cells[at('Código postal')] = '9500-123';
      return { rowNumber: i + 2, cells, formulaColumns: [] };
    }),
  };
}

async function runOn(label: string, env: Record<string, string>): Promise<void> {
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#2026-admin', VACUUM_INTERVAL_MINUTES: '0', ...env });
  const handle = await createDatabase(config);
  const { db } = handle;
  try {
    await prepareDatabase(db, config);
    const admin = await findUserByUsername(db, 'admin');
    if (!admin) throw new Error('no admin');
    const runner = new ImportRunner({ db, clock: () => new Date(), log: pino({ level: 'silent' }), poll: false });
    for (const [index, mode] of (['validOnly', 'allOrNothing'] as ImportMode[]).entries()) {
      const id = await insertJob(db, {
        importType: ImportType.Entity,
        fileName: 'bench.csv',
        userId: admin.id,
        table: entityTable(`B${index}-`, NAME_WORDS[index] ?? 'Unidade'),
        at: new Date(),
      });
      let started = performance.now();
      await runner.runPending();
      const validation = (performance.now() - started) / 1000;
      const validated = await findJob(db, id);
      await changeState(db, id, ['validated'], { state: 'importing', mode });
      started = performance.now();
      await runner.runPending();
      const writing = (performance.now() - started) / 1000;
      const done = await findJob(db, id);
      const total = validation + writing;
      console.log(
        `[${label}] ${ROWS} entity rows, ${mode.padEnd(12)} validation ${validation.toFixed(2)} s (${validated?.error_count ?? '?'} errors, ${validated?.warning_count ?? '?'} warnings)` +
          ` · writing ${writing.toFixed(2)} s (${done?.state}, ${done?.written} written, ${done?.failed} failed)` +
          ` · total ${total.toFixed(2)} s = ${(ROWS / total).toFixed(0)} rows/s`,
      );
    }
    await runner.close();
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'embedded';
  if (which === 'embedded' || which === 'both') await runOn('embedded', { DATA_DIR: IN_MEMORY_DATA_DIR });
  if (which === 'postgres' || which === 'both') {
    const database = await createBenchDatabase('bench_import');
    if (!database) console.log('[postgres] no server answers: skipped');
    else {
      try {
        await runOn('postgres', { DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
