/**
 * The broken-link report (issue 14 §4), one more report of the reports' mechanism: every occurrence
 * of an address the latest finished check found not working, with its record, field, status and the
 * time it was checked. Scope: the record's organisation must lie in a subtree one of the caller's
 * profiles covers (profileCovers on its current chain, the permission engine's rule; a record of no
 * organisation only for whole-tree profiles), and in the filter entity's subtree when one is given.
 * And only what the caller may read (issue 28 §7; recordAccess.ts): a version no longer published (or
 * a draft a run checked before runs kept to published versions) only for a holder of one of its
 * kind's read permissions whose profile covers it; a version since deleted for no one.
 * The report's day does not apply: it shows the latest check (docs/decisions.md).
 */
import { sql, type Selectable } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { Language } from '@/shared/errors';
import { linkOutcomeText, type LinkOutcome } from '@/shared/linkCheck';
import { KIND_BASICS } from '@/shared/records/kindBasics';
import { RECORD_KINDS, RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kinds';
import { profileCovers } from '@/shared/records/scope';
import { RecordState } from '@/shared/recordState';
import { regionDateTime } from '@/shared/regionTime';
import type { ReportCell } from '@/shared/reports';
import type { LinkCheckOccurrenceTable, LinkCheckUrlTable, RecordVersion } from '../db/schema';
import { readsUnpublishedOn } from '../records/recordAccess';
import { SERVER_KINDS } from '../records/registry';
import type { ReportQuery } from '../reports/reportData';
import type { ReportResult } from '../reports/reportRows';

/** Deep enough for any real hierarchy (organizationTree.ts uses the same bound). */
const MAX_DEPTH = 64;

/** What the report's statement reads: an occurrence (its columns as stored), its address's latest outcome, its record's code and name. */
type Row = Omit<Selectable<LinkCheckOccurrenceTable>, 'id'> &
  Pick<Selectable<LinkCheckUrlTable>, 'outcome' | 'http_status' | 'checked_at'> &
  Pick<RecordVersion, 'code' | 'name' | 'state'>;

const KIND_BY_OBJECT = new Map<number, RecordKindName>(RECORD_KIND_NAMES.map((name) => [RECORD_KINDS[name].objectKind, name]));
const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** The current organic tree's parent links (the entities' latest versions, as the permission engine reads them). */
async function parentLinks(db: ReportQuery['db']): Promise<Map<number, number | null>> {
  const result = await sql<{ id: number; parent_id: number | null }>`SELECT DISTINCT ON (id) id, parent_id FROM record_version
    WHERE kind = ${ObjectKind.Entity} ORDER BY id, version DESC`.execute(db);
  return new Map(result.rows.map((r) => [r.id, r.parent_id]));
}

function chainOf(parents: ReadonlyMap<number, number | null>, organizationId: number | null): number[] {
  const chain: number[] = [];
  let current = organizationId;
  while (current !== null && parents.has(current) && chain.length < MAX_DEPTH && !chain.includes(current)) {
    chain.push(current);
    current = parents.get(current) ?? null;
  }
  return chain;
}

/** `/servico/12/3/detalhe`: the detail page of the version that holds the address. */
export function recordDetailPath(kind: RecordKindName, id: number, version: number): string {
  return `/${KIND_BASICS[kind].routes.segment}/${id}/${version}/detalhe`;
}

export async function brokenLinks(query: ReportQuery, language: Language): Promise<ReportResult> {
  const result = await sql<Row>`SELECT o.kind, o.record_id, o.version, o.field, o.item, o.organization_id, o.url,
      u.outcome, u.http_status, u.checked_at, r.code, r.name, r.state
    FROM link_check_occurrence o JOIN link_check_url u ON u.url = o.url
    JOIN record_version r ON r.kind = o.kind AND r.id = o.record_id AND r.version = o.version
    WHERE u.outcome <> 'ok'`.execute(query.db);
  const parents = await parentLinks(query.db);
  const listed = result.rows.flatMap((row) => {
    const kind = KIND_BY_OBJECT.get(row.kind);
    if (!kind) return [];
    const chain = chainOf(parents, row.organization_id);
    if (query.organizationId !== null && !chain.includes(query.organizationId)) return [];
    if (!query.profiles.some((profile) => profileCovers(profile, chain))) return [];
    const def = SERVER_KINDS[kind];
    // recordAccess's rule on the chain read above: published for all, the rest for the kind's readers.
    if (row.state !== RecordState.Published && !(def && readsUnpublishedOn(query.profiles, def, chain))) return [];
    const declared = def?.linkFields?.find((f) => f.field === row.field);
    const fieldLabel = declared?.type === 'contacts' ? declared.label[language] : (def?.labels[row.field]?.[language] ?? row.field);
    return [
      {
        path: recordDetailPath(kind, row.record_id, row.version),
        cells: [
          RECORD_KINDS[kind].label[language],
          row.code ?? '',
          row.name ?? '',
          row.item ? `${fieldLabel} (${row.item})` : fieldLabel,
          row.url,
          linkOutcomeText(row.outcome as LinkOutcome, row.http_status, language),
          regionDateTime(row.checked_at),
        ] as ReportCell[],
      },
    ];
  });
  // By record type, record name, field, then address: one record's broken links together.
  listed.sort((a, b) => {
    for (const i of [0, 2, 3, 4]) {
      const order = collator.compare(String(a.cells[i]), String(b.cells[i]));
      if (order !== 0) return order;
    }
    return 0;
  });
  return { rows: listed.map((l) => l.cells), chart: null, recordPaths: listed.map((l) => l.path) };
}
