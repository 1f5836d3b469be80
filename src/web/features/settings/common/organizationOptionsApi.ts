import type { OrganizationOption } from '@/shared/records/contract';
import { RECORD_PATHS } from '@/shared/records/contract';
import { api } from '@/web/api/api';

/** The organisation picker of the profile scope: GET /records/entity/picker?query=&limit=. */
export const organizationOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsOrganizationOptions: build.query<OrganizationOption[], { query: string; limit: number }>({
      query: (params) => ({ url: RECORD_PATHS.organizationPicker, params }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSettingsOrganizationOptionsQuery } = organizationOptionsApi;
