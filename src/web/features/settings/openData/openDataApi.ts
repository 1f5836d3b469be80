import { OPEN_DATA_PATHS, type OpenDataKeyCreated, type OpenDataKeyCreateInput, type OpenDataSettings, type OpenDataSettingsInput } from '@/shared/openData';
import { api } from '@/web/api/api';

/** The open data settings (permission 92). The page refetches after each change: one small resource, no tag of its own in the first-load API. */
export const openDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenDataSettings: build.query<OpenDataSettings, void>({
      query: () => ({ url: OPEN_DATA_PATHS.settings }),
    }),
    saveOpenDataSettings: build.mutation<OpenDataSettings, OpenDataSettingsInput>({
      query: (body) => ({ url: OPEN_DATA_PATHS.settings, method: 'PUT', body }),
    }),
    createOpenDataKey: build.mutation<OpenDataKeyCreated, OpenDataKeyCreateInput>({
      query: (body) => ({ url: OPEN_DATA_PATHS.keys, method: 'POST', body }),
    }),
    revokeOpenDataKey: build.mutation<null, number>({
      query: (keyId) => ({ url: OPEN_DATA_PATHS.key(keyId), method: 'DELETE' }),
    }),
  }),
});

export const { useGetOpenDataSettingsQuery, useSaveOpenDataSettingsMutation, useCreateOpenDataKeyMutation, useRevokeOpenDataKeyMutation } = openDataApi;
