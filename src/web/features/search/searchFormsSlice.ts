import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { menuItemClicked } from '@/web/app/uiSlice';
import { loggedOut } from '@/web/features/session/sessionSlice';
import { DEFAULT_SEARCH_FORMS, type SearchFormName, type SearchForms } from './searchForms';

export type SearchFormsState = SearchForms;

const initialState: SearchFormsState = DEFAULT_SEARCH_FORMS;

interface SearchSubmitted<K extends SearchFormName> {
  form: K;
  values: Partial<SearchForms[K]>;
}

export const searchFormsSlice = createSlice({
  name: 'searchForms',
  initialState,
  reducers: {
    /** A list or search page ran a search: its filters are kept while the user moves around. */
    searchSubmitted: {
      reducer(state, action: PayloadAction<SearchSubmitted<SearchFormName>>) {
        const { form, values } = action.payload;
        Object.assign(state[form], values);
      },
      // A generic prepare keeps `values` tied to the named form at the call site.
      prepare<K extends SearchFormName>(form: K, values: Partial<SearchForms[K]>) {
        return { payload: { form, values } as SearchSubmitted<SearchFormName> };
      },
    },
    searchFormCleared(state, action: PayloadAction<SearchFormName>) {
      const form = action.payload;
      Object.assign(state[form], DEFAULT_SEARCH_FORMS[form]);
    },
    searchFormsReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // SPEC §3.1: "reset by any menu click"; a sign-out must not leave one user's filters to the next. The very
    // default objects come back: a list's URL (lists/useSearchUrl.ts) tells such a reset by their identity.
    builder.addCase(menuItemClicked, () => initialState).addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectSearchForm: <K extends SearchFormName>(state: SearchFormsState, form: K): SearchForms[K] => state[form],
  },
});

export const { searchSubmitted, searchFormCleared, searchFormsReset } = searchFormsSlice.actions;
export default searchFormsSlice.reducer;
export const { selectSearchForm } = searchFormsSlice.selectors;
