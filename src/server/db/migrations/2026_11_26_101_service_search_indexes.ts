/**
 * Indexes that follow the service search form (SPEC §3.1): each reference-list filter (service type
 * — the service area —, category, sub-category, business event, life event), alone or with the state
 * filter, is served by a partial index on services (kind 3), as the entity type is for entities
 * (2026_11_23_101). Without them a rare or unknown id walks every service of the state. The text
 * filters, the state, the sorts and the owner (kind, organization_id) keep the generic indexes.
 * Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

/** index name → the `data` field it serves. */
const INDEXES = {
  record_version_service_area_state_idx: 'serviceAreaId',
  record_version_service_category_state_idx: 'serviceCategoryId',
  record_version_service_sub_category_state_idx: 'serviceSubCategoryId',
  record_version_service_business_event_state_idx: 'businessEventId',
  record_version_service_life_event_state_idx: 'lifeEventId',
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, field] of Object.entries(INDEXES)) {
    await sql`CREATE INDEX ${sql.id(name)} ON record_version (((data->>${sql.lit(field)})::int), state) WHERE kind = 3`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
