import { activeFilterCount } from './activeFilters';

describe('activeFilterCount', () => {
  const defaults = { pageNumber: 1, sortBy: 'Name', name: '', recordStateIds: [5], active: null as boolean | null, typeIds: [] as number[] };
  it('counts the filters that differ from their defaults, not paging nor sorting', () => {
    expect(activeFilterCount(defaults, defaults, ['pageNumber', 'sortBy'])).toBe(0);
    expect(activeFilterCount({ ...defaults, pageNumber: 3, sortBy: 'Code' }, defaults, ['pageNumber', 'sortBy'])).toBe(0);
    expect(activeFilterCount({ ...defaults, name: 'Sé', recordStateIds: [1, 5], active: true }, defaults, ['pageNumber', 'sortBy'])).toBe(3);
  });
  it('takes an empty value for an empty default and a missing value for the default', () => {
    expect(activeFilterCount({ name: undefined, typeIds: [] }, { name: '', typeIds: [] })).toBe(0);
    expect(activeFilterCount({ q: 'x', status: '' }, { q: '', status: '' })).toBe(1);
  });
});
