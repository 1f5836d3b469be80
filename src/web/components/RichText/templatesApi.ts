import type { RichTextTemplate } from '@/shared/settings';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import { api } from '@/web/api/api';

/**
 * The active rich-text templates, read from the settings' own endpoint (any user holding a permission
 * may read it). Same tag as the object-parameters page's template list, so that a template saved
 * there is fetched again here (the tag lives in that feature, which generic blocks may not import).
 */
const TEMPLATES = { type: 'Parameter', id: 'template:LIST' } as const;

export const richTextTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActiveTemplates: build.query<RichTextTemplate[], void>({
      query: () => SETTINGS_PATHS.activeTemplates,
      providesTags: [TEMPLATES],
    }),
  }),
});

export const { useListActiveTemplatesQuery } = richTextTemplatesApi;
