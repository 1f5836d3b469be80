/**
 * Where the user came from to a record (issue 29 §12): "Voltar" returns there — the entity whose detail
 * listed the service, the kind's list, the organic tree — not always to the kind's global list. Links
 * need not carry it: every navigation is noted (the header's navigationTrail.ts), and a
 * record's origin is the page the user was on when they first entered any page of that record (its
 * detail, its edit page, another of its versions). Editing, saving and moving between versions keep it.
 * Kept in memory: after a reload the back link falls back to the kind's list.
 */
import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { KIND_BASICS, kindParams, OWNER_KIND, RECORD_KIND_NAMES, type KindRoutesDeclaration, type RecordKindName } from '@/shared/records/kindBasics';
import { onNavigation } from '@/web/components/navigationTrail';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { recordRoutes } from './recordRoutes';

/**
 * The pages of one record: its id is the route's `<kind>Id` parameter (on the entity-nested route, the inner
 * one). The nested route first: /entidade/4/1/servico/12/3 also fits the sub-entity route's optional segments,
 * and the router too prefers the route with more fixed segments.
 */
const RECORD_PAGES = ['editInEntity', 'detail', 'searchDetail', 'edit', 'editSub'] as const;

const PATTERNS: readonly { kind: RecordKindName; path: string; idParam: string }[] = [
  ...RECORD_PAGES.flatMap((page) => RECORD_KIND_NAMES.map((kind) => ({ kind, name: `${kind}.${page}` }))),
  ...RECORD_KIND_NAMES.filter((kind) => (KIND_BASICS[kind].routes as KindRoutesDeclaration).task).map((kind) => ({ kind, name: `tasks.${kind}` })),
]
  .filter((route): route is { kind: RecordKindName; name: RouteName } => route.name in ROUTE_PATHS)
  .map(({ kind, name }) => ({ kind, path: ROUTE_PATHS[name], idParam: kindParams(kind).id }));

/** 'service:12' for any page of service 12; null for a page of no saved record (a list, a new record's form). */
export function recordKeyOf(pathname: string): string | null {
  for (const { kind, path, idParam } of PATTERNS) {
    const id = matchPath(path, pathname)?.params[idParam];
    if (id !== undefined) return /^[1-9]\d*$/.test(id) ? `${kind}:${id}` : null;
  }
  return null;
}

/** The kinds of page a record's back link returns to. */
export type ReturnPlace = 'list' | 'owner' | 'organic' | 'tasks' | 'search';

/**
 * What "Voltar" may return to from a record, and where exactly: a kind's list, an entity's detail, the
 * organic tree, Tasks, the home search. A record created under an entity (its nested edit route) returns
 * to that entity's detail. Any other page (a settings page, a notice's target) is no place to return to.
 */
export function returnPlaceOf(url: string): { place: ReturnPlace; to: string } | null {
  const path = pathOf(url);
  if (RECORD_KIND_NAMES.some((kind) => matchPath(ROUTE_PATHS[`${kind}.list`], path))) return { place: 'list', to: url };
  if (matchPath(ROUTE_PATHS[`${OWNER_KIND}.detail`], path)) return { place: 'owner', to: url };
  for (const kind of RECORD_KIND_NAMES) {
    const name = `${kind}.editInEntity`;
    const params = name in ROUTE_PATHS ? matchPath(ROUTE_PATHS[name as RouteName], path)?.params : undefined;
    const owner = kindParams(OWNER_KIND);
    const ownerId = Number(params?.[owner.id]);
    const ownerVersion = Number(params?.[owner.version]);
    if (ownerId > 0 && ownerVersion > 0) return { place: 'owner', to: recordRoutes(OWNER_KIND).detail(ownerId, ownerVersion) };
  }
  if (matchPath(ROUTE_PATHS.organic, path) || matchPath(ROUTE_PATHS['organic.treeview'], path)) return { place: 'organic', to: url };
  if (matchPath(ROUTE_PATHS['tasks.list'], path)) return { place: 'tasks', to: url };
  if (matchPath(ROUTE_PATHS.home, path)) return { place: 'search', to: url };
  return null;
}

/**
 * The origins after a navigation from `from` to `to` (path and query): entering a record from a page to
 * return to makes that page its origin, unless the user is going back to where the record they leave
 * came from (so the entity a service was opened from does not then take the service as its origin).
 */
export function nextOrigins(origins: ReadonlyMap<string, string>, from: string, to: string): ReadonlyMap<string, string> {
  const toKey = recordKeyOf(pathOf(to));
  const fromKey = recordKeyOf(pathOf(from));
  if (toKey === null || toKey === fromKey) return origins;
  if (fromKey !== null && origins.get(fromKey) === to) return origins;
  const place = returnPlaceOf(from);
  return place ? new Map(origins).set(toKey, place.to) : origins;
}

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

let origins: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function note(from: string, to: string): void {
  const next = nextOrigins(origins, from, to);
  if (next === origins) return;
  origins = next;
  listeners.forEach((listener) => listener());
}

// The header notes the navigations (navigationTrail.ts); this module reads them from when it loads with the record pages.
onNavigation(({ from, to }) => note(from, to));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where the record `kind`/`id`'s back link returns to, if the user came from a place to return to. */
export function useRecordOrigin(kind: RecordKindName, id: number | null): { place: ReturnPlace; to: string } | null {
  const all = useSyncExternalStore(subscribe, () => origins);
  const url = id ? all.get(`${kind}:${id}`) : undefined;
  return url ? returnPlaceOf(url) : null;
}

/** Forgets every origin (tests). */
export function resetRecordOrigins(): void {
  origins = new Map();
}
