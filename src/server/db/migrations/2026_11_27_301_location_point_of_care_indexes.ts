/**
 * Indexes that follow the location (heritage, kind 6) and point-of-care (kind 4) search forms (SPEC
 * §3.1), as 2026_11_26_101 does for services: each id filter, alone or with the state filter, is
 * served by a partial (id, state) index; the address and postal-code text filters by trigram indexes
 * on exactly the expressions the filters use (locationKind.ts), which bitmap-AND with the state's
 * indexes; a point of care's services (the `organization` filter: an entity owning one of them) by a
 * GIN index of its services list. The code, abbreviation, name, state, sorts and the host entity
 * (kind, organization_id) keep the generic indexes. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

const LOCATION = 6;
const POINT_OF_CARE = 4;

/** index name → [kind, the `data` id field it serves with the state]. */
const ID_STATE_INDEXES = {
  record_version_location_type_state_idx: [LOCATION, 'locationType'],
  record_version_location_island_state_idx: [LOCATION, 'islandId'],
  record_version_location_county_state_idx: [LOCATION, 'countyId'],
  record_version_location_parish_state_idx: [LOCATION, 'parishId'],
  record_version_point_of_care_channel_state_idx: [POINT_OF_CARE, 'channelTypeId'],
} as const;

const OTHER_INDEXES = [
  'record_version_location_address_trgm_idx',
  'record_version_location_zip_code_trgm_idx',
  'record_version_point_of_care_services_idx',
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, [kind, field]] of Object.entries(ID_STATE_INDEXES)) {
    await sql`CREATE INDEX ${sql.id(name)} ON record_version (((data->>${sql.lit(field)})::int), state) WHERE kind = ${sql.lit(kind)}`.execute(db);
  }
  // containsText: unaccent_immutable(lower(x)) LIKE '%word%', accent- and case-insensitive.
  await sql`CREATE INDEX record_version_location_address_trgm_idx ON record_version
    USING gin (unaccent_immutable(lower((data->>'address'))) gin_trgm_ops) WHERE kind = ${sql.lit(LOCATION)}`.execute(db);
  // containsCaseInsensitive: (data->>'zipCode') ILIKE '%digits%'.
  await sql`CREATE INDEX record_version_location_zip_code_trgm_idx ON record_version
    USING gin ((data->>'zipCode') gin_trgm_ops) WHERE kind = ${sql.lit(LOCATION)}`.execute(db);
  // (data->'services') @> '[{"serviceId": n}]', probed once per service of the matching entities.
  await sql`CREATE INDEX record_version_point_of_care_services_idx ON record_version
    USING gin ((data->'services') jsonb_path_ops) WHERE kind = ${sql.lit(POINT_OF_CARE)}`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [...OTHER_INDEXES, ...Object.keys(ID_STATE_INDEXES)]) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
