/**
 * The registry of record kinds: one entry per kind, the only place where kinds differ in name,
 * permission numbers, error codes, texts and routes. Its light half (names, permissions, routes, menu
 * and guest rules) is kindBasics.ts, which the first screens read; this file adds the error codes and
 * the labels. The engine (server and SPA) reads both; a new kind is a new entry in each, its field
 * declaration and, when it needs columns, a migration.
 */
import { ErrorCode, type ErrorCodeNumber } from '../errors';
import { OBJECT_KIND_LABELS, ObjectKind } from '../objectKinds';
import type { PermissionLevel } from '../recordStates';
import { KIND_BASICS, kindTypeName, RECORD_KIND_NAMES, type RecordKindName } from './kindBasics';

export { KIND_BASICS, RECORD_KIND_NAMES, type KindBasics, type RecordKindName } from './kindBasics';

export interface RecordKindMeta {
  readonly name: RecordKindName;
  /** SPEC §3.2: the ObjectKind member of the same name (Entity, Service, PointOfCare, Document, Location). */
  readonly objectKind: ObjectKind;
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
}

/** The words of each kind that the object kinds' labels (objectKinds.json) do not give. */
const KIND_WORDS: Readonly<Record<RecordKindName, Pick<RecordKindMeta, 'gender' | 'labelPlural'>>> = {
  entity: { gender: 'f', labelPlural: { pt: 'Entidades', en: 'Entities' } },
  service: { gender: 'm', labelPlural: { pt: 'Serviços', en: 'Services' } },
  pointOfCare: { gender: 'm', labelPlural: { pt: 'Pontos de atendimento', en: 'Points of care' } },
  document: { gender: 'm', labelPlural: { pt: 'Documentos', en: 'Documents' } },
  location: { gender: 'm', labelPlural: { pt: 'Patrimónios', en: 'Heritage records' } },
};

/** A kind's five codes: the catalogue names them after the kind (EntityNotFound, LocationNotFound, …). */
function kindCodes(kind: RecordKindName): RecordKindMeta['codes'] {
  const prefix = kindTypeName(kind);
  return {
    notFound: ErrorCode[`${prefix}NotFound`],
    stateInvalid: ErrorCode[`${prefix}StateInvalid`],
    invalid: ErrorCode[`${prefix}Invalid`],
    editDraft: ErrorCode[`${prefix}EditDraft`],
    duplicate: ErrorCode[`${prefix}Duplicate`],
  };
}

function meta(kind: RecordKindName): RecordKindMeta {
  const objectKind = ObjectKind[kindTypeName(kind)];
  return { name: kind, objectKind, codes: kindCodes(kind), label: OBJECT_KIND_LABELS[objectKind], ...KIND_WORDS[kind] };
}

export const RECORD_KINDS: Readonly<Record<RecordKindName, RecordKindMeta>> = Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [kind, meta(kind)])) as Record<
  RecordKindName,
  RecordKindMeta
>;

/**
 * The sentence of a kind's duplicate-name warning ('Existem possíveis serviços duplicados.'). The
 * dialog says it, not the catalogue's text of the code: SPEC §8 gives -225 and -305 the sentence of
 * another failure (a service already provided by the point of care).
 */
export function duplicateWarningText(kind: RecordKindName, language: 'pt' | 'en'): string {
  const { gender, labelPlural } = RECORD_KINDS[kind];
  return language === 'pt'
    ? `Existem possíveis ${labelPlural.pt.toLowerCase()} ${gender === 'f' ? 'duplicadas' : 'duplicados'}.`
    : `Possible duplicate ${labelPlural.en.toLowerCase()} exist.`;
}

const LEVEL_INDEX: Readonly<Record<PermissionLevel, 0 | 1 | 2>> = { createEdit: 0, submit: 1, approve: 2 };

/** The permission numbers that grant `level` on `kind`: the kind's own and the Super one (1, 2, 3). */
export function permissionsFor(kind: RecordKindName, level: PermissionLevel): [number, number] {
  const index = LEVEL_INDEX[level];
  return [KIND_BASICS[kind].permissions[index], index + 1];
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
