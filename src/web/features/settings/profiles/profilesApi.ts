import { SETTINGS_PATHS, type ProfileDetail, type ProfileInput, type ProfileListQuery, type ProfilePage } from '@/shared/settingsContract';
import { api } from '@/web/api/api';

const LIST = { type: 'Profile', id: 'LIST' } as const;

/** Profiles (81; delete 81 + 82). A change reaches the holders' sessions at their next refresh ('Session'). */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProfiles: build.query<ProfilePage, ProfileListQuery>({
      query: (params) => ({ url: SETTINGS_PATHS.profiles, params }),
      providesTags: (page) => [LIST, ...(page?.items ?? []).map((p) => ({ type: 'Profile' as const, id: p.profileId }))],
    }),
    getProfile: build.query<ProfileDetail, number>({
      query: (profileId) => SETTINGS_PATHS.profile(profileId),
      providesTags: (_r, _e, profileId) => [{ type: 'Profile', id: profileId }],
    }),
    createProfile: build.mutation<ProfileDetail, ProfileInput>({
      query: (body) => ({ url: SETTINGS_PATHS.profiles, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateProfile: build.mutation<ProfileDetail, { profileId: number; input: ProfileInput }>({
      query: ({ profileId, input }) => ({ url: SETTINGS_PATHS.profile(profileId), method: 'PUT', body: input }),
      invalidatesTags: (_r, error, { profileId }) => (error ? [] : [LIST, { type: 'Profile', id: profileId }, { type: 'User', id: 'LIST' }, 'Session']),
    }),
    deleteProfile: build.mutation<null, number>({
      query: (profileId) => ({ url: SETTINGS_PATHS.profile(profileId), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListProfilesQuery, useGetProfileQuery, useCreateProfileMutation, useUpdateProfileMutation, useDeleteProfileMutation } = profilesApi;
