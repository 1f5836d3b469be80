/**
 * The SPA's side of the server's crudRoutes: the settings resources that answer list, get, create,
 * update and delete on `<list>` and `<list>/:id`, injected once with fixed endpoint names and the
 * resource in the argument (DESIGN.md: computed endpoint names lose their types, redux-toolkit
 * #2127). The small hooks at the end narrow each call to its resource's types.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type {
  EconomicActivityCreateInput,
  EconomicActivityItem,
  EconomicActivityListQuery,
  EconomicActivityUpdateInput,
  LegislationInput,
  LegislationItem,
  LegislationListQuery,
  ParameterInput,
  ParameterItem,
  ParameterListQuery,
  ProfileDetail,
  ProfileInput,
  ProfileListQuery,
  ProfileSummary,
  RefusalTypeInput,
  RefusalTypeItem,
  RefusalTypeListQuery,
  TableData,
  UserCreated,
  UserCreateInput,
  UserDetail,
  UserInput,
  UserListQuery,
  UserSummary,
} from '@/shared/settings';
import { api } from '@/web/api/api';

/** What each resource sends and answers: list query and row, one item, create and update bodies, create answer. */
export interface ResourceTypes {
  profile: { query: ProfileListQuery; row: ProfileSummary; item: ProfileDetail; create: ProfileInput; update: ProfileInput; created: ProfileDetail };
  user: { query: UserListQuery; row: UserSummary; item: UserDetail; create: UserCreateInput; update: UserInput; created: UserCreated };
  economicActivity: {
    query: EconomicActivityListQuery;
    row: EconomicActivityItem;
    item: EconomicActivityItem;
    create: EconomicActivityCreateInput;
    update: EconomicActivityUpdateInput;
    created: EconomicActivityItem;
  };
  legislation: { query: LegislationListQuery; row: LegislationItem; item: LegislationItem; create: LegislationInput; update: LegislationInput; created: LegislationItem };
  refusalType: { query: RefusalTypeListQuery; row: RefusalTypeItem; item: RefusalTypeItem; create: RefusalTypeInput; update: RefusalTypeInput; created: RefusalTypeItem };
  parameter: { query: ParameterListQuery; row: ParameterItem; item: ParameterItem; create: ParameterInput; update: ParameterInput; created: ParameterItem };
}
export type SettingsResource = keyof ResourceTypes;

type TagType = 'Profile' | 'User' | 'Parameter';

interface ResourceDeclaration {
  list: string;
  one: (id: number) => string;
  tag: TagType;
  /** Lists that show this resource too (a user's profiles, a profile's user count): refreshed on every write. */
  shownIn?: SettingsResource[];
  /** Writes change what signed-in holders may do: their session is read again. */
  changesSessions?: boolean;
}

const RESOURCES: Record<SettingsResource, ResourceDeclaration> = {
  profile: { list: SETTINGS_PATHS.profiles, one: SETTINGS_PATHS.profile, tag: 'Profile', shownIn: ['user'], changesSessions: true },
  user: { list: SETTINGS_PATHS.users, one: SETTINGS_PATHS.user, tag: 'User', shownIn: ['profile'], changesSessions: true },
  economicActivity: { list: SETTINGS_PATHS.economicActivities, one: SETTINGS_PATHS.economicActivity, tag: 'Parameter' },
  legislation: { list: SETTINGS_PATHS.legislations, one: SETTINGS_PATHS.legislation, tag: 'Parameter' },
  refusalType: { list: SETTINGS_PATHS.refusalTypes, one: SETTINGS_PATHS.refusalType, tag: 'Parameter' },
  parameter: { list: SETTINGS_PATHS.parameters, one: SETTINGS_PATHS.parameter, tag: 'Parameter' },
};

/** Tag ids: one per item ('legislation:3') and one per resource's lists ('legislation:LIST'). */
export const settingsTag = (resource: SettingsResource, id: number | 'LIST') => ({ type: RESOURCES[resource].tag, id: `${resource}:${id}` });

type AppTag = TagDescription<TagType | 'Session'>;

/** What a successful write makes stale: the resource's lists, the item, the lists showing it, the sessions. */
function written(resource: SettingsResource, id: number | null, isUpdate: boolean): AppTag[] {
  const { shownIn = [], changesSessions = false } = RESOURCES[resource];
  return [
    settingsTag(resource, 'LIST'),
    ...(id === null ? [] : [settingsTag(resource, id)]),
    ...shownIn.map((other) => settingsTag(other, 'LIST')),
    ...(isUpdate && changesSessions ? (['Session'] as const) : []),
  ];
}

interface ListArg {
  resource: SettingsResource;
  query: object;
}
interface ItemArg {
  resource: SettingsResource;
  id: number;
}

const settingsResourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSettings: build.query<TableData<unknown>, ListArg>({
      query: ({ resource, query }) => ({ url: RESOURCES[resource].list, params: query }),
      providesTags: (_page, _e, { resource }) => [settingsTag(resource, 'LIST')],
    }),
    getSettingsItem: build.query<unknown, ItemArg>({
      query: ({ resource, id }) => RESOURCES[resource].one(id),
      providesTags: (_r, _e, { resource, id }) => [settingsTag(resource, id)],
    }),
    createSettingsItem: build.mutation<unknown, { resource: SettingsResource; input: unknown }>({
      query: ({ resource, input }) => ({ url: RESOURCES[resource].list, method: 'POST', body: input }),
      invalidatesTags: (_r, error, { resource }) => (error ? [] : written(resource, null, false)),
    }),
    updateSettingsItem: build.mutation<unknown, ItemArg & { input: unknown }>({
      query: ({ resource, id, input }) => ({ url: RESOURCES[resource].one(id), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { resource, id }) => (error ? [] : written(resource, id, true)),
    }),
    deleteSettingsItem: build.mutation<null, ItemArg>({
      query: ({ resource, id }) => ({ url: RESOURCES[resource].one(id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { resource, id }) => (error ? [] : written(resource, id, false)),
    }),
  }),
});

const { useListSettingsQuery, useGetSettingsItemQuery, useCreateSettingsItemMutation, useUpdateSettingsItemMutation, useDeleteSettingsItemMutation } = settingsResourceApi;

/** A page of the resource's list; `skip` leaves it unasked (e.g. without the permission to list). */
export function useResourceList<R extends SettingsResource>(resource: R, query: ResourceTypes[R]['query'], options: { skip?: boolean } = {}) {
  const result = useListSettingsQuery({ resource, query }, options);
  return { ...result, data: result.data as TableData<ResourceTypes[R]['row']> | undefined };
}

/** One item, read when the address holds a valid id. */
export function useResourceItem<R extends SettingsResource>(resource: R, id: number | null) {
  const result = useGetSettingsItemQuery({ resource, id: id ?? 0 }, { skip: id === null });
  return { ...result, data: result.data as ResourceTypes[R]['item'] | undefined };
}

/** Create, update and delete of one resource; each resolves the server's answer or rejects with the ApiError. */
export function useResourceWrites<R extends SettingsResource>(resource: R) {
  const [create] = useCreateSettingsItemMutation();
  const [update] = useUpdateSettingsItemMutation();
  const [remove, removeState] = useDeleteSettingsItemMutation();
  return {
    create: async (input: ResourceTypes[R]['create']) => (await create({ resource, input }).unwrap()) as ResourceTypes[R]['created'],
    update: async (id: number, input: ResourceTypes[R]['update']) => (await update({ resource, id, input }).unwrap()) as ResourceTypes[R]['item'],
    remove: (id: number) => remove({ resource, id }).unwrap(),
    removing: removeState.isLoading,
  };
}
