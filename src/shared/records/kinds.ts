/**
 * The registry of record kinds: one entry per kind, the only place where kinds differ in name,
 * permission numbers, error codes, texts and routes. The engine (server and SPA) reads it; a new kind
 * is a new entry here, its field declaration and a migration.
 */
import { ObjectKind } from '../enums';
import { ErrorCode, type ErrorCodeNumber } from '../errors';
import { OBJECT_KIND_LABELS } from '../objectKinds';
import type { PermissionLevel } from '../recordStates';

export const RECORD_KIND_NAMES = ['entity', 'service', 'pointOfCare', 'document', 'location'] as const;
export type RecordKindName = (typeof RECORD_KIND_NAMES)[number];

export interface RecordKindMeta {
  readonly name: RecordKindName;
  readonly objectKind: ObjectKind;
  /** The §6 area: create/edit = base + 1, submit = base + 2, approve = base + 3. */
  readonly permissionBase: number;
  readonly codes: {
    readonly notFound: ErrorCodeNumber;
    readonly stateInvalid: ErrorCodeNumber;
    readonly invalid: ErrorCodeNumber;
    readonly editDraft: ErrorCodeNumber;
    readonly duplicate: ErrorCodeNumber;
  };
  /** Grammatical gender of the Portuguese noun: texts agree with it ("submetida" / "submetido"). */
  readonly gender: 'f' | 'm';
  readonly label: { readonly pt: string; readonly en: string };
  readonly labelPlural: { readonly pt: string; readonly en: string };
  /** The URL segment of SPEC §2 (entidade, servico, …) and the list path. */
  readonly segment: string;
  readonly listPath: string;
}

/** A kind's five codes: the catalogue names them alike (EntityNotFound, LocationNotFound, …). */
function kindCodes(prefix: 'Entity' | 'Location' | 'Service' | 'PointOfCare' | 'Document'): RecordKindMeta['codes'] {
  return {
    notFound: ErrorCode[`${prefix}NotFound`],
    stateInvalid: ErrorCode[`${prefix}StateInvalid`],
    invalid: ErrorCode[`${prefix}Invalid`],
    editDraft: ErrorCode[`${prefix}EditDraft`],
    duplicate: ErrorCode[`${prefix}Duplicate`],
  };
}

export const RECORD_KINDS: Readonly<Record<RecordKindName, RecordKindMeta>> = {
  entity: {
    name: 'entity',
    objectKind: ObjectKind.Entity,
    permissionBase: 10,
    codes: kindCodes('Entity'),
    gender: 'f',
    label: OBJECT_KIND_LABELS[ObjectKind.Entity],
    labelPlural: { pt: 'Entidades', en: 'Entities' },
    segment: 'entidade',
    listPath: '/entidades',
  },
  location: {
    name: 'location',
    objectKind: ObjectKind.Heritage,
    permissionBase: 20,
    codes: kindCodes('Location'),
    gender: 'm',
    label: OBJECT_KIND_LABELS[ObjectKind.Heritage],
    labelPlural: { pt: 'Patrimónios', en: 'Heritage records' },
    segment: 'patrimonio',
    listPath: '/patrimonios',
  },
  service: {
    name: 'service',
    objectKind: ObjectKind.Service,
    permissionBase: 30,
    codes: kindCodes('Service'),
    gender: 'm',
    label: OBJECT_KIND_LABELS[ObjectKind.Service],
    labelPlural: { pt: 'Serviços', en: 'Services' },
    segment: 'servico',
    listPath: '/servicos',
  },
  pointOfCare: {
    name: 'pointOfCare',
    objectKind: ObjectKind.PointOfCare,
    permissionBase: 40,
    codes: kindCodes('PointOfCare'),
    gender: 'm',
    label: OBJECT_KIND_LABELS[ObjectKind.PointOfCare],
    labelPlural: { pt: 'Pontos de atendimento', en: 'Points of care' },
    segment: 'pontoatendimento',
    listPath: '/pontosatendimento',
  },
  document: {
    name: 'document',
    objectKind: ObjectKind.Document,
    permissionBase: 50,
    codes: kindCodes('Document'),
    gender: 'm',
    label: OBJECT_KIND_LABELS[ObjectKind.Document],
    labelPlural: { pt: 'Documentos', en: 'Documents' },
    segment: 'documento',
    listPath: '/documentos',
  },
};

const LEVEL_OFFSET: Readonly<Record<PermissionLevel, number>> = { createEdit: 1, submit: 2, approve: 3 };

/** The permission numbers that grant `level` on `kind`: the kind's own and the Super one (1, 2, 3). */
export function permissionsFor(kind: RecordKindName, level: PermissionLevel): [number, number] {
  const offset = LEVEL_OFFSET[level];
  return [RECORD_KINDS[kind].permissionBase + offset, offset];
}

export function kindByObjectKind(objectKind: number): RecordKindMeta | undefined {
  return Object.values(RECORD_KINDS).find((k) => k.objectKind === objectKind);
}

/** "id-version": how a versioned reference travels in selects (SPEC §3). */
export interface VersionedRef {
  id: number;
  version: number;
}
export function formatVersionedRef(ref: VersionedRef): string {
  return `${ref.id}-${ref.version}`;
}
export function parseVersionedRef(text: string): VersionedRef | null {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!match) return null;
  return { id: Number(match[1]), version: Number(match[2]) };
}
