import { RecordState } from '@/shared/recordStates';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { hiddenByStateSearch, stateFieldOf } from './hiddenByState';

/** A kind's form as the list page holds it (the slice's forms are untyped there). */
const asForm = (form: object): Record<string, unknown> => ({ ...form });

describe('the search for what the state filter hides', () => {
  it('finds the state field of every kind', () => {
    expect(stateFieldOf(asForm(INITIAL_SEARCH_FORMS.entity))).toBe('recordStateTypeIds');
    expect(stateFieldOf(asForm(INITIAL_SEARCH_FORMS.service))).toBe('recordStateIds');
  });
  it('asks the same filters for the other states, one row of the first page', () => {
    const search = hiddenByStateSearch({ ...INITIAL_SEARCH_FORMS.entity, name: 'Sé', pageNumber: 4 }, 'pageNumber', 1);
    expect(search).toMatchObject({ name: 'Sé', pageNumber: 1, pageSize: 1 });
    expect(search?.recordStateTypeIds).toContain(RecordState.Draft);
    expect(search?.recordStateTypeIds).not.toContain(RecordState.Published);
  });
  it('asks nothing when the filter shows every state', () => {
    expect(hiddenByStateSearch(asForm(INITIAL_SEARCH_FORMS.pointOfCare), 'pageNumber', 1)).toBeNull();
  });
});
