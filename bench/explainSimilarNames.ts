/**
 * `npx tsx bench/explainSimilarNames.ts [entities]`: the import's similar-name check
 * (findSimilarNamesMany) against BENCH_ENTITIES-like data on PostgreSQL: its plan (EXPLAIN ANALYZE) and
 * time for 2,000 names like the catalogue's, before statistics exist (right after a bulk load) and after
 * ANALYZE. A tool for checking that the check is served by the trigram index; nothing asserts on it.
 */
import { sql } from 'kysely';
import { ObjectKind } from '../src/shared/enums';
import { ACTIVE_STATES } from '../src/shared/recordStates';
import { LIMITS } from '../src/shared/limits';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { findSimilarNamesMany } from '../src/server/records/recordRepository';
import { createBenchDatabase } from './postgresDatabase';
import { seedBenchEntities } from './seedEntities';

const COUNT = Number(process.argv[2] ?? 100_000);

async function main(): Promise<void> {
  const target = await createBenchDatabase('bench_similar');
  if (!target) throw new Error('no PostgreSQL answers');
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#2026-admin', VACUUM_INTERVAL_MINUTES: '0', DATABASE_URL: target.url });
  const handle = await createDatabase(config);
  const { db } = handle;
  try {
    await prepareDatabase(db, config);
    await sql`ANALYZE record_version`.execute(db);
    await seedBenchEntities(db, COUNT);
    // Names of the catalogue's shape (sharing their common words), a few of them near-copies of stored ones.
    const stored = await sql<{ name: string }>`SELECT name FROM record_version WHERE kind = ${ObjectKind.Entity} ORDER BY random() LIMIT 2000`.execute(db);
    const names = stored.rows.map((r, i) => (i % 10 === 0 ? `${r.name}s` : `${r.name} ${i}`));
    const except = names.map(() => null);
    for (const phase of ['statistics of the demo catalogue (before ANALYZE)', 'after ANALYZE']) {
      if (phase === 'after ANALYZE') await sql`ANALYZE record_version`.execute(db);
      const started = performance.now();
      const found = await db.transaction().execute((trx) => findSimilarNamesMany(trx, ObjectKind.Entity, names, except));
      console.log(`${phase}: ${names.length} names against ${COUNT} entities: ${(performance.now() - started).toFixed(0)} ms, ${found.length} similar found`);
      await db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(LIMITS.duplicateNameSimilarity)}, true), set_config('enable_seqscan', 'off', true)`.execute(trx);
        const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS)
          SELECT n.position, c.id FROM unnest(${names.slice(0, 200)}::text[]) WITH ORDINALITY AS n(name, position)
          CROSS JOIN LATERAL (SELECT * FROM (SELECT DISTINCT ON (id) id FROM record_version
            WHERE kind = ${ObjectKind.Entity} AND state = ANY(${[...ACTIVE_STATES]}::smallint[]) AND id <> -1
              AND unaccent_immutable(lower(name)) % unaccent_immutable(lower(n.name))
            ORDER BY id, version DESC) candidates LIMIT 3) c`.execute(trx);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      });
    }
  } finally {
    await handle.close();
    await target.drop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
