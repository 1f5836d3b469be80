/** The server's record kinds; a kind is registered here once its declaration exists. */
import type { TSchema } from '@sinclair/typebox';
import type { RecordKindName } from '@/shared/records/kinds';
import { documentKind } from './documentKind';
import { entityKind } from './entityKind';
import type { ServerKindDefinition } from './kindDefinition';
import { locationKind } from './locationKind';
import { pointOfCareKind } from './pointOfCareKind';
import { DocumentSearchBody, EntitySearchBody, LocationSearchBody, PointOfCareSearchBody, ServiceSearchBody } from './schemas';
import { serviceKind } from './serviceKind';

export interface RegisteredKind {
  def: ServerKindDefinition;
  /** The TypeBox schema of the kind's search form (SPEC §3.1). */
  searchBody: TSchema;
}

// Each declaration is typed by its own input; the engine handles every kind as plain records.
export const REGISTERED_KINDS: Partial<Record<RecordKindName, RegisteredKind>> = {
  entity: { def: entityKind as unknown as ServerKindDefinition, searchBody: EntitySearchBody },
  service: { def: serviceKind as unknown as ServerKindDefinition, searchBody: ServiceSearchBody },
  pointOfCare: { def: pointOfCareKind as unknown as ServerKindDefinition, searchBody: PointOfCareSearchBody },
  document: { def: documentKind as unknown as ServerKindDefinition, searchBody: DocumentSearchBody },
  location: { def: locationKind as unknown as ServerKindDefinition, searchBody: LocationSearchBody },
};

export const SERVER_KINDS: Partial<Record<RecordKindName, ServerKindDefinition>> = Object.fromEntries(
  Object.entries(REGISTERED_KINDS).map(([name, registered]) => [name, registered.def]),
);

/** Every registered kind's definition, in the registry's order. */
export const REGISTERED_KIND_DEFS: readonly ServerKindDefinition[] = Object.values(REGISTERED_KINDS).map((registered) => registered.def);
