/**
 * The account calls of SPEC §7 under /api (paths from ACCOUNT_PATHS, and AUTH_CALLBACK_PATH for the
 * regional sign-in's return, oidc/regionalLogin.ts). Login routes are rate limited
 * per IP (-5, HTTP 429); the per-username-and-address slow-down lives in auth/loginThrottle.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS } from '@/shared/api';
import { AUTH_CALLBACK_PATH } from '@/shared/accountClient';
import { ErrorCode } from '@/shared/errors';
import type { BotCheckVerifier } from '../auth/botCheck';
import { sessionOf } from '../auth/sessionOf';
import { endSessionOfToken, findSession } from '../auth/sessionRepository';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { bindingCookie, boundState, clearedBindingCookie, isBoundTo, isSecureOrigin } from '../oidc/loginBinding';
import type { OidcClient } from '../oidc/oidcClient';
import { beginRegionalLogin, completeRegionalLogin, regionalLogoutUrl, type RegionalLoginDeps } from '../oidc/regionalLogin';
import { changePassword, guestLogin, passwordLogin, refreshToken, type LoginDeps } from './loginService';
import { AuthCallbackQuery, ChangePasswordBody, ClientIdQuery, LoginBody, LoginSettingsSchema, LogoutDataSchema, SessionUserSchema, TokenDataSchema } from './schemas';
import { toSessionUser } from './sessionUser';

export interface AccountRoutesOptions {
  verifyBotCheck: BotCheckVerifier | null;
  /** The regional sign-in's client; null when it is not configured. */
  oidc: OidcClient | null;
}

const TAGS = ['account'];

const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { verifyBotCheck, oidc }) => {
  const deps = (request: FastifyRequest): LoginDeps => ({
    db: app.db,
    keys: app.keys,
    clock: app.clock,
    tokenTtlMinutes: app.config.tokenTtlMinutes,
    verifyBotCheck,
    log: request.log,
  });
  /** The regional sign-in's dependencies; -3 (with why) when it is not configured on this server. */
  const regional = (request: FastifyRequest): RegionalLoginDeps => {
    if (!oidc || !app.config.oidc) throw new AppError(ErrorCode.InvalidRequestAttempt, { detail: DETAIL_TEXTS.regionalSignInNotConfigured });
    return { ...deps(request), oidc, oidcConfig: app.config.oidc };
  };
  const loginRateLimit = { max: app.config.loginRateLimitPerMinute, timeWindow: 60_000 };
  const withSession = app.requireSession({ allowPendingPasswordChange: true });

  app.get(ACCOUNT_PATHS.loginSettings, { schema: { tags: TAGS, summary: 'What the login page needs', response: responses(LoginSettingsSchema) } }, async (request) =>
    ok(
      {
        publicKey: app.keys.publicKeyPem,
        botCheckSiteKey: app.config.botCheck?.siteKey ?? null,
        regionalSignIn: oidc !== null,
        regionalSignInAvailable: oidc?.available() ?? false,
      },
      requestLanguage(request),
    ),
  );

  app.get(
    ACCOUNT_PATHS.loginGuest,
    {
      config: { rateLimit: { ...loginRateLimit, max: loginRateLimit.max * 4 } },
      schema: { tags: TAGS, summary: 'A guest session', response: responses(TokenDataSchema) },
    },
    async (request) => ok(await guestLogin(deps(request)), requestLanguage(request)),
  );

  app.post(
    ACCOUNT_PATHS.login,
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags: TAGS, summary: 'Sign in with username and encrypted password', body: LoginBody, response: responses(TokenDataSchema) },
    },
    async (request) => {
      const { username, password, recaptchaToken } = request.body;
      const token = await passwordLogin(deps(request), { username, password, recaptchaToken, remoteIp: request.ip }).catch((error: unknown) => {
        app.metrics.loginFailed(error);
        throw error;
      });
      return ok(token, requestLanguage(request));
    },
  );

  app.get(
    ACCOUNT_PATHS.login,
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags: TAGS, summary: 'URL of the regional sign-in', querystring: ClientIdQuery, response: responses(Type.String({ description: 'URL to send the user to' })) },
    },
    async (request, reply) => {
      const regionalDeps = regional(request);
      const { url, state } = await beginRegionalLogin(regionalDeps);
      // The browser that asked is the only one whose callback will be accepted (oidc/loginBinding.ts).
      reply.header('set-cookie', bindingCookie(state, isSecureOrigin(regionalDeps.oidcConfig.redirectUri)));
      return ok(url, requestLanguage(request));
    },
  );

  app.get(
    AUTH_CALLBACK_PATH,
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: TAGS,
        summary: 'Complete the regional sign-in: our session for the person the provider vouches for',
        querystring: AuthCallbackQuery,
        response: responses(TokenDataSchema),
      },
    },
    async (request, reply) => {
      const regionalDeps = regional(request);
      const secure = isSecureOrigin(regionalDeps.oidcConfig.redirectUri);
      const bound = boundState(request.headers.cookie, secure);
      // The binding is spent with its login, whatever the outcome; another login's binding is left alone.
      if (isBoundTo(bound, request.query.state)) reply.header('set-cookie', clearedBindingCookie(secure));
      return ok(await completeRegionalLogin(regionalDeps, request.query, bound), requestLanguage(request));
    },
  );

  app.get(
    ACCOUNT_PATHS.refreshToken,
    { onRequest: withSession, schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'A new token for the same session', response: responses(TokenDataSchema) } },
    async (request) => ok(await refreshToken(deps(request), sessionOf(request)), requestLanguage(request)),
  );

  /*
   * Logout checks the token itself rather than through requireSession, so that closing a session
   * that is already over answers -31 ("could not close the session") instead of -33: a second
   * logout, a logout after the session expired, or one with a token replaced longer ago than the
   * refresh grace. Within the grace the previous token does close the session (a logout that raced
   * a refresh). Without a token of ours: 401 with -4, like every protected call. The SPA ends the
   * local session whatever the answer and shows no toast for it.
   */
  app.get(
    ACCOUNT_PATHS.logout,
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: "End the session; for one from the regional sign-in, answers the provider's end-session URL to visit",
        querystring: ClientIdQuery,
        response: responses(LogoutDataSchema),
      },
    },
    async (request) => {
      const claims = await app.bearerClaims(request, { ignoreExpiry: true });
      const idToken = (await findSession(app.db, claims.sid))?.oidc_id_token ?? null;
      if (!(await endSessionOfToken(app.db, claims.sid, claims.th, app.clock()))) throw new AppError(ErrorCode.CouldNotCloseSession);
      // This process's next request with it must not wait for the change bus to hear of it.
      app.forgetCachedSession(claims.sid);
      const endSessionUrl = idToken && oidc && app.config.oidc ? await regionalLogoutUrl({ oidc, oidcConfig: app.config.oidc, log: request.log }, idToken) : null;
      return ok(endSessionUrl, requestLanguage(request));
    },
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      onRequest: withSession,
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Change the password (both encrypted like the login password)',
        body: ChangePasswordBody,
        response: responses(TokenDataSchema),
      },
    },
    async (request) => ok(await changePassword(deps(request), sessionOf(request), { ...request.body, remoteIp: request.ip }), requestLanguage(request)),
  );

  app.get(
    ACCOUNT_PATHS.me,
    { onRequest: withSession, schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'The current session user', response: responses(SessionUserSchema) } },
    async (request) => ok(toSessionUser(sessionOf(request)), requestLanguage(request)),
  );
};

export default accountRoutes;
