/** The signed-in user's list preferences and saved searches (issue 30 §3, src/server/me/preferenceRoutes.ts). */
import { PREFERENCE_PATHS, type ListPreferences, type SavedSearch, type SavedSearchInput } from '@/shared/userPreferences';
import { api } from '@/web/api/api';

const SAVED_SEARCH_TAG = 'SavedSearch';

export const listsApi = api.enhanceEndpoints({ addTagTypes: [SAVED_SEARCH_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every list's shape, read once per session (the cache keeps it; a write updates it in place). */
    getListPreferences: build.query<Record<string, ListPreferences>, void>({
      query: () => PREFERENCE_PATHS.preferences,
    }),
    saveListPreferences: build.mutation<ListPreferences, { listKey: string; preferences: ListPreferences }>({
      query: ({ listKey, preferences }) => ({ url: PREFERENCE_PATHS.listPreferences(listKey), method: 'PUT', body: preferences }),
      // The list follows the choice at once; the server only keeps it.
      async onQueryStarted({ listKey, preferences }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          listsApi.util.updateQueryData('getListPreferences', undefined, (draft) => {
            draft[listKey] = preferences;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    getSavedSearches: build.query<SavedSearch[], void>({
      query: () => PREFERENCE_PATHS.savedSearches,
      providesTags: [SAVED_SEARCH_TAG],
    }),
    createSavedSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: PREFERENCE_PATHS.savedSearches, method: 'POST', body }),
      invalidatesTags: [SAVED_SEARCH_TAG],
    }),
    deleteSavedSearch: build.mutation<null, number>({
      query: (id) => ({ url: PREFERENCE_PATHS.savedSearch(id), method: 'DELETE' }),
      invalidatesTags: [SAVED_SEARCH_TAG],
    }),
  }),
});

export const { useGetListPreferencesQuery, useSaveListPreferencesMutation, useGetSavedSearchesQuery, useCreateSavedSearchMutation, useDeleteSavedSearchMutation } = listsApi;
