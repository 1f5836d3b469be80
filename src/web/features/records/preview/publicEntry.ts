/**
 * Reads a CPSV-AP JSON-LD node (the open data's representation, src/server/openData/cpsvJsonLd.ts) as
 * the parts a citizen reads on an entry of the public catalogue: a title, a description, and labelled
 * fields (competent authority, cost, processing time, documents, channels with their hours,
 * legislation, territory). Pure: the page only lays it out. Every value is text (React escapes it):
 * the open data already turned rich text into plain text, so nothing here is HTML.
 */
import type { Language } from '@/shared/errors';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, type LegislationType } from '@/shared/settings/vocabulary';
import type { MessageKey } from '@/web/i18n/pt';

type Node = Record<string, unknown>;

export interface EntryValue {
  title: string;
  /** Further lines under the title (a document's description, a channel's hours). */
  lines: string[];
  /** An external link of the value (a legislation's official journal). */
  href?: string;
}

export interface EntryField {
  label: MessageKey;
  values: EntryValue[];
}

export interface PublicEntryView {
  title: string;
  subtitle: string | null;
  description: string | null;
  fields: EntryField[];
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const nodes = (value: unknown): Node[] => list(value).filter(isNode);

/** A literal in the reader's language when the node has it, else Portuguese (the catalogue's language), else the first. */
export function literal(value: unknown, language: Language): string {
  const literals = list(value).flatMap((item): { text: string; language: string | null }[] => {
    if (typeof item === 'string') return [{ text: item, language: null }];
    if (isNode(item) && typeof item['@value'] === 'string') return [{ text: item['@value'], language: typeof item['@language'] === 'string' ? item['@language'] : null }];
    return [];
  });
  const chosen = literals.find((l) => l.language === language) ?? literals.find((l) => l.language === 'pt') ?? literals[0];
  return chosen?.text.trim() ?? '';
}

const DURATION = /^P(?:(\d+)([YMWD]))?(?:T(\d+)([HMS]))?$/;

/** An xsd:duration of one designator (P30D, PT2H) in words; anything else as it is written. */
export function durationText(value: unknown, t: (key: MessageKey, ...args: (string | number)[]) => string): string {
  const raw = isNode(value) && typeof value['@value'] === 'string' ? value['@value'] : typeof value === 'string' ? value : '';
  const match = DURATION.exec(raw);
  if (!match) return raw;
  const [, dateAmount, dateUnit, timeAmount, timeUnit] = match;
  if (dateAmount && dateUnit) return t(`preview.duration.${dateUnit}` as MessageKey, dateAmount);
  // Minutes are 'M' after the T: told apart from months by their key.
  if (timeAmount && timeUnit) return t(`preview.duration.${timeUnit === 'M' ? 'm' : timeUnit}` as MessageKey, timeAmount);
  return raw;
}

const typesOf = (node: Node) => list(node['@type']).filter((type): type is string => typeof type === 'string');
const labelOf = (node: Node, language: Language) => literal(node['dct:title'] ?? node['skos:prefLabel'], language);

function field(label: MessageKey, values: EntryValue[]): EntryField[] {
  const kept = values.filter((v) => v.title !== '' || v.lines.length > 0);
  return kept.length > 0 ? [{ label, values: kept }] : [];
}
const plain = (title: string): EntryValue => ({ title, lines: [] });
const texts = (value: unknown, language: Language) => nodes(value).map((n) => literal(n['dct:description'], language));

function channelValue(channel: Node, language: Language): EntryValue {
  const type = nodes(channel['dct:type']).map((n) => literal(n['skos:prefLabel'], language))[0];
  const hours = texts(channel['cv:openingHours'], language).filter(Boolean);
  const special = texts(channel['cv:specialOpeningHoursSpecification'], language).filter(Boolean);
  const description = literal(channel['dct:description'], language);
  return { title: [labelOf(channel, language), type].filter(Boolean).join(' · '), lines: [...hours, ...special, ...(description ? [description] : [])] };
}

function evidenceValue(document: Node, language: Language): EntryValue {
  const type = nodes(document['dct:type']).map((n) => literal(n['skos:prefLabel'], language))[0];
  const description = literal(document['dct:description'], language);
  return { title: labelOf(document, language), lines: [type, description].filter((line): line is string => Boolean(line)) };
}

/** The open data names a legislation '<type> <number>' by its type's code ('decretoLei 4/2015'): the reader sees the type's name. */
function legislationName(identifier: string, language: Language): string {
  const space = identifier.indexOf(' ');
  const type = identifier.slice(0, space);
  return space > 0 && (LEGISLATION_TYPES as readonly string[]).includes(type)
    ? `${LEGISLATION_TYPE_LABELS[type as LegislationType][language]} ${identifier.slice(space + 1)}`
    : identifier;
}

function legalValue(legislation: Node, language: Language): EntryValue {
  const seeAlso = nodes(legislation['rdfs:seeAlso'])[0]?.['@id'];
  const identifier = legislationName(literal(legislation['dct:identifier'], language), language);
  return {
    title: [identifier, labelOf(legislation, language)].filter(Boolean).join(' — '),
    lines: [],
    // Only a web address is a link: an IRI of another scheme stays text.
    ...(typeof seeAlso === 'string' && /^https?:\/\//i.test(seeAlso) ? { href: seeAlso } : {}),
  };
}

const spatial = (node: Node, language: Language) =>
  field(
    'preview.spatial',
    nodes(node['dct:spatial']).map((n) => plain(literal(n['skos:prefLabel'], language))),
  );

/** The citizen's view of a node of any of the published classes. */
export function readPublicEntry(node: Node, language: Language, t: (key: MessageKey, ...args: (string | number)[]) => string): PublicEntryView {
  const types = typesOf(node);
  const description = literal(node['dct:description'], language) || null;
  const base = { title: labelOf(node, language), subtitle: null, description };
  if (types.includes('cpsv:PublicService')) {
    const cost = nodes(node['cv:hasCost']).map((n) => plain(literal(n['dct:description'], language)));
    const time = node['cv:processingTime'] === undefined ? [] : [plain(durationText(node['cv:processingTime'], t))];
    return {
      ...base,
      fields: [
        ...field(
          'preview.authority',
          nodes(node['cv:hasCompetentAuthority']).map((n) => plain(labelOf(n, language))),
        ),
        ...field('preview.cost', cost),
        ...field('preview.processingTime', time),
        ...field(
          'preview.documents',
          nodes(node['cpsv:hasInput']).map((n) => evidenceValue(n, language)),
        ),
        ...field(
          'preview.channels',
          nodes(node['cv:hasChannel']).map((n) => channelValue(n, language)),
        ),
        ...field(
          'preview.legislation',
          nodes(node['cv:hasLegalResource']).map((n) => legalValue(n, language)),
        ),
        ...spatial(node, language),
      ],
    };
  }
  if (types.includes('cv:PublicOrganisation')) {
    const address = nodes(node['locn:address']).map((n) => plain(literal(n['locn:fullAddress'], language)));
    return {
      ...base,
      subtitle: literal(node['skos:altLabel'], language) || null,
      fields: [...field('preview.code', [plain(literal(node['dct:identifier'], language))]), ...field('preview.address', address), ...spatial(node, language)],
    };
  }
  if (types.includes('cv:Channel')) {
    const type = nodes(node['dct:type']).map((n) => plain(literal(n['skos:prefLabel'], language)));
    return {
      ...base,
      fields: [
        ...field('preview.type', type),
        ...field('preview.hours', texts(node['cv:openingHours'], language).map(plain)),
        ...field('preview.specialHours', texts(node['cv:specialOpeningHoursSpecification'], language).map(plain)),
        ...field(
          'preview.owner',
          nodes(node['cv:ownedBy']).map((n) => plain(labelOf(n, language))),
        ),
      ],
    };
  }
  // cv:Evidence (a document).
  return {
    ...base,
    fields: [
      ...field(
        'preview.type',
        nodes(node['dct:type']).map((n) => plain(literal(n['skos:prefLabel'], language))),
      ),
    ],
  };
}
