/**
 * The home search (SPEC §2.1, §5, issue 11): one search over every kind the visitor may see, and the
 * history of a signed-in user's searches, kept on the server. Shared by the SPA and the server.
 */
/** The filters of the home search; at least one is required ('É necessário informar pelo menos um dos filtros'). */
export interface HomeSearchFilters {
  name: string;
  code: string;
  /** One kind (an ObjectKind), or null for every kind the visitor may see. */
  objectKind: number | null;
  /** The entity the records belong to: its name, abbreviation or code. */
  organization: string;
}

export interface HomeSearchRequest extends HomeSearchFilters {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

/** One search a user ran, newest first in the history. */
export interface SearchHistoryEntry {
  id: number;
  filters: HomeSearchFilters;
  /** ISO date-time. */
  searchedAt: string;
}

export const HOME_SEARCH_PATHS = {
  /** POST HomeSearchRequest → TableData<RecordListItem>; records the search in the caller's history. */
  search: '/search',
  /** GET → SearchHistoryEntry[] (none for guests). */
  history: '/search/history',
} as const;

/** Whether any filter is given (SPEC §5): both sides refuse a search without one. */
export function hasAnyHomeFilter(filters: HomeSearchFilters): boolean {
  return filters.name.trim() !== '' || filters.code.trim() !== '' || filters.objectKind !== null || filters.organization.trim() !== '';
}
