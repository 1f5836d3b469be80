/** The home search's calls (SPEC §2.1): one search over every kind, and the caller's search history. */
import { HOME_SEARCH_PATHS, type HomeSearchRequest, type SearchHistoryEntry } from '@/shared/homeSearch';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { api } from '@/web/api/api';

const HISTORY_TAG = 'SearchHistory';

export const homeSearchApi = api.enhanceEndpoints({ addTagTypes: [HISTORY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    searchHome: build.query<TableData<RecordListItem>, HomeSearchRequest>({
      query: (body) => ({ url: HOME_SEARCH_PATHS.search, method: 'POST', body }),
      // The server adds each first page to the history: the history list then reads it again.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(homeSearchApi.util.invalidateTags([HISTORY_TAG]));
        } catch {
          // The base query already told the user.
        }
      },
    }),
    getSearchHistory: build.query<SearchHistoryEntry[], void>({
      query: () => HOME_SEARCH_PATHS.history,
      providesTags: [HISTORY_TAG],
    }),
  }),
});

export const { useSearchHomeQuery, useGetSearchHistoryQuery } = homeSearchApi;
