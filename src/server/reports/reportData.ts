/**
 * What the reports read (issue 11 §3): the published versions in force on the filter day (inForceOn),
 * one statement per kind, and the organic tree of that day built from them. A report's universe is
 * the tree of the day as the organic page shows it — entities reachable from a root through entities
 * in force that day (an entity whose parent was not in force is an orphan of the past and left out,
 * as the organic search leaves it out) — cut to the filter entity's subtree of that day and to the
 * subtrees the caller's profiles cover (profileCovers, on the chain of that day).
 */
import { sql } from 'kysely';
import { REGION_TIME_ZONE } from '@/shared/regionTime';
import type { Contact, Address } from '@/shared/records/entity';
import type { AssociatedService } from '@/shared/records/pointOfCare';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { profileCovers, type ScopedProfile } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';
import { codeAndNameTexts, headerTexts } from '../records/headerTexts';
import { inForceOn } from '../organic/inForce';
import { organicSiblingPosition } from '../organic/organicOrder';

type Db = EngineContext['db'];

const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;
const SERVICE = RECORD_KINDS.service.objectKind;
const POINT_OF_CARE = RECORD_KINDS.pointOfCare.objectKind;

/** Deep enough for any real hierarchy (organizationTree.ts uses the same bound). */
const MAX_DEPTH = 64;

export interface ReportEntity {
  id: number;
  parentId: number | null;
  /** Its place among its siblings as ordered under permission 14 (organic_order), or null: after the ordered ones, by name. */
  position: number | null;
  code: string;
  name: string;
  abbreviation: string;
  /** The day (Azores) the version in force was published, yyyy-MM-dd. */
  publishedOn: string | null;
  canHaveServices: boolean;
  canManageServices: boolean;
  contacts: Contact[];
  address: Partial<Address>;
}

/** An entity of the day's tree, in tree order. */
export interface TreeNode {
  entity: ReportEntity;
  /** 1 for a root of the organic tree. */
  level: number;
  /** [itself, parent, …, root] as of the day. */
  chain: number[];
}

export interface ReportService {
  id: number;
  code: string;
  name: string;
  organizationId: number | null;
  publishedOn: string | null;
  virtual: boolean;
  virtualUrl: string;
  portal: boolean;
  portalUrl: string;
}

export interface ReportPointOfCare {
  id: number;
  code: string;
  name: string;
  organizationId: number | null;
  services: AssociatedService[];
}

/** What a report is asked: the day, the filter entity, and whose profiles limit it. */
export interface ReportQuery {
  db: Db;
  day: string;
  organizationId: number | null;
  profiles: readonly ScopedProfile[];
}

const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** By name (accents and case aside, as the organic tree sorts), then code, then id: a stable order for every list. */
export function byName<T extends { name: string; code: string; id: number }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || collator.compare(a.code, b.code) || a.id - b.id;
}

/** Siblings as the organic tree shows them (organicSiblingOrder): the stored order first, the rest by name. */
function inTreeOrder(a: ReportEntity, b: ReportEntity): number {
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  return byName(a, b);
}

/** The Azores day of a publication instant, in SQL: the same as regionDay, without a time-zone conversion in JavaScript per row (the slowest part of a 10,000-row report). */
const publishedOn = (alias: string) => sql`to_char(${sql.ref(`${alias}.published_at`)} AT TIME ZONE ${REGION_TIME_ZONE}, 'YYYY-MM-DD')`;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

interface EntityRow {
  id: number;
  version: number;
  parent_id: number | null;
  position: number | null;
  code: string | null;
  name: string | null;
  abbreviation: string | null;
  published_on: string | null;
  contacts: unknown;
  address: unknown;
  can_have_services: unknown;
  can_manage_services: unknown;
}

/** Keeps one row per id (the newest version), should bad data ever put two versions in force on one day. */
function newestPerId<T extends { id: number; version: number }>(rows: readonly T[]): T[] {
  const kept = new Map<number, T>();
  for (const row of rows) {
    const seen = kept.get(row.id);
    if (!seen || seen.version < row.version) kept.set(row.id, row);
  }
  return [...kept.values()];
}

export async function entitiesInForce(db: Db, day: string): Promise<ReportEntity[]> {
  const result = await sql<EntityRow>`SELECT e.id, e.version, e.parent_id, e.code, e.name, e.abbreviation, ${publishedOn('e')} AS published_on,
      ${organicSiblingPosition('e')} AS position, e.data->'contacts' AS contacts, e.data->'address' AS address,
      e.data->'canHaveServices' AS can_have_services, e.data->'canManageServices' AS can_manage_services
    FROM record_version e WHERE e.kind = ${ENTITY} AND ${inForceOn('e', day)}`.execute(db);
  return newestPerId(result.rows).map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    position: row.position,
    ...headerTexts(row),
    publishedOn: row.published_on,
    canHaveServices: row.can_have_services === true,
    canManageServices: row.can_manage_services === true,
    contacts: Array.isArray(row.contacts) ? (row.contacts as Contact[]) : [],
    address: row.address && typeof row.address === 'object' ? (row.address as Partial<Address>) : {},
  }));
}

interface ServiceRow {
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  organization_id: number | null;
  published_on: string | null;
  virtual: unknown;
  virtual_url: string | null;
  portal: unknown;
  portal_url: string | null;
}

export async function servicesInForce(db: Db, day: string): Promise<ReportService[]> {
  const result = await sql<ServiceRow>`SELECT s.id, s.version, s.code, s.name, s.organization_id, ${publishedOn('s')} AS published_on,
      s.data->'virtual' AS virtual, s.data->>'virtualUrl' AS virtual_url, s.data->'portal' AS portal, s.data->>'portalUrl' AS portal_url
    FROM record_version s WHERE s.kind = ${SERVICE} AND ${inForceOn('s', day)}`.execute(db);
  return newestPerId(result.rows).map((row) => ({
    id: row.id,
    ...codeAndNameTexts(row),
    organizationId: row.organization_id,
    publishedOn: row.published_on,
    virtual: row.virtual === true,
    virtualUrl: textOf(row.virtual_url),
    portal: row.portal === true,
    portalUrl: textOf(row.portal_url),
  }));
}

interface PointOfCareRow {
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  organization_id: number | null;
  services: unknown;
}

export async function pointsOfCareInForce(db: Db, day: string): Promise<ReportPointOfCare[]> {
  const result = await sql<PointOfCareRow>`SELECT p.id, p.version, p.code, p.name, p.organization_id, p.data->'services' AS services
    FROM record_version p WHERE p.kind = ${POINT_OF_CARE} AND ${inForceOn('p', day)}`.execute(db);
  return newestPerId(result.rows).map((row) => ({
    id: row.id,
    ...codeAndNameTexts(row),
    organizationId: row.organization_id,
    services: Array.isArray(row.services) ? (row.services as AssociatedService[]) : [],
  }));
}

/**
 * The day's tree in tree order (depth first, siblings in the organic tree's order), from the roots; entities not
 * reachable from a root that day are left out.
 */
export function treeOf(entities: readonly ReportEntity[]): TreeNode[] {
  const children = new Map<number | null, ReportEntity[]>();
  for (const entity of entities) {
    const siblings = children.get(entity.parentId);
    if (siblings) siblings.push(entity);
    else children.set(entity.parentId, [entity]);
  }
  for (const siblings of children.values()) siblings.sort(inTreeOrder);
  const ordered: TreeNode[] = [];
  const visited = new Set<number>();
  // An explicit stack (children pushed in reverse so the first sibling comes out first).
  const stack: TreeNode[] = [...(children.get(null) ?? [])].reverse().map((entity) => ({ entity, level: 1, chain: [entity.id] }));
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (visited.has(node.entity.id)) continue;
    visited.add(node.entity.id);
    ordered.push(node);
    if (node.level >= MAX_DEPTH) continue;
    const below = children.get(node.entity.id) ?? [];
    for (let i = below.length - 1; i >= 0; i--) {
      const child = below[i] as ReportEntity;
      stack.push({ entity: child, level: node.level + 1, chain: [child.id, ...node.chain] });
    }
  }
  return ordered;
}

/** The nodes of the report: in the filter entity's subtree of the day (when given) and covered by one of the caller's profiles. */
export function visibleNodes(tree: readonly TreeNode[], organizationId: number | null, profiles: readonly ScopedProfile[]): TreeNode[] {
  return tree.filter((node) => (organizationId === null || node.chain.includes(organizationId)) && profiles.some((profile) => profileCovers(profile, node.chain)));
}

/** The day's whole tree and the entities of it the report covers, both in tree order. */
export async function reportTree(query: ReportQuery): Promise<{ tree: TreeNode[]; nodes: TreeNode[] }> {
  const tree = treeOf(await entitiesInForce(query.db, query.day));
  return { tree, nodes: visibleNodes(tree, query.organizationId, query.profiles) };
}

export async function reportNodes(query: ReportQuery): Promise<TreeNode[]> {
  return (await reportTree(query)).nodes;
}
