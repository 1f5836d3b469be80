/**
 * The forms the searchForms slice keeps: the list forms of SPEC §3.1 (defined in src/shared, the
 * server reads them too) plus the SPA's own home search and generic table filter.
 */
import type { HomeSearchFilters } from '@/shared/homeSearch';
import { INITIAL_SEARCH_FORMS, INITIAL_TABLE_FILTER, type SearchForms as ListSearchForms, type TableFilter } from '@/shared/searchForms';

/** The home page search (SPEC §2.1): at least one filter must be given; the server reads the same filters. */
export type HomeSearchForm = HomeSearchFilters;

export interface SearchForms extends ListSearchForms {
  home: HomeSearchForm;
  genericTable: TableFilter;
}
export type SearchFormName = keyof SearchForms;

export const INITIAL_HOME_SEARCH: Readonly<HomeSearchForm> = { name: '', code: '', objectKind: null, organization: '' };

export const DEFAULT_SEARCH_FORMS: Readonly<SearchForms> = {
  ...INITIAL_SEARCH_FORMS,
  home: INITIAL_HOME_SEARCH,
  genericTable: INITIAL_TABLE_FILTER,
};
