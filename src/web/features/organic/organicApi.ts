/**
 * The organic tree's calls (SPEC §2.8, §2.10): the dates a tab may show, one level of the tree on a date
 * (read lazily, when its parent expands), a search inside a tab, and the new order of a node's sub-entities.
 */
import { ORGANIC_LIMITS, ORGANIC_PATHS, type OrganicBounds, type OrganicLevel, type OrganicOrderRequest, type OrganicSearchHit } from '@/shared/organic';
import { api } from '@/web/api/api';
import { recordTag } from '@/web/features/records/recordsApi';

const ORGANIC_TAG = 'Organic';

export interface OrganicLevelArg {
  /** yyyy-MM-dd, a day in the Azores. */
  date: string;
  /** null: the roots. */
  parentId: number | null;
}

function levelUrl({ date, parentId }: OrganicLevelArg, offset: number, limit: number): string {
  const params: Record<string, string> = { date, offset: String(offset), limit: String(limit) };
  if (parentId !== null) params.parentId = String(parentId);
  return `${ORGANIC_PATHS.nodes}?${new URLSearchParams(params).toString()}`;
}

/** Where the page after `last` starts, or undefined when none remains. */
export function nextOffset(last: OrganicLevel): number | undefined {
  const next = last.offset + last.nodes.length;
  return last.nodes.length > 0 && next < last.total ? next : undefined;
}

export const organicApi = api.enhanceEndpoints({ addTagTypes: [ORGANIC_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getOrganicBounds: build.query<OrganicBounds, void>({
      query: () => ORGANIC_PATHS.bounds,
    }),
    /** Every sub-entity of a node at once (up to ORGANIC_LIMITS.maxChildren): the reorder dialog sends the whole order. */
    getOrganicLevel: build.query<OrganicLevel, OrganicLevelArg>({
      query: (arg) => levelUrl(arg, 0, ORGANIC_LIMITS.maxChildren),
      // Any saved or published entity may move, appear or leave: the tree reads again (the entities' lists' tag).
      providesTags: [ORGANIC_TAG, recordTag('entity', 'LIST')],
    }),
    /**
     * The tree's levels (issue 32): the first ORGANIC_LIMITS.childrenPage sub-entities, then the next
     * page each time "show more" asks, kept together in one entry (a reread after a change reads every
     * page shown again).
     */
    getOrganicChildren: build.infiniteQuery<OrganicLevel, OrganicLevelArg, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ queryArg, pageParam }) => levelUrl(queryArg, pageParam, ORGANIC_LIMITS.childrenPage),
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

export const {
  useGetOrganicBoundsQuery,
  useGetOrganicLevelQuery,
  useGetOrganicChildrenInfiniteQuery,
  useLazySearchOrganicQuery,
  useSearchOrganicQuery,
  useOrderOrganicMutation,
} = organicApi;
