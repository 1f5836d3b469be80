import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { PasswordReset } from '@/shared/settings';
import { api } from '@/web/api/api';
import { settingsTag } from '../common/settingsResourceApi';

/** The users' call beyond the resource's five (settingsResourceApi): a new one-time password (71). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetUserPassword: build.mutation<PasswordReset, number>({
      query: (userId) => ({ url: SETTINGS_PATHS.userResetPassword(userId), method: 'POST', body: {} }),
      invalidatesTags: (_r, error, userId) => (error ? [] : [settingsTag('user', userId)]),
    }),
  }),
});

export const { useResetUserPasswordMutation } = usersApi;
