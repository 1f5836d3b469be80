import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { GroupAssignInput, GroupChangeResult, GroupListQuery, GroupPage, GroupResetInput } from '@/shared/settings';
import { api } from '@/web/api/api';

const LIST = { type: 'Record', id: 'groups:LIST' } as const;

/**
 * Group management (reads 101 or 102; assign 101; reset 102). A change rewrites published entities,
 * so every cached record list and view is dropped ('Record').
 */
export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGroups: build.query<GroupPage, GroupListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.groups, params }),
      providesTags: [LIST],
    }),
    assignGroupKind: build.mutation<GroupChangeResult, GroupAssignInput>({
      query: (body) => ({ url: SETTINGS_PATHS.groups, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Record']),
    }),
    resetGroupKind: build.mutation<GroupChangeResult, GroupResetInput>({
      query: (body) => ({ url: SETTINGS_PATHS.groupsReset, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Record']),
    }),
  }),
});

export const { useListGroupsQuery, useAssignGroupKindMutation, useResetGroupKindMutation } = groupsApi;
