import type { ReferenceCategory, ReferenceItem } from '@/shared/referenceLists';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { ReferenceItemInput, RichTextTemplate, RichTextTemplateInput } from '@/shared/settings';
import { api } from '@/web/api/api';

const categoryTag = (category: ReferenceCategory) => ({ type: 'Parameter' as const, id: `objectParameter:${category}` });
const TEMPLATES = { type: 'Parameter', id: 'template:LIST' } as const;

/**
 * Object parameters (61; delete 61 + 62): the multi-language reference lists and the text templates.
 * The divisions section reads the records' one divisions endpoint (records/recordsApi `getDivisions`).
 */
export const objectParametersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listObjectParameters: build.query<ReferenceItem[], ReferenceCategory>({
      query: (category) => SETTINGS_PATHS.objectParameters(category),
      providesTags: (_r, _e, category) => [categoryTag(category)],
    }),
    createObjectParameter: build.mutation<ReferenceItem, { category: ReferenceCategory; input: ReferenceItemInput }>({
      query: ({ category, input }) => ({ url: SETTINGS_PATHS.objectParameters(category), method: 'POST', body: input }),
      invalidatesTags: (_r, error, { category }) => (error ? [] : [categoryTag(category)]),
    }),
    updateObjectParameter: build.mutation<ReferenceItem, { category: ReferenceCategory; itemId: number; input: ReferenceItemInput }>({
      query: ({ category, itemId, input }) => ({ url: SETTINGS_PATHS.objectParameter(category, itemId), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { category }) => (error ? [] : [categoryTag(category)]),
    }),
    reorderObjectParameters: build.mutation<ReferenceItem[], { category: ReferenceCategory; itemIds: number[] }>({
      query: ({ category, itemIds }) => ({ url: SETTINGS_PATHS.objectParametersOrder(category), method: 'PUT', body: { itemIds } }),
      // The answer is the list in its new order: put it in the cache instead of reloading it.
      async onQueryStarted({ category }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(objectParametersApi.util.upsertQueryData('listObjectParameters', category, data));
        } catch {
          dispatch(objectParametersApi.util.invalidateTags([categoryTag(category)]));
        }
      },
    }),
    deleteObjectParameter: build.mutation<null, { category: ReferenceCategory; itemId: number }>({
      query: ({ category, itemId }) => ({ url: SETTINGS_PATHS.objectParameter(category, itemId), method: 'DELETE' }),
      invalidatesTags: (_r, error, { category }) => (error ? [] : [categoryTag(category)]),
    }),

    listTemplates: build.query<RichTextTemplate[], void>({
      query: () => SETTINGS_PATHS.templates,
      providesTags: [TEMPLATES],
    }),
    createTemplate: build.mutation<RichTextTemplate, RichTextTemplateInput>({
      query: (body) => ({ url: SETTINGS_PATHS.templates, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    updateTemplate: build.mutation<RichTextTemplate, { templateId: number; input: RichTextTemplateInput }>({
      query: ({ templateId, input }) => ({ url: SETTINGS_PATHS.template(templateId), method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    deleteTemplate: build.mutation<null, number>({
      query: (templateId) => ({ url: SETTINGS_PATHS.template(templateId), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
  }),
});

export const {
  useListObjectParametersQuery,
  useCreateObjectParameterMutation,
  useUpdateObjectParameterMutation,
  useReorderObjectParametersMutation,
  useDeleteObjectParameterMutation,
  useListTemplatesQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = objectParametersApi;
