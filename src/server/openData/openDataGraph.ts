/**
 * A page of published records with everything their CPSV-AP description points to, read in a fixed
 * number of statements whatever the page size: a service's owner entity (competent authority), the
 * points of care providing it (channels) and their host entities, its necessary documents (evidence),
 * legislations (legal resources), the entities' territorial scope (divisions) and the reference items
 * naming channel and document types.
 */
import type { Kysely } from 'kysely';
import type { OpenDataKind } from '@/shared/openData';
import type { Database } from '../db/schema';
import {
  channelsProviding,
  divisionsById,
  idsOf,
  legislationsById,
  recordsInForce,
  referencesById,
  type OpenDivision,
  type OpenLegislation,
  type OpenRecord,
  type OpenReference,
} from './openDataRead';

export interface OpenGraph {
  kind: OpenDataKind;
  records: OpenRecord[];
  entities: Map<number, OpenRecord>;
  documents: Map<number, OpenRecord>;
  /** Service id → the points of care in force providing it. */
  channels: Map<number, OpenRecord[]>;
  divisions: Map<number, OpenDivision>;
  legislations: Map<number, OpenLegislation>;
  references: Map<number, OpenReference>;
}

const unique = (values: Iterable<number>) => [...new Set(values)];
const byId = (records: readonly OpenRecord[]) => new Map(records.map((record) => [record.id, record]));

export async function openGraph(db: Kysely<Database>, kind: OpenDataKind, day: string, records: OpenRecord[]): Promise<OpenGraph> {
  const isService = kind === 'service';
  const channelList = isService
    ? await channelsProviding(
        db,
        records.map((r) => r.id),
        day,
      )
    : kind === 'pointOfCare'
      ? records
      : [];
  const channels = new Map<number, OpenRecord[]>();
  if (isService) {
    for (const channel of channelList) {
      for (const provided of Array.isArray(channel.data.services) ? (channel.data.services as { serviceId?: unknown }[]) : []) {
        if (typeof provided.serviceId !== 'number') continue;
        channels.set(provided.serviceId, [...(channels.get(provided.serviceId) ?? []), channel]);
      }
    }
  }
  const documentIds = isService
    ? unique(
        records.flatMap((r) =>
          (Array.isArray(r.data.necessaryDocuments) ? (r.data.necessaryDocuments as { documentId?: unknown }[]) : []).flatMap((d) => idsOf(d.documentId)),
        ),
      )
    : [];
  const documentList = kind === 'document' ? records : await recordsInForce(db, 'document', day, { ids: documentIds });

  const ownerIds = unique([...records, ...channelList].flatMap((r) => (r.organizationId === null ? [] : [r.organizationId])));
  const entityList = kind === 'entity' ? records : await recordsInForce(db, 'entity', day, { ids: ownerIds });
  const divisionIds = unique(entityList.flatMap((e) => idsOf(e.data.territorialScope)));
  const legislationIds = isService ? unique(records.flatMap((r) => idsOf(r.data.legislationIds))) : [];
  const referenceIds = unique([...channelList.flatMap((c) => idsOf(c.data.channelTypeId)), ...documentList.flatMap((d) => idsOf(d.data.documentTypeId))]);

  const [divisions, legislations, references] = await Promise.all([divisionsById(db, divisionIds), legislationsById(db, legislationIds), referencesById(db, referenceIds)]);
  return { kind, records, entities: byId(entityList), documents: byId(documentList), channels, divisions, legislations, references };
}
