/**
 * Statistics that tell the planner how a record's kind, state and each indexed search filter go
 * together (issue 8 §1). A list's total is chosen by the planner's estimate of its matches
 * (records/listTotal.ts), and per-column statistics multiply the three selectivities as if they were
 * independent: the entity drafts of one type were estimated at 90 where 1,276 matched, so the list
 * sorted and counted 501 keys in sort order instead of reading its page with one look-ahead row. An
 * MCV list over (kind, state, filter) knows the real combinations, so the estimate comes within a few
 * per cent. The expressions are exactly the indexed ones (2026_11_23_101, 2026_11_26_101,
 * 2026_11_26_301, 2026_11_27_301): the planner matches statistics to clauses by their expression.
 * ANALYZE (housekeeping's VACUUM ANALYZE, autovacuum on PostgreSQL) keeps them. Frozen in time like
 * every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

/** statistics name → the integer `data` field a search filter compares (entity type, service area …). */
const FILTER_FIELDS = {
  record_version_org_type_stats: 'organizationTypeId',
  record_version_service_area_stats: 'serviceAreaId',
  record_version_service_category_stats: 'serviceCategoryId',
  record_version_service_sub_category_stats: 'serviceSubCategoryId',
  record_version_service_business_event_stats: 'businessEventId',
  record_version_service_life_event_stats: 'lifeEventId',
  record_version_document_type_stats: 'documentTypeId',
  record_version_location_type_stats: 'locationType',
  record_version_location_island_stats: 'islandId',
  record_version_location_county_stats: 'countyId',
  record_version_location_parish_stats: 'parishId',
  record_version_point_of_care_channel_stats: 'channelTypeId',
} as const;

/** The "inactive" filter (2026_11_23_101's partial index) goes with the kind and the state too. */
const ACTIVE_STATISTICS = 'record_version_active_stats';

export async function up(db: AnyDb): Promise<void> {
  for (const [name, field] of Object.entries(FILTER_FIELDS)) {
    await sql`CREATE STATISTICS ${sql.id(name)} (mcv) ON kind, state, ((data->>${sql.lit(field)})::int) FROM record_version`.execute(db);
  }
  await sql`CREATE STATISTICS ${sql.id(ACTIVE_STATISTICS)} (mcv) ON kind, state, active FROM record_version`.execute(db);
  await sql`ANALYZE record_version`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [...Object.keys(FILTER_FIELDS), ACTIVE_STATISTICS]) await sql`DROP STATISTICS IF EXISTS ${sql.id(name)}`.execute(db);
}
