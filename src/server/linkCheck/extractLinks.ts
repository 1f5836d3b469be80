/**
 * Every address the catalogue holds (issue 14 §4), found through the kinds' own declarations
 * (ServerKindDefinition.linkFields): the checker knows no kind. Only published versions are checked
 * (issue 28 §6): their addresses were approved, and everyone may read them, so a run neither sends
 * the server to an address an editor alone typed nor stores a result about a draft. Drafts, versions
 * in review and history are not checked. When several published versions hold the same address in
 * the same field, the newest version's occurrence is kept (one row to fix).
 */
import sanitizeHtml from 'sanitize-html';
import { sql } from 'kysely';
import { RecordState } from '@/shared/recordState';
import type { EngineContext } from '../records/engineContext';
import type { LinkField, ServerKindDefinition } from '../records/kindDefinition';

type Db = EngineContext['db'];

export interface LinkOccurrence {
  url: string;
  /** ObjectKind. */
  kind: number;
  recordId: number;
  version: number;
  field: string;
  /** Which item of the field holds it, when the field holds several things (a legislation's number); else null. */
  item: string | null;
  organizationId: number | null;
}

/** A settings legislation's official-journal link and what names it in the report. */
export interface LegislationLink {
  url: string;
  label: string;
}

/**
 * The addresses of a rich text's links, read by the project's HTML parser (sanitize-html, which
 * stored the text through its allow-list): only http(s) ones — mailto links cannot be checked.
 */
export function richTextLinks(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        if (href && /^https?:\/\//i.test(href)) found.push(href);
        return { tagName, attribs };
      },
    },
  });
  return found;
}

interface Found {
  url: string;
  item: string | null;
}

function addressesOf(field: LinkField, value: unknown, legislations: ReadonlyMap<number, LegislationLink>): Found[] {
  switch (field.type) {
    case 'url':
      return typeof value === 'string' && value.trim() !== '' ? [{ url: value.trim(), item: null }] : [];
    case 'richText':
      return typeof value === 'string' ? richTextLinks(value).map((url) => ({ url, item: null })) : [];
    case 'contacts':
      return Array.isArray(value)
        ? value.flatMap((c: unknown) => {
            const contact = c as { type?: unknown; value?: unknown } | null;
            return contact && contact.type === field.contactType && typeof contact.value === 'string' && contact.value.trim() !== ''
              ? [{ url: contact.value.trim(), item: null }]
              : [];
          })
        : [];
    case 'legislations':
      return Array.isArray(value)
        ? value.flatMap((id: unknown) => {
            const legislation = typeof id === 'number' ? legislations.get(id) : undefined;
            return legislation ? [{ url: legislation.url, item: legislation.label }] : [];
          })
        : [];
  }
}

export interface VersionRow {
  id: number;
  version: number;
  organization_id: number | null;
  data: Record<string, unknown>;
}

/** The occurrences of one version of a kind's record, in the order of the kind's declarations. */
export function linksOfVersion(def: Pick<ServerKindDefinition, 'meta' | 'linkFields'>, row: VersionRow, legislations: ReadonlyMap<number, LegislationLink>): LinkOccurrence[] {
  return (def.linkFields ?? []).flatMap((field) =>
    addressesOf(field, row.data[field.field], legislations).map((found) => ({
      url: found.url,
      kind: def.meta.objectKind,
      recordId: row.id,
      version: row.version,
      field: field.field,
      item: found.item,
      organizationId: row.organization_id,
    })),
  );
}

/** One occurrence per record, field, item and address: the newest version's. */
export function newestOccurrences(occurrences: readonly LinkOccurrence[]): LinkOccurrence[] {
  const kept = new Map<string, LinkOccurrence>();
  for (const o of occurrences) {
    const key = JSON.stringify([o.kind, o.recordId, o.field, o.item, o.url]);
    const seen = kept.get(key);
    if (!seen || seen.version < o.version) kept.set(key, o);
  }
  return [...kept.values()];
}

async function legislationLinks(db: Db): Promise<Map<number, LegislationLink>> {
  const rows = await db.selectFrom('legislation').select(['id', 'number', 'journal_url']).where('journal_url', '<>', '').execute();
  return new Map(rows.map((r) => [r.id, { url: r.journal_url.trim(), label: r.number }]));
}

/** Every occurrence of an address in the published versions of every kind that declares link fields. */
export async function catalogueLinks(db: Db, kinds: readonly ServerKindDefinition[]): Promise<LinkOccurrence[]> {
  const legislations = await legislationLinks(db);
  const all: LinkOccurrence[] = [];
  for (const def of kinds) {
    if (!def.linkFields?.length) continue;
    const rows = await sql<VersionRow>`SELECT r.id, r.version, r.organization_id, r.data FROM record_version r
      WHERE r.kind = ${def.meta.objectKind} AND r.state = ${RecordState.Published}
      ORDER BY r.id, r.version`.execute(db);
    for (const row of rows.rows) all.push(...linksOfVersion(def, row, legislations));
  }
  return newestOccurrences(all);
}
