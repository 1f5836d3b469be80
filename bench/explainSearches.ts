/**
 * `npx tsx bench/explainSearches.ts <postgres url> [scenario ids]`: EXPLAIN (ANALYZE, BUFFERS) of each
 * benchmark search's statements (the list's — the access scope, the page with its look-ahead row, the
 * total's estimate or count — then the page alone's) on a database the
 * benchmark or bench/profileWrites.ts seeded. A tool for checking that every search is served by an
 * index; nothing asserts on it.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ADMIN_USERNAME } from '../src/shared/limits';
import type { Database } from '../src/server/db/schema';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { inProcessWork } from './scenarios';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: explainSearches.ts <postgres url> [ids]');
  const only = process.argv[3]?.split(',');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: { text: string; values: unknown[] }[] = [];
  let capturing = false;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (capturing && event.level === 'query') captured.push({ text: event.query.sql, values: [...event.query.parameters] });
    },
  });
  try {
    const admin = await findUserByUsername(db, ADMIN_USERNAME);
    if (!admin) throw new Error('no admin');
    const caller = { username: admin.username, isGuest: false, profiles: await findUserProfiles(db, admin.id) };
    const setup = { sample: { id: 1, version: 1 }, parentId: 1, toSave: [], toPublish: [] };
    const work = inProcessWork({ ...setup, db, caller, claims: { sub: '', sid: '', exp: 0, iat: 0 } as never });
    for (const [id, scenario] of work) {
      if (!scenario.pageOnly || (only && !only.includes(id))) continue;
      for (const [label, run] of [
        ['list', scenario.run],
        ['page alone', scenario.pageOnly],
      ] as const) {
        captured.length = 0;
        capturing = true;
        await run();
        capturing = false;
        // The planner's estimate is an EXPLAIN already: shown as it is, not analysed again.
        for (const statement of captured) {
          const explain = statement.text.startsWith('EXPLAIN') ? statement.text : `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
          const client = await pool.connect();
          try {
            const plan = await client.query<{ 'QUERY PLAN': unknown }>(explain, statement.values);
            const text = plan.rows.map((r) => (typeof r['QUERY PLAN'] === 'string' ? r['QUERY PLAN'] : JSON.stringify(r['QUERY PLAN']))).join('\n');
            console.log(`\n=== ${id}: ${label}\n${statement.text}\n${text}`);
          } finally {
            client.release();
          }
        }
      }
    }
    await sql`SELECT 1`.execute(db);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
