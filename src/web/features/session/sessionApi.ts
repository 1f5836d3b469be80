import { ACCOUNT_PATHS, type ChangePasswordRequest, type LoginRequest, type LoginSettings, type SessionUser, type TokenData } from '@/shared/api';
import { AUTH_CALLBACK_PATH, BACKOFFICE_CLIENT_ID } from '@/shared/accountClient';
import { api } from '@/web/api/api';

/** The account calls of SPEC §7. Session-making calls skip the renewal that guards other calls. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginSettings: build.query<LoginSettings, void>({
      query: () => ACCOUNT_PATHS.loginSettings,
      extraOptions: { skipSessionRenewal: true },
    }),
    login: build.mutation<TokenData, LoginRequest>({
      query: (body) => ({ url: ACCOUNT_PATHS.login, method: 'POST', body }),
      extraOptions: { skipSessionRenewal: true },
    }),
    /** GET /account/login?clientId=…: where to send the browser for the regional sign-in. */
    getRegionalSignInUrl: build.mutation<string, void>({
      query: () => ({ url: ACCOUNT_PATHS.login, params: { clientId: BACKOFFICE_CLIENT_ID } }),
      extraOptions: { skipSessionRenewal: true },
    }),
    /** GET /authcallback?code&state (and iss, when the provider sent it: RFC 9207). */
    completeRegionalSignIn: build.mutation<TokenData, { code: string; state: string; iss?: string }>({
      query: (params) => ({ url: AUTH_CALLBACK_PATH, params }),
      // Its refusal is toasted by AuthCallbackPage once on the login page, so that the move does not clear it.
      extraOptions: { skipSessionRenewal: true, anonymous: true, silent: true },
    }),
    /**
     * Ending a session the server may already have ended: failures do not matter to the user. Answers
     * the regional sign-in's end-session URL for a session that came through it, else null.
     */
    logout: build.mutation<string | null, void>({
      query: () => ({ url: ACCOUNT_PATHS.logout, params: { clientId: BACKOFFICE_CLIENT_ID } }),
      extraOptions: { skipSessionRenewal: true, silent: true },
    }),
    changePassword: build.mutation<TokenData, ChangePasswordRequest>({
      query: (body) => ({ url: ACCOUNT_PATHS.changePassword, method: 'POST', body }),
    }),
    getMe: build.query<SessionUser, void>({
      query: () => ACCOUNT_PATHS.me,
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetLoginSettingsQuery, useLoginMutation, useGetRegionalSignInUrlMutation, useCompleteRegionalSignInMutation, useLogoutMutation, useChangePasswordMutation } =
  sessionApi;
