import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { menuItemClicked } from '@/web/app/uiSlice';
import { loggedOut } from '@/web/features/session/sessionSlice';
import { DEFAULT_SEARCH_FORMS } from './searchForms';
import reducer, { searchFormCleared, searchFormsReset, searchSubmitted } from './searchFormsSlice';

const searched = reducer(reducer(DEFAULT_SEARCH_FORMS, searchSubmitted('entity', { name: 'Finanças', pageNumber: 3 })), searchSubmitted('home', { code: 'S-1' }));

describe('the searchForms slice', () => {
  it('starts from the forms of SPEC §3.1, at page 1', () => {
    const state = reducer(undefined, { type: '@@init' });
    expect(state.entity).toEqual(INITIAL_SEARCH_FORMS.entity);
    expect(state.entity.pageNumber).toBe(1);
    expect(state.location.sortBy).toBe('Code desc');
  });

  it('keeps the filters of a search, form by form', () => {
    expect(searched.entity).toMatchObject({ name: 'Finanças', pageNumber: 3, sortBy: 'Code' });
    expect(searched.home.code).toBe('S-1');
    expect(searched.service).toEqual(DEFAULT_SEARCH_FORMS.service);
  });

  it('clears one form', () => {
    const state = reducer(searched, searchFormCleared('entity'));
    expect(state.entity).toEqual(DEFAULT_SEARCH_FORMS.entity);
    expect(state.home.code).toBe('S-1');
  });

  it.each([
    ['a menu click (SPEC §3.1)', menuItemClicked()],
    ['searchFormsReset', searchFormsReset()],
    ['a sign-out', loggedOut()],
  ])('resets every form on %s', (_name, action) => {
    expect(reducer(searched, action)).toEqual(DEFAULT_SEARCH_FORMS);
  });
});
