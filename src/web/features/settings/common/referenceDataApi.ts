import {
  SETTINGS_PATHS,
  type EconomicActivityCreateInput,
  type EconomicActivityItem,
  type EconomicActivityListQuery,
  type EconomicActivityPage,
  type EconomicActivityUpdateInput,
  type LegislationInput,
  type LegislationItem,
  type LegislationListQuery,
  type LegislationPage,
  type ParameterInput,
  type ParameterItem,
  type ParameterListQuery,
  type ParameterPage,
  type RefusalTypeInput,
  type RefusalTypeItem,
  type RefusalTypeListQuery,
  type RefusalTypePage,
} from '@/shared/settingsContract';
import { api } from '@/web/api/api';

/**
 * Reference data of the settings area: economic activities, legislations, refusal types and
 * parameters. They share the 'Parameter' tag, told apart by the id prefix ('legislation:LIST', 'legislation:3').
 */
type Resource = 'economicActivity' | 'legislation' | 'refusalType' | 'parameter';
const listTag = (resource: Resource) => ({ type: 'Parameter' as const, id: `${resource}:LIST` });
const itemTag = (resource: Resource, id: number) => ({ type: 'Parameter' as const, id: `${resource}:${id}` });

export const referenceDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEconomicActivities: build.query<EconomicActivityPage, EconomicActivityListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.economicActivities, params }),
      providesTags: [listTag('economicActivity')],
    }),
    getEconomicActivity: build.query<EconomicActivityItem, number>({
      query: (id) => SETTINGS_PATHS.economicActivity(id),
      providesTags: (_r, _e, id) => [itemTag('economicActivity', id)],
    }),
    createEconomicActivity: build.mutation<EconomicActivityItem, EconomicActivityCreateInput>({
      query: (body) => ({ url: SETTINGS_PATHS.economicActivities, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('economicActivity')]),
    }),
    updateEconomicActivity: build.mutation<EconomicActivityItem, { id: number; input: EconomicActivityUpdateInput }>({
      query: ({ id, input }) => ({ url: SETTINGS_PATHS.economicActivity(id), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('economicActivity'), itemTag('economicActivity', id)]),
    }),
    deleteEconomicActivity: build.mutation<null, number>({
      query: (id) => ({ url: SETTINGS_PATHS.economicActivity(id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('economicActivity')]),
    }),

    listLegislations: build.query<LegislationPage, LegislationListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.legislations, params }),
      providesTags: [listTag('legislation')],
    }),
    getLegislation: build.query<LegislationItem, number>({
      query: (id) => SETTINGS_PATHS.legislation(id),
      providesTags: (_r, _e, id) => [itemTag('legislation', id)],
    }),
    createLegislation: build.mutation<LegislationItem, LegislationInput>({
      query: (body) => ({ url: SETTINGS_PATHS.legislations, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('legislation')]),
    }),
    updateLegislation: build.mutation<LegislationItem, { id: number; input: LegislationInput }>({
      query: ({ id, input }) => ({ url: SETTINGS_PATHS.legislation(id), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('legislation'), itemTag('legislation', id)]),
    }),
    deleteLegislation: build.mutation<null, number>({
      query: (id) => ({ url: SETTINGS_PATHS.legislation(id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('legislation')]),
    }),

    listRefusalTypes: build.query<RefusalTypePage, RefusalTypeListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.refusalTypes, params }),
      providesTags: [listTag('refusalType')],
    }),
    getRefusalType: build.query<RefusalTypeItem, number>({
      query: (id) => SETTINGS_PATHS.refusalType(id),
      providesTags: (_r, _e, id) => [itemTag('refusalType', id)],
    }),
    createRefusalType: build.mutation<RefusalTypeItem, RefusalTypeInput>({
      query: (body) => ({ url: SETTINGS_PATHS.refusalTypes, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('refusalType')]),
    }),
    updateRefusalType: build.mutation<RefusalTypeItem, { id: number; input: RefusalTypeInput }>({
      query: ({ id, input }) => ({ url: SETTINGS_PATHS.refusalType(id), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('refusalType'), itemTag('refusalType', id)]),
    }),
    deleteRefusalType: build.mutation<null, number>({
      query: (id) => ({ url: SETTINGS_PATHS.refusalType(id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('refusalType')]),
    }),

    listParameters: build.query<ParameterPage, ParameterListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.parameters, params }),
      providesTags: [listTag('parameter')],
    }),
    getParameter: build.query<ParameterItem, number>({
      query: (id) => SETTINGS_PATHS.parameter(id),
      providesTags: (_r, _e, id) => [itemTag('parameter', id)],
    }),
    createParameter: build.mutation<ParameterItem, ParameterInput>({
      query: (body) => ({ url: SETTINGS_PATHS.parameters, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('parameter')]),
    }),
    updateParameter: build.mutation<ParameterItem, { id: number; input: ParameterInput }>({
      query: ({ id, input }) => ({ url: SETTINGS_PATHS.parameter(id), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('parameter'), itemTag('parameter', id)]),
    }),
    deleteParameter: build.mutation<null, number>({
      query: (id) => ({ url: SETTINGS_PATHS.parameter(id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('parameter')]),
    }),
  }),
});

export const {
  useListEconomicActivitiesQuery,
  useGetEconomicActivityQuery,
  useCreateEconomicActivityMutation,
  useUpdateEconomicActivityMutation,
  useDeleteEconomicActivityMutation,
  useListLegislationsQuery,
  useGetLegislationQuery,
  useCreateLegislationMutation,
  useUpdateLegislationMutation,
  useDeleteLegislationMutation,
  useListRefusalTypesQuery,
  useGetRefusalTypeQuery,
  useCreateRefusalTypeMutation,
  useUpdateRefusalTypeMutation,
  useDeleteRefusalTypeMutation,
  useListParametersQuery,
  useGetParameterQuery,
  useCreateParameterMutation,
  useUpdateParameterMutation,
  useDeleteParameterMutation,
} = referenceDataApi;
