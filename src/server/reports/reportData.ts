/**
 * What the reports read (issue 11 §3), in SQL (issue 32): the published versions in force on the filter
 * day (inForceOn), and the organic tree of that day built from them by a recursive CTE. A report's
 * universe is the tree of the day as the organic page shows it — entities reachable from a root
 * through entities in force that day (an entity whose parent was not in force is an orphan of the
 * past and left out) — cut to the filter entity's subtree of that day and to the subtrees the
 * caller's profiles cover (profileCovers, on the chain of that day, written here in SQL).
 *
 * The tree is ordered in the database, never in Node: each entity's rank among its siblings (stored
 * position first, none last, then name, code, id) is one window over the day's entities, and the
 * recursion carries the path of those ranks, so `ORDER BY path` is depth-first tree order. Names
 * and codes compare under REPORT_COLLATION (migration m0028), the ICU order Intl.Collator('pt',
 * { sensitivity: 'base', numeric: true }) used in Node before: accents and case aside, digits as
 * numbers. docs/decisions.md ("Reports in SQL") says what differs, if anything.
 */
import { sql, type RawBuilder } from 'kysely';
import { REGION_TIME_ZONE } from '@/shared/regionTime';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { ScopedProfile } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';
import { inForceOn } from '../organic/inForce';
import { organicSiblingPosition } from '../organic/organicOrder';

type Db = EngineContext['db'];

export const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;
export const SERVICE = RECORD_KINDS.service.objectKind;
export const POINT_OF_CARE = RECORD_KINDS.pointOfCare.objectKind;

/** Deep enough for any real hierarchy (organizationTree.ts uses the same bound): a node at this level is listed, its children are not. */
const MAX_DEPTH = 64;

/** The collation of migration m0028: ICU, Portuguese, primary strength (accents and case aside), numeric. */
export const REPORT_COLLATION = 'report_name_order';

/** What a report is asked: the day, the filter entity, and whose profiles limit it. */
export interface ReportQuery {
  db: Db;
  day: string;
  organizationId: number | null;
  profiles: readonly ScopedProfile[];
}

/** A text column as Intl.Collator compared it: null as '', under the report collation. */
export const collated = (column: string) => sql`coalesce(${sql.ref(column)}, '') COLLATE ${sql.id(REPORT_COLLATION)}`;

/** The reports' stable order of a list (the former `byName`): name, then code (both collated), then id, of the row aliased `alias`. */
export const byName = (alias: string) => sql`${collated(`${alias}.name`)}, ${collated(`${alias}.code`)}, ${sql.ref(`${alias}.id`)}`;

/** The Azores day of a publication instant, in SQL: the same as regionDay, without a time-zone conversion in JavaScript per row. */
export const publishedOn = (alias: string) => sql`to_char(${sql.ref(`${alias}.published_at`)} AT TIME ZONE ${REGION_TIME_ZONE}, 'YYYY-MM-DD')`;

/** A JSON flag as the Node readers took it (`=== true`): only JSON true is true. */
export const flag = (alias: string, key: string) => sql`coalesce(${sql.ref(`${alias}.data`)}->${key} = 'true'::jsonb, false)`;

/** A JSON text as the Node readers took it: a string, else ''. */
export const text = (alias: string, key: string) =>
  sql`CASE WHEN jsonb_typeof(${sql.ref(`${alias}.data`)}->${key}) = 'string' THEN ${sql.ref(`${alias}.data`)}->>${key} ELSE '' END`;

/** profileCovers on the chain column `chain` ([itself, parent, …, root]), one OR term per profile; false for none. */
function covers(profiles: readonly ScopedProfile[], chain: RawBuilder<unknown>): RawBuilder<unknown> {
  if (profiles.length === 0) return sql`false`;
  return sql`(${sql.join(
    profiles.map((profile) => {
      const excluded = profile.excludedOrganizationIds ?? [];
      const outside = excluded.length > 0 ? sql`NOT (${chain} && ${[...excluded]}::int[])` : sql`true`;
      const within = profile.organizationId === null ? sql`true` : sql`${profile.organizationId}::int = ANY(${chain})`;
      return sql`(${outside} AND ${within})`;
    }),
    sql` OR `,
  )})`;
}

/** In the report: in the filter entity's subtree (if any) and covered by one of the caller's profiles. */
function inReport(query: ReportQuery, chain: RawBuilder<unknown>): RawBuilder<unknown> {
  const filtered = query.organizationId === null ? sql`true` : sql`${query.organizationId}::int = ANY(${chain})`;
  return sql`(${filtered} AND ${covers(query.profiles, chain)})`;
}

/**
 * The common table expressions every report starts from, after `WITH RECURSIVE`:
 * - day_node: each entity's version in force on the day (the newest, should bad data put two in force), with its sibling rank;
 * - day_tree: the nodes reachable from a root, with level (1: a root), chain ([itself, …, root]) and path (the sibling ranks from the
 *   root, so that ORDER BY path is tree order), whether it is in the report, `reach` (itself and its ancestors without a gap outside
 *   the report: what the sub-entity totals add up along) and `manager` (the nearest entity in the report, from itself up without
 *   leaving it, that may manage services or is the filter entity: the supervisor of its services);
 * - report_node: the nodes in the report.
 */
export function reportScope(query: ReportQuery): RawBuilder<unknown> {
  const { day } = query;
  const filter = query.organizationId === null ? sql`false` : sql`d.id = ${query.organizationId}::int`;
  const supervises = sql`(d.can_manage_services OR ${filter})`;
  return sql`day_entity AS MATERIALIZED (
      SELECT DISTINCT ON (e.id) e.id, e.version, e.parent_id, ${organicSiblingPosition('e')} AS position,
        coalesce(e.code, '') AS code, coalesce(e.name, '') AS name, coalesce(e.abbreviation, '') AS abbreviation, ${publishedOn('e')} AS published_on,
        ${flag('e', 'canHaveServices')} AS can_have_services, ${flag('e', 'canManageServices')} AS can_manage_services
      FROM record_version e WHERE e.kind = ${ENTITY} AND ${inForceOn('e', day)} ORDER BY e.id, e.version DESC),
    day_node AS MATERIALIZED (
      SELECT d.*, (row_number() OVER (PARTITION BY d.parent_id ORDER BY d.position NULLS LAST, ${byName('d')}))::int AS sibling FROM day_entity d),
    day_tree (id, level, chain, path, in_report, reach, manager) AS (
      SELECT d.id, 1, ARRAY[d.id], ARRAY[d.sibling], ${inReport(query, sql`ARRAY[d.id]`)},
        CASE WHEN ${inReport(query, sql`ARRAY[d.id]`)} THEN ARRAY[d.id] ELSE '{}'::int[] END,
        CASE WHEN ${inReport(query, sql`ARRAY[d.id]`)} AND ${supervises} THEN d.id END
      FROM day_node d WHERE d.parent_id IS NULL
      UNION ALL
      SELECT d.id, t.level + 1, d.id || t.chain, t.path || d.sibling, x.in_report,
        CASE WHEN x.in_report THEN d.id || t.reach ELSE '{}'::int[] END,
        CASE WHEN NOT x.in_report THEN NULL WHEN ${supervises} THEN d.id ELSE t.manager END
      FROM day_tree t JOIN day_node d ON d.parent_id = t.id
      CROSS JOIN LATERAL (SELECT ${inReport(query, sql`d.id || t.chain`)} AS in_report) x
      WHERE t.level < ${MAX_DEPTH}),
    report_node AS MATERIALIZED (SELECT t.* FROM day_tree t WHERE t.in_report)`;
}

/** The services in force on the day (the newest version per id), with what the reports show of them. */
export function dayServices(day: string): RawBuilder<unknown> {
  return sql`day_service AS MATERIALIZED (
      SELECT DISTINCT ON (s.id) s.id, coalesce(s.code, '') AS code, coalesce(s.name, '') AS name, s.organization_id, ${publishedOn('s')} AS published_on,
        ${flag('s', 'virtual')} AS virtual, ${text('s', 'virtualUrl')} AS virtual_url, ${flag('s', 'portal')} AS portal, ${text('s', 'portalUrl')} AS portal_url
      FROM record_version s WHERE s.kind = ${SERVICE} AND ${inForceOn('s', day)} ORDER BY s.id, s.version DESC)`;
}
