import { SETTINGS_PATHS, type PasswordReset, type UserCreated, type UserCreateInput, type UserDetail, type UserInput, type UserListQuery, type UserPage } from '@/shared/settingsContract';
import { api } from '@/web/api/api';

const LIST = { type: 'User', id: 'LIST' } as const;

/** Users (71; delete 71 + 72). Deleting sets the status "deleted"; the row and its history stay. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, UserListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.users, params }),
      providesTags: (page) => [LIST, ...(page?.items ?? []).map((u) => ({ type: 'User' as const, id: u.userId }))],
    }),
    getUser: build.query<UserDetail, number>({
      query: (userId) => SETTINGS_PATHS.user(userId),
      providesTags: (_r, _e, userId) => [{ type: 'User', id: userId }],
    }),
    createUser: build.mutation<UserCreated, UserCreateInput>({
      query: (body) => ({ url: SETTINGS_PATHS.users, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, { type: 'Profile', id: 'LIST' }]),
    }),
    updateUser: build.mutation<UserDetail, { userId: number; input: UserInput }>({
      query: ({ userId, input }) => ({ url: SETTINGS_PATHS.user(userId), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { userId }) => (error ? [] : [LIST, { type: 'User', id: userId }, { type: 'Profile', id: 'LIST' }, 'Session']),
    }),
    deleteUser: build.mutation<null, number>({
      query: (userId) => ({ url: SETTINGS_PATHS.user(userId), method: 'DELETE' }),
      invalidatesTags: (_r, error, userId) => (error ? [] : [LIST, { type: 'User', id: userId }, { type: 'Profile', id: 'LIST' }]),
    }),
    resetUserPassword: build.mutation<PasswordReset, number>({
      query: (userId) => ({ url: SETTINGS_PATHS.userResetPassword(userId), method: 'POST', body: {} }),
      invalidatesTags: (_r, error, userId) => (error ? [] : [{ type: 'User', id: userId }]),
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation, useResetUserPasswordMutation } = usersApi;
