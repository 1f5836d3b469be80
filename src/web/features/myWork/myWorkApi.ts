/** The calls of 'O meu trabalho' (issue 30 §2): the panel's one answer and a section's pages. */
import { MY_WORK_PATHS, type MyWork, type MyWorkItem, type MyWorkSearchRequest, type MyWorkSection } from '@/shared/myWork';
import type { TableData } from '@/shared/records/contract';
import { api } from '@/web/api/api';
import { MY_WORK_TAG } from '@/web/features/records/recordsApi';

export interface MyWorkSearchArg extends MyWorkSearchRequest {
  section: MyWorkSection;
}

export const myWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyWork: build.query<MyWork, void>({
      query: () => MY_WORK_PATHS.work,
      providesTags: [MY_WORK_TAG],
    }),
    searchMyWork: build.query<TableData<MyWorkItem>, MyWorkSearchArg>({
      query: ({ section, ...body }) => ({ url: MY_WORK_PATHS.search(section), method: 'POST', body }),
      providesTags: [MY_WORK_TAG],
    }),
  }),
});

export const { useGetMyWorkQuery, useSearchMyWorkQuery } = myWorkApi;
