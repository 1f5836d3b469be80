import { ObjectKind } from '@/shared/enums';
import { INITIAL_HOME_SEARCH } from '@/web/features/search/searchForms';
import { hasAnyFilter, searchableKinds } from './homeSearch';

describe('the home search', () => {
  it('needs at least one filter; blanks do not count', () => {
    expect(hasAnyFilter(INITIAL_HOME_SEARCH)).toBe(false);
    expect(hasAnyFilter({ ...INITIAL_HOME_SEARCH, name: '   ' })).toBe(false);
    expect(hasAnyFilter({ ...INITIAL_HOME_SEARCH, name: 'Finanças' })).toBe(true);
    expect(hasAnyFilter({ ...INITIAL_HOME_SEARCH, code: 'E1' })).toBe(true);
    expect(hasAnyFilter({ ...INITIAL_HOME_SEARCH, organization: 'Secretaria' })).toBe(true);
    expect(hasAnyFilter({ ...INITIAL_HOME_SEARCH, objectKind: ObjectKind.Service })).toBe(true);
  });

  it('offers guests neither heritage nor documents', () => {
    expect(searchableKinds(true)).not.toContain(ObjectKind.Location);
    expect(searchableKinds(true)).not.toContain(ObjectKind.Document);
    expect(searchableKinds(false)).toEqual(expect.arrayContaining([ObjectKind.Location, ObjectKind.Document]));
  });
});
