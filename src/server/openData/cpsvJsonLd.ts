/**
 * The published catalogue in the EU Core Public Service Vocabulary Application Profile (CPSV-AP 3.x)
 * as JSON-LD: services → cpsv:PublicService, entities → cv:PublicOrganisation, points of care →
 * cv:Channel (opening hours as time:TemporalEntity), necessary documents → cv:Evidence, legislations →
 * eli:LegalResource, the service's cost → cv:Cost, territorial scope → dct:spatial (divisions with their
 * DICOFRE codes). Our own inline @context declares only prefixes, so every property reads as its
 * vocabulary's term and nothing is fetched to interpret it. Texts are Portuguese (@language pt), the
 * catalogue's language; opening hours are also worded in English.
 *
 * Nodes a shape constrains by class (the competent authority, a channel's owner) are embedded with
 * their type and the properties their own shape requires, so each document validates on its own.
 */
import { ProcessingTimeType, type ProcessingTimeUnit } from '@/shared/enums';
import type { OpenDataKind } from '@/shared/openData';
import { describeWeeklyHours, type OpeningHours } from '@/shared/records/openingHours';
import { richTextToPlainText } from '@/shared/richText';
import type { OpenGraph } from './openDataGraph';
import { idsOf, type OpenDivision, type OpenLegislation, type OpenRecord, type OpenReference } from './openDataRead';

export type JsonLdNode = Record<string, unknown>;

export const JSON_LD_CONTEXT = {
  cpsv: 'http://purl.org/vocab/cpsv#',
  cv: 'http://data.europa.eu/m8g/',
  dct: 'http://purl.org/dc/terms/',
  eli: 'http://data.europa.eu/eli/ontology#',
  foaf: 'http://xmlns.com/foaf/0.1/',
  hydra: 'http://www.w3.org/ns/hydra/core#',
  locn: 'http://www.w3.org/ns/locn#',
  org: 'http://www.w3.org/ns/org#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  time: 'http://www.w3.org/2006/time#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;

/** The class CPSV-AP requires of a public organisation's spatial coverage. */
export const ADMINISTRATIVE_TERRITORIAL_UNIT = 'http://data.europa.eu/88u/dataset/atu-type';
/** An entity without a territorial scope covers the region: NUTS 3 PT200, Região Autónoma dos Açores. */
export const REGION_NODE: JsonLdNode = {
  '@id': 'http://data.europa.eu/nuts/code/PT200',
  '@type': ['dct:Location', ADMINISTRATIVE_TERRITORIAL_UNIT],
  'dct:identifier': 'PT200',
  'skos:prefLabel': { '@value': 'Região Autónoma dos Açores', '@language': 'pt' },
};

/** Stable IRIs under the configured base URL (the request's origin by default). */
export interface OpenDataIris {
  item(kind: OpenDataKind, id: number): string;
  division(code: string): string;
  legislation(id: number): string;
  concept(category: string, id: number): string;
}

const pt = (text: string) => ({ '@value': text, '@language': 'pt' });
const en = (text: string) => ({ '@value': text, '@language': 'en' });
/** A property only when it has a value: CPSV-AP's optional properties are left out rather than empty. */
const some = (key: string, value: unknown): JsonLdNode =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ? {} : { [key]: value };
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// The end of a block (paragraph, list item, heading) or a line break: where the plain text starts a new line.
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote)\s*>|<br\s*\/?>/gi;
/** A rich text as plain text with one line per paragraph or item ('alojamento.Entregue' glued two paragraphs). */
function richTextLines(html: string): string {
  return richTextToPlainText(html.replace(BLOCK_END, '$&\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

const DURATION_DESIGNATORS: Readonly<Record<ProcessingTimeUnit, string>> = {
  years: 'P{n}Y',
  months: 'P{n}M',
  weeks: 'P{n}W',
  days: 'P{n}D',
  hours: 'PT{n}H',
  minutes: 'PT{n}M',
  seconds: 'PT{n}S',
};

/** A simplified processing time as an xsd:duration (P30D); an advanced one has stages, worded elsewhere. */
function processingTime(data: Record<string, unknown>): JsonLdNode | null {
  const time = data.processingTime as { type?: unknown; value?: unknown; unit?: unknown } | undefined;
  if (!time || time.type !== ProcessingTimeType.Simplified || typeof time.value !== 'number' || typeof time.unit !== 'string') return null;
  const pattern = DURATION_DESIGNATORS[time.unit as ProcessingTimeUnit];
  return pattern ? { '@value': pattern.replace('{n}', String(time.value)), '@type': 'xsd:duration' } : null;
}

function conceptNode(reference: OpenReference | undefined, iris: OpenDataIris): JsonLdNode | null {
  if (!reference) return null;
  return {
    '@id': iris.concept(reference.category, reference.id),
    '@type': 'skos:Concept',
    'skos:prefLabel': [pt(reference.labelPt), ...(reference.labelEn ? [en(reference.labelEn)] : [])],
  };
}

function divisionNode(division: OpenDivision, iris: OpenDataIris): JsonLdNode {
  return {
    '@id': iris.division(division.code),
    '@type': ['dct:Location', ADMINISTRATIVE_TERRITORIAL_UNIT],
    'dct:identifier': division.code,
    'skos:prefLabel': pt(division.name),
  };
}

function spatialOf(entity: OpenRecord | undefined, graph: OpenGraph, iris: OpenDataIris): JsonLdNode[] {
  const divisions = idsOf(entity?.data.territorialScope).flatMap((id) => {
    const division = graph.divisions.get(id);
    return division ? [divisionNode(division, iris)] : [];
  });
  return divisions.length > 0 ? divisions : [REGION_NODE];
}

const identifierOf = (record: OpenRecord) => record.code || String(record.id);

/** An entity as cv:PublicOrganisation; `full` adds what only its own document needs (description, address, parent). */
export function organisationNode(entity: OpenRecord, graph: OpenGraph, iris: OpenDataIris, full = false): JsonLdNode {
  const node: JsonLdNode = {
    '@id': iris.item('entity', entity.id),
    '@type': ['cv:PublicOrganisation', 'org:Organization'],
    'dct:identifier': identifierOf(entity),
    'skos:prefLabel': pt(entity.name),
    ...some('skos:altLabel', entity.abbreviation ? pt(entity.abbreviation) : null),
    'dct:spatial': spatialOf(entity, graph, iris),
  };
  if (!full) return node;
  const mission = richTextLines(textOf(entity.data.mission));
  const address = (entity.data.address ?? {}) as { street?: unknown; zipCode?: unknown; locality?: unknown };
  const fullAddress = [textOf(address.street), [textOf(address.zipCode), textOf(address.locality)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    ...node,
    ...some('dct:description', mission ? pt(mission) : null),
    ...some('org:subOrganizationOf', entity.parentId === null ? null : { '@id': iris.item('entity', entity.parentId) }),
    ...some('locn:address', fullAddress ? { '@type': 'locn:Address', 'locn:fullAddress': pt(fullAddress), ...some('locn:postCode', textOf(address.zipCode)) } : null),
  };
}

function exceptionText(exception: { date: string; closed: boolean; opens: string; closes: string; description: string }, language: 'pt' | 'en'): string {
  const hours = exception.closed ? (language === 'pt' ? 'encerrado' : 'closed') : `${exception.opens}–${exception.closes}`;
  return [exception.date, hours, exception.description].filter(Boolean).join(' ');
}

/** A point of care as cv:Channel: its weekly hours as one temporal entity worded in both languages, its dated exceptions as special hours. */
export function channelNode(channel: OpenRecord, graph: OpenGraph, iris: OpenDataIris): JsonLdNode {
  const hours = (channel.data.openingHours ?? { weekly: [], exceptions: [] }) as OpeningHours;
  const weekly = Array.isArray(hours.weekly) ? hours.weekly : [];
  const exceptions = Array.isArray(hours.exceptions) ? hours.exceptions : [];
  const owner = channel.organizationId === null ? undefined : graph.entities.get(channel.organizationId);
  const restrictions = textOf(channel.data.attendanceRestrictions);
  return {
    '@id': iris.item('pointOfCare', channel.id),
    '@type': 'cv:Channel',
    'dct:identifier': identifierOf(channel),
    'dct:title': pt(channel.name),
    ...some('dct:description', restrictions ? pt(restrictions) : null),
    ...some('dct:type', conceptNode(idsOf(channel.data.channelTypeId).map((id) => graph.references.get(id))[0], iris)),
    ...some(
      'cv:openingHours',
      weekly.length > 0
        ? { '@type': 'time:TemporalEntity', 'dct:description': [pt(describeWeeklyHours(weekly, 'pt').join('; ')), en(describeWeeklyHours(weekly, 'en').join('; '))] }
        : null,
    ),
    ...some(
      'cv:specialOpeningHoursSpecification',
      exceptions.map((exception) => ({ '@type': 'time:TemporalEntity', 'dct:description': [pt(exceptionText(exception, 'pt')), en(exceptionText(exception, 'en'))] })),
    ),
    ...some('cv:ownedBy', owner ? organisationNode(owner, graph, iris) : null),
  };
}

/** A document as cv:Evidence. */
export function evidenceNode(document: OpenRecord, graph: OpenGraph, iris: OpenDataIris): JsonLdNode {
  const description = textOf(document.data.description);
  return {
    '@id': iris.item('document', document.id),
    '@type': 'cv:Evidence',
    'dct:identifier': identifierOf(document),
    'dct:title': pt(document.name),
    ...some('dct:description', description ? pt(description) : null),
    ...some('dct:type', conceptNode(idsOf(document.data.documentTypeId).map((id) => graph.references.get(id))[0], iris)),
  };
}

export function legalResourceNode(legislation: OpenLegislation, iris: OpenDataIris): JsonLdNode {
  return {
    '@id': iris.legislation(legislation.id),
    '@type': 'eli:LegalResource',
    'dct:identifier': `${legislation.type} ${legislation.number}`,
    'dct:title': pt(legislation.title),
    'eli:date_document': { '@value': legislation.date, '@type': 'xsd:date' },
    ...some('rdfs:seeAlso', legislation.journalUrl ? { '@id': legislation.journalUrl } : null),
  };
}

/** A service as cpsv:PublicService; its description is the procedure as plain text, a line per paragraph (the name when it has none). */
export function publicServiceNode(service: OpenRecord, graph: OpenGraph, iris: OpenDataIris): JsonLdNode {
  const iri = iris.item('service', service.id);
  const owner = service.organizationId === null ? undefined : graph.entities.get(service.organizationId);
  const procedure = richTextLines(textOf(service.data.procedure));
  const cost = textOf(service.data.cost);
  const documentIds = (Array.isArray(service.data.necessaryDocuments) ? (service.data.necessaryDocuments as { documentId?: unknown }[]) : []).flatMap((d) =>
    idsOf(d.documentId),
  );
  return {
    '@id': iri,
    '@type': 'cpsv:PublicService',
    'dct:identifier': identifierOf(service),
    'dct:title': pt(service.name),
    'dct:description': pt(procedure || service.name),
    ...some('cv:hasCompetentAuthority', owner ? organisationNode(owner, graph, iris) : null),
    ...some(
      'cv:hasChannel',
      (graph.channels.get(service.id) ?? []).map((channel) => channelNode(channel, graph, iris)),
    ),
    ...some('cv:hasCost', cost ? { '@id': `${iri}#cost`, '@type': 'cv:Cost', 'dct:identifier': `${identifierOf(service)}-cost`, 'dct:description': pt(cost) } : null),
    ...some(
      'cpsv:hasInput',
      documentIds.flatMap((id) => {
        const document = graph.documents.get(id);
        return document ? [evidenceNode(document, graph, iris)] : [];
      }),
    ),
    ...some(
      'cv:hasLegalResource',
      idsOf(service.data.legislationIds).flatMap((id) => {
        const legislation = graph.legislations.get(id);
        return legislation ? [legalResourceNode(legislation, iris)] : [];
      }),
    ),
    'dct:spatial': spatialOf(owner, graph, iris),
    ...some('cv:processingTime', processingTime(service.data)),
  };
}

/** The node of one record of the graph's kind. */
export function recordNode(record: OpenRecord, graph: OpenGraph, iris: OpenDataIris): JsonLdNode {
  switch (graph.kind) {
    case 'service':
      return publicServiceNode(record, graph, iris);
    case 'entity':
      return organisationNode(record, graph, iris, true);
    case 'pointOfCare':
      return channelNode(record, graph, iris);
    case 'document':
      return evidenceNode(record, graph, iris);
  }
}

export interface PageLinks {
  self: string;
  first: string;
  last: string;
  next: string | null;
  previous: string | null;
}

/** A page as a hydra:Collection: its members, the total and the links to the other pages. */
export function collectionDocument(graph: OpenGraph, iris: OpenDataIris, total: number, links: PageLinks): JsonLdNode {
  return {
    '@context': JSON_LD_CONTEXT,
    '@id': links.self,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': graph.records.map((record) => recordNode(record, graph, iris)),
    'hydra:view': {
      '@id': links.self,
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': { '@id': links.first },
      'hydra:last': { '@id': links.last },
      ...some('hydra:next', links.next ? { '@id': links.next } : null),
      ...some('hydra:previous', links.previous ? { '@id': links.previous } : null),
    },
  };
}

export function itemDocument(record: OpenRecord, graph: OpenGraph, iris: OpenDataIris): JsonLdNode {
  return { '@context': JSON_LD_CONTEXT, ...recordNode(record, graph, iris) };
}
