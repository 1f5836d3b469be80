/** The broken-link check's calls (issue 14 §4): the latest run, and starting one now. */
import { LINK_CHECK_PATHS, type LinkCheckRun } from '@/shared/linkCheck';
import { api } from '@/web/api/api';

export const linkCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestLinkCheck: build.query<LinkCheckRun | null, void>({
      query: () => ({ url: LINK_CHECK_PATHS.run }),
    }),
    startLinkCheck: build.mutation<LinkCheckRun, void>({
      query: () => ({ url: LINK_CHECK_PATHS.run, method: 'POST' }),
    }),
  }),
});

export const { useLatestLinkCheckQuery, useStartLinkCheckMutation } = linkCheckApi;
