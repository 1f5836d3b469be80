/**
 * What a user shapes in the lists and keeps on the server (issue 30 §3), so it follows them to
 * another browser: per list, the columns (order and hidden ones), the page size and the density;
 * and their saved searches. Shared by src/server/me and the SPA's lists.
 */
import { INITIAL_SEARCH_FORMS, type SearchFormName as ListSearchFormName } from './searchForms';

/** The page sizes a list offers (issue 30 §3). */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type ListDensity = 'standard' | 'compact';

/** One list's shape; a column the user never touched keeps the list's default place. */
export interface ListPreferences {
  /** Every column in the user's order; hidden ones stay in the list with `hidden: true`. */
  columns?: { key: string; hidden: boolean }[];
  pageSize?: PageSize;
  density?: ListDensity;
}

/** A named search form of a list (SPEC §3.1's forms), kept per user. */
export interface SavedSearch {
  id: number;
  form: ListSearchFormName;
  name: string;
  values: Record<string, unknown>;
  createdAt: string;
}

export const LIST_DENSITIES: readonly ListDensity[] = ['standard', 'compact'];

/** The bounds the server checks (and the SPA keeps within). */
export const PREFERENCE_LIMITS = {
  /** A list key: `records.entity`, `tasks`, … */
  listKeyPattern: '^[a-zA-Z][a-zA-Z0-9]*(\\.[a-zA-Z][a-zA-Z0-9]*){0,3}$',
  listKeyMaxLength: 60,
  columnKeyMaxLength: 60,
  maxColumns: 40,
  /** The lists a user may keep a shape of. */
  maxLists: 50,
  savedSearchNameMaxLength: 80,
  /** Saved searches per user, every list together. */
  maxSavedSearches: 100,
  /** A saved value's text (a name, a code…), and an array of ids. */
  valueMaxLength: 400,
  maxIds: 200,
} as const;

/** The routes under /api (src/server/me/preferenceRoutes.ts). */
export const PREFERENCE_PATHS = {
  preferences: '/me/preferences',
  listPreferences: (listKey: string) => `/me/preferences/${encodeURIComponent(listKey)}`,
  savedSearches: '/me/saved-searches',
  savedSearch: (id: number) => `/me/saved-searches/${id}`,
} as const;

/** A list's key in the preferences: the record list of a kind. */
export function recordListKey(kind: string): string {
  return `records.${kind}`;
}

export interface SavedSearchInput {
  form: ListSearchFormName;
  name: string;
  values: Record<string, unknown>;
}

/** The list forms a search may be saved of (SPEC §3.1's forms of the record lists). */
export const LIST_SEARCH_FORMS = Object.keys(INITIAL_SEARCH_FORMS) as ListSearchFormName[];

export function isListSearchForm(name: string): name is ListSearchFormName {
  return (LIST_SEARCH_FORMS as string[]).includes(name);
}

/**
 * A form field's type, read from its default (arrays are ids; a null default is an id when the key
 * ends in 'Id', else a yes/no/any boolean): the one rule the URL codec and the server's check share.
 */
export type SearchFieldType = 'ids' | 'number' | 'string' | 'boolean' | 'nullableId' | 'nullableBoolean';

export function searchFieldType(key: string, defaultValue: unknown): SearchFieldType {
  if (Array.isArray(defaultValue)) return 'ids';
  if (typeof defaultValue === 'number') return 'number';
  if (typeof defaultValue === 'string') return 'string';
  if (typeof defaultValue === 'boolean') return 'boolean';
  return key.endsWith('Id') ? 'nullableId' : 'nullableBoolean';
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Whether `value` (plain JSON) fits a field of `type` within the bounds. */
export function fitsSearchField(type: SearchFieldType, value: unknown): boolean {
  switch (type) {
    case 'ids':
      return Array.isArray(value) && value.length <= PREFERENCE_LIMITS.maxIds && value.every(isId);
    case 'number':
      return isId(value);
    case 'string':
      return typeof value === 'string' && value.length <= PREFERENCE_LIMITS.valueMaxLength;
    case 'boolean':
      return typeof value === 'boolean';
    case 'nullableId':
      return value === null || isId(value);
    case 'nullableBoolean':
      return value === null || typeof value === 'boolean';
  }
}

/** The field that holds a list form's page ('pageNumber', or 'pageIndex' for heritage). */
export function pageFieldOf(form: ListSearchFormName): string {
  return 'pageIndex' in INITIAL_SEARCH_FORMS[form] ? 'pageIndex' : 'pageNumber';
}

/**
 * A saved search's values checked against its form: keys the form does not have are dropped, and so is
 * the page (a saved search opens on its first page); `invalid` names the fields whose value does not fit.
 */
export function savedSearchValuesOf(form: ListSearchFormName, values: Record<string, unknown>): { values: Record<string, unknown>; invalid: string[] } {
  const defaults = INITIAL_SEARCH_FORMS[form] as unknown as Record<string, unknown>;
  const page = pageFieldOf(form);
  const kept: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key === page || !Object.hasOwn(defaults, key)) continue;
    if (fitsSearchField(searchFieldType(key, defaults[key]), value)) kept[key] = value;
    else invalid.push(key);
  }
  return { values: kept, invalid };
}
