import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { savedSearchUrl, searchQueryOf, searchUrlOf, searchValuesFromQuery } from './searchUrl';

describe('a search as a URL', () => {
  it('writes only what differs from the form’s defaults, readably', () => {
    const form = { ...INITIAL_SEARCH_FORMS.entity, name: 'abc', recordStateTypeIds: [2, 5], pageNumber: 2, active: true };
    expect(searchQueryOf('entity', form)).toBe('?recordStateTypeIds=2,5&name=abc&active=true&pageNumber=2'.replace(/^(\?)(.*)$/, (_m, q, rest: string) => q + reorder(rest)));
    expect(searchQueryOf('entity', INITIAL_SEARCH_FORMS.entity)).toBe('');
    // An empty list where the default has a state is written empty.
    expect(searchQueryOf('entity', { ...INITIAL_SEARCH_FORMS.entity, recordStateTypeIds: [] })).toBe('?recordStateTypeIds=');
  });

  it('reads it back typed against the defaults, ignoring unknown parameters and bad values', () => {
    const form = { ...INITIAL_SEARCH_FORMS.location, location: 'Sé & Torre', recordStateIds: [1, 3], islandId: 4, active: false, pageIndex: 3 };
    expect({ ...INITIAL_SEARCH_FORMS.location, ...searchValuesFromQuery('location', searchQueryOf('location', form)) }).toEqual(form);
    expect(searchValuesFromQuery('entity', '?name=x&recordStateTypeIds=1,a&pageNumber=-2&active=maybe&zzz=1')).toEqual({ name: 'x' });
    expect(searchValuesFromQuery('entity', '?zzz=1')).toBeNull();
    expect(searchValuesFromQuery('entity', '')).toBeNull();
    expect(searchValuesFromQuery('location', '?islandId=&active=')).toEqual({ islandId: null, active: null });
  });

  it('gives a list’s and a saved search’s URL; a saved search of the defaults still names its page', () => {
    expect(searchUrlOf('service', { name: 'água' })).toBe('/servicos?name=%C3%A1gua');
    expect(savedSearchUrl({ form: 'document', values: {} })).toBe('/documentos?pageNumber=1');
    expect(savedSearchUrl({ form: 'location', values: { code: 'P1' } })).toBe('/patrimonios?code=P1');
  });
});

/** The form's own order: the codec writes the fields as the form declares them. */
function reorder(query: string): string {
  const order = Object.keys(INITIAL_SEARCH_FORMS.entity);
  return query
    .split('&')
    .sort((a, b) => order.indexOf(a.split('=')[0] ?? '') - order.indexOf(b.split('=')[0] ?? ''))
    .join('&');
}
