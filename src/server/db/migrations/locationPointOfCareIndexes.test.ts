/**
 * Migration 2026_11_27_301: each location and point-of-care filter, alone and with the state filter,
 * is served by its index — the kinds' filters (locationKind.ts, pointOfCareKind.ts) use exactly the
 * indexed expressions. The table gets a few thousand synthetic heritage records and points of care
 * (and fresh statistics) so that the planner weighs the indexes as on a real catalogue; plans are asked
 * with sequential scans off, on PGlite and on PostgreSQL alike.
 */
import { sql, type Kysely } from 'kysely';
import { LocationType, ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { ServerKindDefinition } from '../../records/kindDefinition';
import { locationKind } from '../../records/locationKind';
import { pointOfCareKind } from '../../records/pointOfCareKind';
import { testDatabaseForSuite } from '../../test/testDatabase';
import type { Database } from '../schema';

const database = testDatabaseForSuite();
const ROWS = 4000;

beforeAll(async () => {
  const db = database.db;
  // Spread values, as many heritage records over the 9 islands, 19 counties and 155 parishes would have.
  await sql`INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, organization_id, start_date, created_by, data)
    SELECT ${ObjectKind.Location}, 500000 + g, 1, 2 + g % 5, 'IX' || g, 'Património ' || md5(g::text), 'IX', 1, '2024-01-01', 'test',
      jsonb_build_object('locationType', 2 + g % 2, 'islandId', 1 + g % 9, 'countyId', 10 + g % 19, 'parishId', 30 + g % 155,
        'address', 'Rua ' || md5(g::text), 'zipCode', lpad((9000 + g % 1000)::text, 4, '0') || '-' || lpad((g % 1000)::text, 3, '0'))
    FROM generate_series(1, ${ROWS}) g`.execute(db);
  await sql`INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, organization_id, start_date, created_by, data)
    SELECT ${ObjectKind.PointOfCare}, 500000 + g, 1, 2 + g % 5, 'IX' || g, 'Balcão ' || md5(g::text), 'IX', 1, '2024-01-01', 'test',
      jsonb_build_object('channelTypeId', 1000 + g % 40, 'services', jsonb_build_array(jsonb_build_object('serviceId', 100000 + g, 'serviceVersion', 1)))
    FROM generate_series(1, ${ROWS}) g`.execute(db);
  // VACUUM too: it moves the GIN indexes' pending entries (fast update) into the index proper, which a
  // plain ANALYZE leaves, and the planner prices a long pending list as a walk of all of it.
  await sql`VACUUM ANALYZE record_version`.execute(db);
});

/** The plan of the kind's filter on `field` (and the state, when given), with sequential scans off. */
async function planOf(def: ServerKindDefinition, field: string, value: unknown, state?: RecordState): Promise<string> {
  const filter = def.filters.find((f) => f.field === field);
  if (!filter) throw new Error(`no filter ${field}`);
  return database.db.connection().execute(async (connection: Kysely<Database>) => {
    let query = connection
      .selectFrom('record_version')
      .select('id')
      .where('kind', '=', def.meta.objectKind)
      .where((eb) => filter.where(eb, value) ?? sql<boolean>`TRUE`);
    if (state !== undefined) query = query.where('state', '=', state);
    await sql`SELECT set_config('enable_seqscan', 'off', false)`.execute(connection);
    try {
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(connection);
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`SELECT set_config('enable_seqscan', 'on', false)`.execute(connection);
    }
  });
}

const location = locationKind as unknown as ServerKindDefinition;
const pointOfCare = pointOfCareKind as unknown as ServerKindDefinition;

const CASES: [string, ServerKindDefinition, string, unknown, string][] = [
  ['location locationTypeId', location, 'locationTypeId', LocationType.Leased, 'record_version_location_type_state_idx'],
  ['location islandId', location, 'islandId', 1, 'record_version_location_island_state_idx'],
  ['location countyId', location, 'countyId', 12, 'record_version_location_county_state_idx'],
  ['location parishId', location, 'parishId', 40, 'record_version_location_parish_state_idx'],
  ['location address', location, 'address', 'colégio', 'record_version_location_address_trgm_idx'],
  ['location zipCode', location, 'zipCode', '9500', 'record_version_location_zip_code_trgm_idx'],
  ['pointOfCare channelTypeIds', pointOfCare, 'channelTypeIds', [1, 2], 'record_version_point_of_care_channel_state_idx'],
  ['pointOfCare organization', pointOfCare, 'organization', 'saúde', 'record_version_point_of_care_services_idx'],
];

it.each(CASES)('serves the %s filter alone and with the state by its index', async (_name, def, field, value, index) => {
  expect([ObjectKind.Location, ObjectKind.PointOfCare]).toContain(def.meta.objectKind);
  expect(await planOf(def, field, value)).toContain(index);
  expect(await planOf(def, field, value, RecordState.Published)).toContain(index);
});
