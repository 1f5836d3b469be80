/**
 * The light half of the kind registry: what the first screens need of each record kind (its name,
 * its §6 permission numbers, its routes of SPEC §2, whether guests see it in the menu and the home
 * search, its place in the menu). It imports nothing, so the router, the menu and the home page take
 * it without the catalogue's texts. `kinds.ts` adds the rest (error codes, labels) on top of it; the
 * route table (src/web/app/routePaths.ts), the menu, the task links, the home search's kinds and the
 * permission constants are derived from these declarations.
 */

export const RECORD_KIND_NAMES = ['entity', 'service', 'pointOfCare', 'document', 'location'] as const;
export type RecordKindName = (typeof RECORD_KIND_NAMES)[number];

/**
 * The routes of one kind (SPEC §2). From them: list `/{listSegment}`, create `/{segment}` (when
 * `create`), edit `/{segment}/{id}/{version}/{editTails?…}`, detail `/{segment}/{id}/{version}/detalhe/{detailTails?…}`,
 * `/pesquisa/{segment}/{id}/{version}/detalhe`, the public entry's preview `/{segment}/{id}/{version}/previsualizar`, `/tarefas/{segment}/{id}/{version}/detalhe` (when `task`),
 * the edit under an entity `/entidade/{organizationId}/{organizationVersion}/{segment}/{id}/{version}/{tails?…}`
 * (when `inEntity`) and the edit of a child under its parent (when `child`: sub-entities).
 */
export interface KindRoutesDeclaration {
  /** The URL segment of one record (entidade, servico, …). */
  readonly segment: string;
  /** The URL segment of the list (entidades, servicos, …). */
  readonly listSegment: string;
  /** The prefix of its id and version route parameters when not the kind's name ('organization': organizationId, organizationVersion). */
  readonly paramPrefix?: string;
  /** A create route of its own (/patrimonio, /documento); the others create through the edit route with id 0, version 0. */
  readonly create?: true;
  /** A task detail route under /tarefas (SPEC §2.2). */
  readonly task?: true;
  /** Optional trailing parameters of the edit and detail paths (none when left out). */
  readonly editTails?: readonly string[];
  readonly detailTails?: readonly string[];
  /** Editing a new child under a parent of the same kind (sub-entities): the parent's parameters and the tails after them. */
  readonly child?: { readonly paramPrefix: string; readonly tails: readonly string[] };
  /** Its edit route nested under the entity that owns it (SPEC §2.3), with its optional tails. */
  readonly inEntity?: { readonly tails: readonly string[] };
}

export interface KindBasics {
  /** SPEC §6: create/edit, submit, approve (the area's base + 1, 2, 3). */
  readonly permissions: readonly [createEdit: number, submit: number, approve: number];
  readonly routes: KindRoutesDeclaration;
  /** Guests see it in the menu and may search it from home (SPEC §2.10: not heritage nor documents). */
  readonly guest: boolean;
  /** Its place among the kinds in the side menu (SPEC §2.10: Entities, Service points, Heritage, Documents, Services). */
  readonly menuOrder: number;
  /** For a kind owned by an entity: the entity's flag that allows it to own such records (SPEC §3 canHaveServices …); absent: any entity may. */
  readonly ownerFlag?: 'canHaveServices' | 'canHavePointsOfCare';
}

export const KIND_BASICS = {
  entity: {
    permissions: [11, 12, 13],
    routes: {
      segment: 'entidade',
      listSegment: 'entidades',
      paramPrefix: 'organization',
      task: true,
      editTails: ['organicOrigin'],
      detailTails: ['organicOrigin'],
      child: { paramPrefix: 'parentOrganization', tails: ['organicOrigin'] },
    },
    guest: true,
    menuOrder: 1,
  },
  service: {
    permissions: [31, 32, 33],
    routes: {
      segment: 'servico',
      listSegment: 'servicos',
      task: true,
      detailTails: ['organicOrigin'],
      inEntity: { tails: ['organicOrigin'] },
    },
    guest: true,
    menuOrder: 5,
    ownerFlag: 'canHaveServices',
  },
  pointOfCare: {
    permissions: [41, 42, 43],
    routes: {
      segment: 'pontoatendimento',
      listSegment: 'pontosatendimento',
      task: true,
      detailTails: ['organicOrigin', 'association'],
      inEntity: { tails: ['organicOrigin'] },
    },
    guest: true,
    menuOrder: 2,
    ownerFlag: 'canHavePointsOfCare',
  },
  document: {
    permissions: [51, 52, 53],
    routes: {
      segment: 'documento',
      listSegment: 'documentos',
      create: true,
      task: true,
      inEntity: { tails: [] },
    },
    guest: false,
    menuOrder: 4,
  },
  location: {
    permissions: [21, 22, 23],
    routes: {
      segment: 'patrimonio',
      listSegment: 'patrimonios',
      create: true,
    },
    guest: false,
    menuOrder: 3,
  },
} as const satisfies Readonly<Record<RecordKindName, KindBasics>>;

type Basics = typeof KIND_BASICS;

/** The pages of a kind, as its declaration implies them. */
export type KindPage<K extends RecordKindName> =
  | 'list'
  | 'edit'
  | 'detail'
  | 'searchDetail'
  /** The public entry's preview of a version (issue 31 §3): every kind. */
  | 'preview'
  | (Basics[K]['routes'] extends { create: true } ? 'create' : never)
  | (Basics[K]['routes'] extends { child: object } ? 'editSub' : never)
  | (Basics[K]['routes'] extends { inEntity: object } ? 'editInEntity' : never);

/** Route names of the kinds' pages: '<kind>.<page>' ('entity.list', 'location.create', 'service.editInEntity'). */
export type KindRouteName = { [K in RecordKindName]: `${K}.${KindPage<K>}` }[RecordKindName];
/** Route names of the task details: 'tasks.<kind>' for the kinds with one. */
export type TaskRouteName = { [K in RecordKindName]: Basics[K]['routes'] extends { task: true } ? `tasks.${K}` : never }[RecordKindName];

/**
 * The kind that owns records of other kinds (SPEC §2.3: services, points of care and documents are
 * edited under /entidade/…): a kind whose routes declare `inEntity` is owned by it, and its records
 * store their owner in record_version.organization_id (the server definition's `organizationOf`).
 */
export const OWNER_KIND = 'entity' as const satisfies RecordKindName;

/** Whether `kind`'s records belong to an entity (its routes declare `inEntity`). */
export function isOwnedKind(kind: RecordKindName): boolean {
  return (KIND_BASICS[kind].routes as KindRoutesDeclaration).inEntity !== undefined;
}

/**
 * Whether `kind`'s records belong to an entity stored in record_version.organization_id: every kind
 * but the owner kind itself, whose organization_id is the entity. Wider than isOwnedKind: heritage is
 * managed by an entity (its subtree scopes it) without being edited under it.
 */
export function belongsToEntity(kind: RecordKindName): boolean {
  return kind !== OWNER_KIND;
}

/** The kinds owned by an entity, in the registry's order. (Pure: dropped from the first screens' bundle, which do not use it.) */
export const OWNED_KINDS: readonly RecordKindName[] = /* @__PURE__ */ RECORD_KIND_NAMES.filter(isOwnedKind);

/** The kinds in the side menu's order. */
export const MENU_KINDS: readonly RecordKindName[] = [...RECORD_KIND_NAMES].sort((a, b) => KIND_BASICS[a].menuOrder - KIND_BASICS[b].menuOrder);

/** The id and version route parameters of a kind (serviceId/serviceVersion; organizationId/organizationVersion) or of its child's parent. */
export function kindParams(kind: RecordKindName, prefix: string = (KIND_BASICS[kind].routes as KindRoutesDeclaration).paramPrefix ?? kind): { id: string; version: string } {
  return { id: `${prefix}Id`, version: `${prefix}Version` };
}

/** 'pointOfCare' → 'PointOfCare': the kind's name in the enumerations (ObjectKind) and the error catalogue. */
export function kindTypeName<K extends RecordKindName>(kind: K): Capitalize<K> {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
}
