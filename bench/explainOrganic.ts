/**
 * `npx tsx bench/explainOrganic.ts <data dir | postgres url> [runs]`: the organic tree's three
 * benchmark reads (open a tab, expand the benchmark's parent, search) on a database seeded as
 * `npm run bench` seeds it (seeded on the first run into an empty data folder or database, kept
 * after), each statement with its plan (EXPLAIN ANALYZE) and the p50 of `runs` in-process calls. A
 * tool for the organic tree's plans on the embedded database and PostgreSQL; nothing asserts on it.
 */
import fs from 'node:fs';
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { ObjectKind } from '../src/shared/enums';
import { ADMIN_USERNAME } from '../src/shared/limits';
import { regionDay } from '../src/shared/regionTime';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { organicChildren, organicSearch, type OrganicViewer } from '../src/server/organic/organicTree';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { draftPoolParentId, seedBenchEntities } from './seedEntities';

const COUNT = Number(process.env.BENCH_ENTITIES ?? 100_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: explainOrganic.ts <data dir | postgres url> [runs]');
  const runs = Number(process.argv[3] ?? 15);
  const isUrl = /^postgres(ql)?:/.test(target);
  if (!isUrl) fs.mkdirSync(target, { recursive: true });
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#2026-admin', SEED_DEMO: 'true', ...(isUrl ? { DATABASE_URL: target } : { DATA_DIR: target }) });
  const handle = await createDatabase(config);
  try {
    await prepareDatabase(handle.db, config);
    const seeded = await handle.db.selectFrom('record_version').select('id').where('created_by', '=', 'bench').limit(1).executeTakeFirst();
    if (!seeded) {
      console.log(`seeding ${COUNT} entities and ${SERVICES} services…`);
      await seedBenchEntities(handle.db, COUNT, SERVICES);
      await sql`VACUUM (ANALYZE)`.execute(handle.db);
    } else {
      await sql`ANALYZE`.execute(handle.db);
    }

    // Every statement the reads run, kept to be explained after.
    const captured: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        captured.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = handle.db.withPlugin(capture);
    const admin = await findUserByUsername(handle.db, ADMIN_USERNAME);
    if (!admin) throw new Error('no admin');
    const today = regionDay(new Date());
    const viewer: OrganicViewer = { isGuest: false, profiles: await findUserProfiles(handle.db, admin.id), today };
    const parentId = await draftPoolParentId(handle.db);
    const children = await sql<{ n: string }>`SELECT count(DISTINCT id) AS n FROM record_version WHERE kind = ${ObjectKind.Entity} AND parent_id = ${parentId}`.execute(
      handle.db,
    );
    console.log(`expanding entity ${parentId} (${children.rows[0]?.n} entities ever under it)`);

    const reads: [string, () => Promise<unknown>][] = [
      ['open a tab (the roots)', () => organicChildren(db, today, null, viewer)],
      ['expand a node', () => organicChildren(db, today, parentId, viewer)],
      ['search "saude horta"', () => organicSearch(db, today, 'saude horta', viewer)],
    ];
    for (const [label, read] of reads) {
      captured.length = 0;
      const answer = await read();
      const statements = [...captured];
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        await read();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(times.length / 2)] ?? 0;
      console.log(`\n=== ${label}: ${Array.isArray(answer) ? answer.length : '?'} nodes, p50 ${p50.toFixed(1)} ms over ${runs} runs`);
      for (const node of statements) {
        const compiled = handle.db.getExecutor().compileQuery(node, { queryId: 'explain' } as never);
        const explained = await handle.db.executeQuery<Record<string, string>>({ ...compiled, sql: `EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}` });
        console.log(`--- ${compiled.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
        console.log(explained.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
