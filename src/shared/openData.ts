/**
 * Open data (issue 14 §3): the published catalogue as CPSV-AP JSON-LD and CSV, public and read-only.
 * Shared by the server (routes, settings) and the SPA's settings page: the exposable kinds with their
 * URL segment, the limits, and the settings contract (permission 92, IntegrationUpdate).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { RecordKindName } from './records/kindBasics';

/** The kinds the open data can expose, each under its own URL segment (`/api/opendata/services`). */
export const OPEN_DATA_KINDS = ['entity', 'service', 'pointOfCare', 'document'] as const satisfies readonly RecordKindName[];
export type OpenDataKind = (typeof OPEN_DATA_KINDS)[number];

export const OPEN_DATA_SEGMENTS: Readonly<Record<OpenDataKind, string>> = {
  entity: 'entities',
  service: 'services',
  pointOfCare: 'pointsofcare',
  document: 'documents',
};

export function openDataKindOfSegment(segment: string): OpenDataKind | undefined {
  return OPEN_DATA_KINDS.find((kind) => OPEN_DATA_SEGMENTS[kind] === segment);
}

/** Relative to API_BASE. */
export const OPEN_DATA_BASE = '/opendata';
export const OPEN_DATA_PATHS = {
  list: (kind: OpenDataKind) => `${OPEN_DATA_BASE}/${OPEN_DATA_SEGMENTS[kind]}`,
  item: (kind: OpenDataKind, id: number) => `${OPEN_DATA_BASE}/${OPEN_DATA_SEGMENTS[kind]}/${id}`,
  csv: (kind: OpenDataKind) => `${OPEN_DATA_BASE}/${OPEN_DATA_SEGMENTS[kind]}.csv`,
  settings: '/settings/opendata',
  keys: '/settings/opendata/keys',
  key: (keyId: number) => `/settings/opendata/keys/${keyId}`,
} as const;

/** The header an integrator sends its key in. */
export const OPEN_DATA_KEY_HEADER = 'x-api-key';

/** Our choices (the issue is silent). Rate limits are per minute: per IP without a key, per key with one. */
export const OPEN_DATA_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /** A page number beyond this is refused (-724): nobody pages that far, and OFFSET would be slow. */
  maxPage: 100_000,
  defaultAnonymousPerMinute: 60,
  defaultKeyPerMinute: 600,
  minPerMinute: 1,
  maxPerMinute: 100_000,
  keyNameMaxLength: 100,
  maxActiveKeys: 100,
  /** Seconds a client may reuse an answer before asking again (with If-None-Match). */
  cacheMaxAgeSeconds: 60,
} as const;

/** Exposed by default: the kinds a guest sees in the back-office (documents are not public there, SPEC §2.10). */
export const DEFAULT_EXPOSED_KINDS: readonly OpenDataKind[] = ['entity', 'service', 'pointOfCare'];

const PerMinute = Type.Integer({ minimum: OPEN_DATA_LIMITS.minPerMinute, maximum: OPEN_DATA_LIMITS.maxPerMinute });

export const OpenDataSettingsInputSchema = Type.Object(
  {
    exposedKinds: Type.Array(Type.Union(OPEN_DATA_KINDS.map((kind) => Type.Literal(kind))), { maxItems: OPEN_DATA_KINDS.length, uniqueItems: true }),
    anonymousPerMinute: PerMinute,
    keyPerMinute: PerMinute,
  },
  { additionalProperties: false },
);
export type OpenDataSettingsInput = Static<typeof OpenDataSettingsInputSchema>;

/** A key as listed: never its secret, which is shown once at creation and stored as a SHA-256 hash. */
export const OpenDataKeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The first characters of the secret, so an administrator can tell keys apart. */
  prefix: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OpenDataKey = Static<typeof OpenDataKeySchema>;

export const OpenDataSettingsSchema = Type.Object({
  exposedKinds: Type.Array(Type.String()),
  anonymousPerMinute: Type.Integer(),
  keyPerMinute: Type.Integer(),
  keys: Type.Array(OpenDataKeySchema),
});
export type OpenDataSettings = Omit<Static<typeof OpenDataSettingsSchema>, 'exposedKinds'> & { exposedKinds: OpenDataKind[] };

export const OpenDataKeyCreateSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: OPEN_DATA_LIMITS.keyNameMaxLength, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type OpenDataKeyCreateInput = Static<typeof OpenDataKeyCreateSchema>;

/** The created key with its secret: the only answer that ever carries it. */
export const OpenDataKeyCreatedSchema = Type.Object({ key: OpenDataKeySchema, secret: Type.String() });
export type OpenDataKeyCreated = Static<typeof OpenDataKeyCreatedSchema>;
