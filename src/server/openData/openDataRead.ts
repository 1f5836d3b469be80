/**
 * What the open data reads (issue 14 §3): the published versions in force today (the reports' rule,
 * organic/inForce.ts: published, not replaced or withdrawn, within their validity dates), one row per
 * record, and what they point to — owner entities, divisions, legislations, documents, the points of
 * care providing a service, the reference items naming types. Drafts and versions waiting for
 * approval never satisfy inForceOn, so they never appear. Plain SQL, one statement per set.
 */
import { sql, type Kysely } from 'kysely';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { OpenDataKind } from '@/shared/openData';
import type { Database, RecordVersion } from '../db/schema';
import { inForceOn } from '../organic/inForce';
import { headerTexts } from '../records/headerTexts';

type Db = Kysely<Database>;

/** A published record in force, with its data (an entity's logo left out: bytes no integrator needs here). */
export interface OpenRecord {
  id: number;
  version: number;
  code: string;
  name: string;
  abbreviation: string;
  organizationId: number | null;
  parentId: number | null;
  startDate: string | null;
  data: Record<string, unknown>;
}

export interface OpenDivision {
  id: number;
  code: string;
  name: string;
}

export interface OpenLegislation {
  id: number;
  type: string;
  number: string;
  date: string;
  title: string;
  journalUrl: string;
}

export interface OpenReference {
  id: number;
  category: string;
  labelPt: string;
  labelEn: string;
}

interface RecordRow {
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  abbreviation: string | null;
  organization_id: number | null;
  parent_id: number | null;
  start_date: string | null;
  data: unknown;
}

const toRecord = (row: RecordRow): OpenRecord => ({
  id: row.id,
  version: row.version,
  ...headerTexts(row),
  organizationId: row.organization_id,
  parentId: row.parent_id,
  startDate: row.start_date,
  data: row.data && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {},
});

/**
 * Any version of a record as the open data maps it, whatever its state (issue 31 §3: the public
 * entry's preview of a draft is built by the same mapper as the published catalogue). The caller has
 * already decided the version may be read; its logo is left out as in recordsInForce.
 */
export function openRecordOf(
  row: Pick<RecordVersion, 'id' | 'version' | 'code' | 'name' | 'abbreviation' | 'organization_id' | 'parent_id' | 'start_date' | 'data'>,
): OpenRecord {
  const data = row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? { ...(row.data as Record<string, unknown>) } : {};
  delete data.logo;
  return toRecord({ ...row, data });
}

const objectKindOf = (kind: OpenDataKind) => RECORD_KINDS[kind].objectKind;

/** The published records of a kind in force on `day`, by id; `window` pages them, `ids` restricts them. */
export async function recordsInForce(
  db: Db,
  kind: OpenDataKind,
  day: string,
  options: { ids?: readonly number[]; window?: { limit: number; offset: number } } = {},
): Promise<OpenRecord[]> {
  if (options.ids && options.ids.length === 0) return [];
  const only = options.ids ? sql`AND r.id = ANY(${sql.val([...options.ids])}::int[])` : sql``;
  const window = options.window ? sql`LIMIT ${options.window.limit} OFFSET ${options.window.offset}` : sql``;
  // DISTINCT ON: should bad data ever put two versions in force on one day, the newest speaks.
  const result = await sql<RecordRow>`SELECT DISTINCT ON (r.id) r.id, r.version, r.code, r.name, r.abbreviation, r.organization_id, r.parent_id,
      r.start_date, r.data - 'logo' AS data
    FROM record_version r WHERE r.kind = ${objectKindOf(kind)} AND ${inForceOn('r', day)} ${only}
    ORDER BY r.id, r.version DESC ${window}`.execute(db);
  return result.rows.map(toRecord);
}

export async function countInForce(db: Db, kind: OpenDataKind, day: string): Promise<number> {
  const result = await sql<{ total: string }>`SELECT count(DISTINCT r.id) AS total FROM record_version r
    WHERE r.kind = ${objectKindOf(kind)} AND ${inForceOn('r', day)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** The points of care in force that provide any of the services. */
export async function channelsProviding(db: Db, serviceIds: readonly number[], day: string): Promise<OpenRecord[]> {
  if (serviceIds.length === 0) return [];
  const result = await sql<RecordRow>`SELECT DISTINCT ON (r.id) r.id, r.version, r.code, r.name, r.abbreviation, r.organization_id, r.parent_id,
      r.start_date, r.data
    FROM record_version r WHERE r.kind = ${objectKindOf('pointOfCare')} AND ${inForceOn('r', day)}
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.data->'services') = 'array' THEN r.data->'services' ELSE '[]'::jsonb END) s
        WHERE (s->>'serviceId')::int = ANY(${sql.val([...serviceIds])}::int[]))
    ORDER BY r.id, r.version DESC`.execute(db);
  return result.rows.map(toRecord);
}

export async function divisionsById(db: Db, ids: readonly number[]): Promise<Map<number, OpenDivision>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('division')
    .select(['id', 'code', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function legislationsById(db: Db, ids: readonly number[]): Promise<Map<number, OpenLegislation>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('legislation')
    .select(['id', 'type', 'number', 'date', 'title', 'journal_url'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, type: row.type, number: row.number, date: String(row.date), title: row.title, journalUrl: row.journal_url }]));
}

export async function referencesById(db: Db, ids: readonly number[]): Promise<Map<number, OpenReference>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('reference_item')
    .select(['id', 'category', 'label_pt', 'label_en'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, category: row.category, labelPt: row.label_pt, labelEn: row.label_en }]));
}

/** Numbers of a data field that holds one id or a list of them. */
export function idsOf(value: unknown): number[] {
  if (typeof value === 'number' && Number.isInteger(value)) return [value];
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v)) : [];
}
