import { sql } from 'kysely';
import { createTestDatabase, testDatabaseForSuite } from '../test/testDatabase';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { prepareDatabase } from './prepareDatabase';

const database = testDatabaseForSuite({}, { prepare: false });

const counts = async () => {
  const tables = ['lookup', 'division', 'economic_activity', 'app_user', 'profile', 'user_profile', 'record_version', 'record_sequence', 'server_key'];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db);
    result[table] = Number(rows[0]?.n);
  }
  return result;
};

it('applies every migration once; running again changes nothing', async () => {
  expect(await migrateToLatest(database.db)).toEqual(Object.keys(MIGRATIONS));
  expect(await migrateToLatest(database.db)).toEqual([]);
});

it('runs a sequence-named migration (mNNNN_) after every dated one, and those by their number', async () => {
  const ran: string[] = [];
  const step = (name: string) => ({ up: async () => void ran.push(name) });
  const list = { m0021_second: step('second'), '2026_11_30_999_dated': step('dated'), m0020_first: step('first') };
  const scratch = await createTestDatabase({}, { prepare: false });
  try {
    expect(await migrateToLatest(scratch.db, list)).toEqual(['2026_11_30_999_dated', 'm0020_first', 'm0021_second']);
    expect(ran).toEqual(['dated', 'first', 'second']);
  } finally {
    await scratch.close();
  }
});

it('prepares (migrate + seed) idempotently', async () => {
  const first = await prepareDatabase(database.db, database.config);
  const before = await counts();
  const second = await prepareDatabase(database.db, database.config);
  expect(first.ran.length).toBeGreaterThan(0);
  expect(second).toEqual({ migrated: [], ran: [], generatedAdminPassword: null });
  expect(await counts()).toEqual(before);
});

it('has the extensions and the accent-insensitive search function', async () => {
  const { rows } = await sql<{ extname: string }>`SELECT extname FROM pg_extension ORDER BY extname`.execute(database.db);
  expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  const folded = await sql<{ v: string }>`SELECT unaccent_immutable(lower('São Jorge, AÇORES')) AS v`.execute(database.db);
  expect(folded.rows[0]?.v).toBe('sao jorge, acores');
});

it('uses the trigram index for a contains search on names', async () => {
  // One connection for the SETs and the EXPLAIN: on PostgreSQL the pool has several. On a table
  // this small a whole walk of a btree index holding the name (the Name sort's) would win too.
  const plan = await database.db.connection().execute(async (connection) => {
    const scans = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];
    for (const scan of scans) await sql`SELECT set_config(${scan}, 'off', false)`.execute(connection);
    try {
      return await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM record_version WHERE unaccent_immutable(lower(name)) LIKE '%acores%'`.execute(connection);
    } finally {
      for (const scan of scans) await sql`SELECT set_config(${scan}, 'on', false)`.execute(connection);
    }
  });
  expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('record_version_name_trgm_idx');
});

it('clears only the generated "v<version>" comments of new versions (migration 2026_11_23_102)', async () => {
  await migrateToLatest(database.db);
  const rows = [
    { version: 2, action: 'newVersion', comment: 'v2' },
    { version: 3, action: 'newVersion', comment: 'v2' },
    { version: 4, action: 'newVersion', comment: 'revisão anual' },
    { version: 5, action: 'submit', comment: 'v5' },
  ];
  for (const row of rows) {
    await database.db
      .insertInto('record_action')
      .values({ kind: 2, record_id: 987_654, from_state: null, to_state: 1, username: 'admin', at: new Date(), ...row })
      .execute();
  }
  await MIGRATIONS['2026_11_23_102_clear_new_version_comments']!.up(database.db);
  const after = await database.db.selectFrom('record_action').select(['version', 'comment']).where('record_id', '=', 987_654).orderBy('version').execute();
  expect(after).toEqual([
    { version: 2, comment: null },
    { version: 3, comment: 'v2' },
    { version: 4, comment: 'revisão anual' },
    { version: 5, comment: 'v5' },
  ]);
});
