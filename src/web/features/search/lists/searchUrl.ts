/**
 * A search as a URL (issue 30 §3): a list form in the query string, with readable parameters
 * (?name=abc&recordStateTypeIds=2,5&pageNumber=2) and only the values that differ from the form's
 * defaults, so it can be bookmarked and shared. The searchForms store stays the one source: the list
 * page feeds the store from the URL when it opens, and replaces the URL when the store's form changes.
 */
import { KIND_BASICS } from '@/shared/records/kindBasics';
import { INITIAL_SEARCH_FORMS, type SearchFormName as ListSearchFormName } from '@/shared/searchForms';
import { fitsSearchField, pageFieldOf, searchFieldType, type SavedSearch, type SearchFieldType } from '@/shared/userPreferences';

type AnyForm = Record<string, unknown>;

const defaultsOf = (form: ListSearchFormName) => INITIAL_SEARCH_FORMS[form] as unknown as AnyForm;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function encodeValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (value === null || value === undefined) return '';
  return String(value);
}

const ID = /^\d{1,15}$/;

/** A parameter's text read as a value of `type`; undefined when it does not fit (the parameter is then ignored). */
function decodeValue(type: SearchFieldType, text: string): unknown {
  let value: unknown;
  switch (type) {
    case 'ids':
      value = text === '' ? [] : text.split(',').map((part) => (ID.test(part.trim()) ? Number(part.trim()) : NaN));
      break;
    case 'number':
      value = ID.test(text) ? Number(text) : undefined;
      break;
    case 'string':
      value = text;
      break;
    case 'boolean':
      value = text === 'true' ? true : text === 'false' ? false : undefined;
      break;
    case 'nullableId':
      value = text === '' ? null : ID.test(text) ? Number(text) : undefined;
      break;
    case 'nullableBoolean':
      value = text === '' ? null : text === 'true' ? true : text === 'false' ? false : undefined;
      break;
  }
  return value !== undefined && fitsSearchField(type, value) ? value : undefined;
}

/** The query string ('' or '?…') of `values`: the fields of `form` that differ from its defaults, in the form's order. */
export function searchQueryOf(form: ListSearchFormName, values: object): string {
  const given = values as AnyForm;
  const defaults = defaultsOf(form);
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    if (key in given && !same(given[key], defaults[key])) params.set(key, encodeValue(given[key]));
  }
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/**
 * The form values a query string gives (`search`: location.search), typed against the form's defaults;
 * unknown parameters and values that do not fit are ignored. Null when the query names no field of the form.
 */
export function searchValuesFromQuery(form: ListSearchFormName, search: string): Partial<AnyForm> | null {
  const defaults = defaultsOf(form);
  const params = new URLSearchParams(search);
  const values: AnyForm = {};
  let named = false;
  for (const [key, text] of params) {
    if (!Object.hasOwn(defaults, key)) continue;
    named = true;
    const value = decodeValue(searchFieldType(key, defaults[key]), text);
    if (value !== undefined) values[key] = value;
  }
  return named ? values : null;
}

/** The path of a list form's list (/entidades, …): the list forms are named after their kinds. */
export function listPathOf(form: ListSearchFormName): string {
  return `/${KIND_BASICS[form].routes.listSegment}`;
}

/** A list's URL for `values` (the path and its query string). */
export function searchUrlOf(form: ListSearchFormName, values: AnyForm): string {
  return `${listPathOf(form)}${searchQueryOf(form, { ...defaultsOf(form), ...values })}`;
}

/**
 * A saved search's URL: its list with its form in the query string, always with its first page named,
 * so that even a search of the defaults replaces the form the store kept (a bare path keeps it).
 */
export function savedSearchUrl(search: Pick<SavedSearch, 'form' | 'values'>): string {
  const url = searchUrlOf(search.form, search.values);
  if (url.includes('?')) return url;
  const page = pageFieldOf(search.form);
  return `${url}?${page}=${String(defaultsOf(search.form)[page])}`;
}

/** The values of `values` that differ from the form's defaults (what a saved search keeps). */
export function changedSearchValues(form: ListSearchFormName, values: AnyForm): AnyForm {
  const defaults = defaultsOf(form);
  return Object.fromEntries(Object.keys(defaults).flatMap((key) => (key in values && !same(values[key], defaults[key]) ? [[key, values[key]]] : [])));
}
