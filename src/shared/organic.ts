/**
 * The organic tree as it stood on a date (SPEC §1, §2.8, §2.10): its nodes and calls, shared by the
 * SPA and the server. A node is the entity's version in force on that date, under the parent it had then.
 */
import type { RecordKindName } from './records/kindBasics';

export interface OrganicNode {
  id: number;
  /** The version in force on the date. */
  version: number;
  code: string;
  name: string;
  abbreviation: string;
  active: boolean;
  /** A folder entity (group kind): the grey marker of SPEC §4. */
  isFolder: boolean;
  /** A newer version waiting for approval or publication (3 or 4), else null: the submitted marker. */
  pendingState: number | null;
  /** The session user may reorder this node's sub-entities (permission 14 with the node in scope). */
  canOrder: boolean;
  /** Its sub-entities in force on the date. */
  childCount: number;
  /** The records of each kind an entity owns (services, points of care, documents) in force on the date. */
  ownedCounts: Partial<Record<RecordKindName, number>>;
}

/** A node a search inside a tab found, with the path that leads to it from a root (ids, root first, itself last). */
export interface OrganicSearchHit {
  node: OrganicNode;
  path: number[];
}

/**
 * One page of the sub-entities of a node (issue 32): `nodes` from `offset` in tree order, and `total`,
 * every sub-entity in force that day, so the tree knows how many remain ("Mostrar mais (N restantes)").
 */
export interface OrganicLevel {
  nodes: OrganicNode[];
  total: number;
  offset: number;
}

/**
 * Our choices (issue 32): a node's sub-entities are read a page at a time (the tree's page, then "show
 * more"), never all at once unless the reorder dialog asks for them all, up to `maxChildren`, the most a
 * reorder lists (far above any real level: the benchmark's largest holds ten thousand).
 */
export const ORGANIC_LIMITS = {
  childrenPage: 100,
  maxChildren: 20_000,
} as const;

export const ORGANIC_PATHS = {
  /** GET ?date=yyyy-MM-dd&parentId= (none: the roots)&offset=&limit= (ORGANIC_LIMITS): an OrganicLevel. */
  nodes: '/organic/nodes',
  /** GET ?date=yyyy-MM-dd&query= */
  search: '/organic/search',
  /** GET: OrganicBounds. */
  bounds: '/organic/bounds',
  /** PUT OrganicOrderRequest: the order of a node's sub-entities (permission 14). */
  order: '/organic/order',
} as const;

/** The new order of every sub-entity of `parentId` (null: the roots) in force today, first first. */
export interface OrganicOrderRequest {
  parentId: number | null;
  childIds: number[];
}

/** Most hits a search inside a tab answers. */
export const ORGANIC_SEARCH_LIMIT = 20;

/** The dates a tab may show: from the `organic.minimumDate` parameter to today in the Azores (yyyy-MM-dd). */
export interface OrganicBounds {
  minimumDate: string;
  today: string;
}
