/**
 * The links of a kind's pages, built from its routes in the registry (KIND_BASICS → ROUTE_PATHS).
 * Creation convention (the spec is silent; src/web/README.md): a kind with a create route of its own
 * (/patrimonio, /documento) creates there; the others create through the edit route with id 0 and
 * version 0 (/entidade/0/0), and a child under a published parent through the sub-entity route
 * (/entidade/0/0/{parentId}/{parentVersion}). A kind owned by an entity (`inEntity`: services, points of
 * care, documents) also creates and edits under its entity, /entidade/{organizationId}/{organizationVersion}/servico/0/0.
 */
import { generatePath } from 'react-router-dom';
import { KIND_BASICS, kindParams, OWNER_KIND, type KindRoutesDeclaration, type RecordKindName } from '@/shared/records/kindBasics';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';

export const NEW_RECORD_ID = 0;

/** The name of the routes' {organicOrigin?} segment (SPEC §2.3): a page reached from the organic tree returns to it. */
export const ORGANIC_ORIGIN_PARAM = 'organicOrigin';

export interface RecordRoutes {
  list: string;
  detail: (id: number, version: number) => string;
  searchDetail: (id: number, version: number) => string;
  /** `organicOrigin`: the route's {organicOrigin?} segment, kept from a page reached from the organic tree (where the kind's edit route has it). */
  edit: (id: number, version: number, organicOrigin?: string) => string;
  create: () => string;
  /** Creating a record under a parent of the same kind (sub-entities). */
  createChild?: (parentId: number, parentVersion: number, organicOrigin?: string) => string;
  /** Its task detail under /tarefas (not every kind has one: SPEC §2.2). */
  task?: (id: number, version: number) => string;
  /** Creating a record owned by the entity `organizationId`/`organizationVersion` (kinds with `inEntity`: SPEC §2.3). */
  createInEntity?: (organizationId: number, organizationVersion: number) => string;
  /** Editing a record on its route nested under the entity that owns it (kinds with `inEntity`). */
  editInEntity?: (organizationId: number, organizationVersion: number, id: number, version: number) => string;
}

function build(kind: RecordKindName): RecordRoutes {
  const routes: KindRoutesDeclaration = KIND_BASICS[kind].routes;
  const path = (page: string) => ROUTE_PATHS[`${kind}.${page}` as RouteName];
  const names = kindParams(kind);
  const ids = (id: number, version: number) => ({ [names.id]: String(id), [names.version]: String(version) });
  // Only a route that declares {organicOrigin?} takes it (generatePath leaves an absent optional segment out).
  const origin = (tails: readonly string[] | undefined, organicOrigin: string | undefined) =>
    organicOrigin && tails?.includes(ORGANIC_ORIGIN_PARAM) ? { [ORGANIC_ORIGIN_PARAM]: organicOrigin } : {};
  const to = (pathname: string) => (id: number, version: number) => generatePath(pathname, ids(id, version));
  const child = routes.child;
  const owner = kindParams(OWNER_KIND);
  const inEntity = (organizationId: number, organizationVersion: number, id: number, version: number) =>
    generatePath(path('editInEntity'), { [owner.id]: String(organizationId), [owner.version]: String(organizationVersion), ...ids(id, version) });
  return {
    list: path('list'),
    detail: to(path('detail')),
    searchDetail: to(path('searchDetail')),
    edit: (id, version, organicOrigin) => generatePath(path('edit'), { ...ids(id, version), ...origin(routes.editTails, organicOrigin) }),
    create: routes.create ? () => path('create') : () => to(path('edit'))(NEW_RECORD_ID, NEW_RECORD_ID),
    createChild: child
      ? (parentId, parentVersion, organicOrigin) => {
          const parent = kindParams(kind, child.paramPrefix);
          return generatePath(path('editSub'), {
            ...ids(NEW_RECORD_ID, NEW_RECORD_ID),
            [parent.id]: String(parentId),
            [parent.version]: String(parentVersion),
            ...origin(child.tails, organicOrigin),
          });
        }
      : undefined,
    task: routes.task ? to(ROUTE_PATHS[`tasks.${kind}` as RouteName]) : undefined,
    createInEntity: routes.inEntity ? (organizationId, organizationVersion) => inEntity(organizationId, organizationVersion, NEW_RECORD_ID, NEW_RECORD_ID) : undefined,
    editInEntity: routes.inEntity ? inEntity : undefined,
  };
}

const CACHE = new Map<RecordKindName, RecordRoutes>();

/** The links of `kind`'s pages. */
export function recordRoutes(kind: RecordKindName): RecordRoutes {
  let routes = CACHE.get(kind);
  if (!routes) CACHE.set(kind, (routes = build(kind)));
  return routes;
}
