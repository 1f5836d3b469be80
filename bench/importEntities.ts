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

const NAME_WORDS = ['Unidade importada'];
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

/**
 * One import of ROWS rows in `mode` into a freshly prepared database (the demo tree): each mode starts
 * from the same state, so the two figures compare. (Imported names are checked against the database's
 * for duplicates, one trigram search per name: its cost grows with the similar names already stored.)
 */
async function runOn(label: string, env: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }>): Promise<void> {
  for (const mode of ['validOnly', 'allOrNothing'] as ImportMode[]) {
    const target = await env();
    const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#2026-admin', VACUUM_INTERVAL_MINUTES: '0', ...target.env });
    const handle = await createDatabase(config);
    const { db } = handle;
    try {
      await prepareDatabase(db, config);
      const admin = await findUserByUsername(db, 'admin');
      if (!admin) throw new Error('no admin');
      const runner = new ImportRunner({ db, clock: () => new Date(), log: pino({ level: 'silent' }), poll: false });
      const id = await insertJob(db, {
        importType: ImportType.Entity,
        fileName: 'bench.csv',
        userId: admin.id,
        table: entityTable('B-', NAME_WORDS[0] ?? 'Unidade'),
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
      await runner.close();
    } finally {
      await handle.close();
      await target.done();
    }
  }
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'embedded';
  if (which === 'embedded' || which === 'both') await runOn('embedded', async () => ({ env: { DATA_DIR: IN_MEMORY_DATA_DIR }, done: async () => undefined }));
  if (which === 'postgres' || which === 'both') {
    const probe = await createBenchDatabase('bench_import');
    if (!probe) {
      console.log('[postgres] no server answers: skipped');
      return;
    }
    await probe.drop();
    await runOn('postgres', async () => {
      const database = await createBenchDatabase('bench_import');
      if (!database) throw new Error('the PostgreSQL server went away');
      return { env: { DATABASE_URL: database.url }, done: database.drop };
    });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
