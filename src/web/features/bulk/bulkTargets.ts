/**
 * From a table's selection (SPEC §4's none/some/all, components/DataTable/selection.ts) to the bulk
 * targets the server takes (src/shared/bulk.ts), and the actions a preview offers. Pure: tested alone.
 */
import { BULK_ACTIONS, type BulkActionName, type BulkPreview, type BulkRecordRef, type BulkTargets } from '@/shared/bulk';
import type { RecordKindName } from '@/shared/records/kinds';
import type { RowId, Selection } from '@/web/components/DataTable/selection';

/**
 * Where the selection's rows come from: a kind's list with its search form (its rows keyed
 * `${id}-${version}`, recordSearchTable.ts), or Tarefas with its name filter (rows keyed
 * `${kind}-${id}-${version}`).
 */
export type BulkScope = { search: { kind: RecordKindName; form: Record<string, unknown> } } | { tasks: { name?: string; kinds?: RecordKindName[] } };

/** A row's key back to the record it stands for. */
export function refOfRowId(scope: BulkScope, rowId: RowId): BulkRecordRef | null {
  const parts = String(rowId).split('-');
  if (parts.length < 2) return null;
  const version = Number(parts.pop());
  const id = Number(parts.pop());
  const kind = 'search' in scope ? scope.search.kind : (parts.join('-') as RecordKindName);
  if (!Number.isInteger(id) || !Number.isInteger(version) || !kind) return null;
  return { kind, id, version };
}

/** Paging and page size say which rows show, not which records match: the whole search is the form without them (its sort orders the result). */
export function searchWithoutPaging(form: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form).filter(([key]) => !/^page/i.test(key)));
}

/** A scope's identity: when it changes (a new search), the selection starts again; paging and sorting keep it. */
export function scopeKey(scope: BulkScope): string {
  if (!('search' in scope)) return JSON.stringify(scope.tasks);
  const { sortBy: _sortBy, ...form } = searchWithoutPaging(scope.search.form);
  return JSON.stringify({ kind: scope.search.kind, form });
}

const refsOf = (scope: BulkScope, ids: readonly RowId[]) => ids.map((id) => refOfRowId(scope, id)).filter((ref): ref is BulkRecordRef => ref !== null);

/**
 * The selection as bulk targets: rows ticked one by one (or a page) are named; 'all' is the whole
 * search (or the whole Tarefas filter) with the rows unticked since in `except`. Null when nothing is selected.
 */
export function targetsOf(scope: BulkScope, selection: Selection): BulkTargets | null {
  if (!selection.allSelected) {
    const items = refsOf(scope, selection.ids);
    return items.length > 0 ? { items } : null;
  }
  const except = refsOf(scope, selection.ids);
  const rest = except.length > 0 ? { except } : {};
  if ('search' in scope) return { search: { kind: scope.search.kind, form: searchWithoutPaging(scope.search.form) }, ...rest };
  return { tasks: scope.tasks, ...rest };
}

/** Named records to act on again (the refused ones of a result). */
export function itemsTargets(refs: readonly BulkRecordRef[]): BulkTargets {
  return { items: refs.map(({ kind, id, version }) => ({ kind, id, version })) };
}

/** The actions the bar offers: those the caller may take on at least one selected record, in BULK_ACTIONS' order, with their counts. */
export function offeredActions(preview: BulkPreview | undefined): { action: BulkActionName; count: number }[] {
  if (!preview) return [];
  return BULK_ACTIONS.map((action) => ({ action, count: preview.actions[action] ?? 0 })).filter(({ count }) => count > 0);
}
