/**
 * The organic tree's calls (SPEC §2.8, §2.10): the dates a tab may show, one level of the tree on a date
 * (read lazily, when its parent expands), a search inside a tab, and the new order of a node's sub-entities.
 */
import { ORGANIC_PATHS, type OrganicBounds, type OrganicNode, type OrganicOrderRequest, type OrganicSearchHit } from '@/shared/organic';
import { api } from '@/web/api/api';
import { recordTag } from '@/web/features/records/recordsApi';

const ORGANIC_TAG = 'Organic';

export interface OrganicLevelArg {
  /** yyyy-MM-dd, a day in the Azores. */
  date: string;
  /** null: the roots. */
  parentId: number | null;
}

export const organicApi = api.enhanceEndpoints({ addTagTypes: [ORGANIC_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getOrganicBounds: build.query<OrganicBounds, void>({
      query: () => ORGANIC_PATHS.bounds,
    }),
    getOrganicLevel: build.query<OrganicNode[], OrganicLevelArg>({
      query: ({ date, parentId }) => `${ORGANIC_PATHS.nodes}?${new URLSearchParams({ date, ...(parentId === null ? {} : { parentId: String(parentId) }) }).toString()}`,
      // Any saved or published entity may move, appear or leave: the tree reads again (the entities' lists' tag).
      providesTags: [ORGANIC_TAG, recordTag('entity', 'LIST')],
    }),
    searchOrganic: build.query<OrganicSearchHit[], { date: string; query: string }>({
      query: ({ date, query }) => `${ORGANIC_PATHS.search}?${new URLSearchParams({ date, query }).toString()}`,
      providesTags: [ORGANIC_TAG, recordTag('entity', 'LIST')],
    }),
    /** Answers the token that undoes the reorder for a short while (issue 30 §4). */
    orderOrganic: build.mutation<{ undoToken?: string } | null, OrganicOrderRequest>({
      query: (body) => ({ url: ORGANIC_PATHS.order, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ORGANIC_TAG]),
    }),
  }),
});

export const { useGetOrganicBoundsQuery, useGetOrganicLevelQuery, useLazySearchOrganicQuery, useSearchOrganicQuery, useOrderOrganicMutation } = organicApi;
