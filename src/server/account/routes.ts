/**
 * The account calls of SPEC §7 under /api (paths from ACCOUNT_PATHS). Login routes are rate limited
 * per IP (-5, HTTP 429); the per-username-and-address slow-down lives in auth/loginThrottle.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import type { BotCheckVerifier } from '../auth/botCheck';
import { sessionOf } from '../auth/sessionOf';
import { endSessionOfToken } from '../auth/sessionRepository';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { changePassword, guestLogin, passwordLogin, refreshToken, type LoginDeps } from './loginService';
import { ChangePasswordBody, ClientIdQuery, LoginBody, LoginSettingsSchema, SessionUserSchema, TokenDataSchema } from './schemas';
import { toSessionUser } from './sessionUser';

export interface AccountRoutesOptions {
  verifyBotCheck: BotCheckVerifier | null;
}

const TAGS = ['account'];

const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { verifyBotCheck }) => {
  const deps = (request: FastifyRequest): LoginDeps => ({
    db: app.db,
    keys: app.keys,
    clock: app.clock,
    tokenTtlMinutes: app.config.tokenTtlMinutes,
    verifyBotCheck,
    log: request.log,
  });
  const loginRateLimit = { max: app.config.loginRateLimitPerMinute, timeWindow: 60_000 };
  const withSession = app.requireSession({ allowPendingPasswordChange: true });

  app.get(ACCOUNT_PATHS.loginSettings, { schema: { tags: TAGS, summary: 'What the login page needs', response: responses(LoginSettingsSchema) } }, async (request) =>
    ok(
      {
        publicKey: app.keys.publicKeyPem,
        botCheckSiteKey: app.config.botCheck?.siteKey ?? null,
        regionalSignIn: app.config.oidc !== null,
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
      const token = await passwordLogin(deps(request), { username, password, recaptchaToken, remoteIp: request.ip });
      return ok(token, requestLanguage(request));
    },
  );

  app.get(
    ACCOUNT_PATHS.login,
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags: TAGS, summary: 'URL of the regional sign-in', querystring: ClientIdQuery, response: responses(Type.String({ description: 'URL to send the user to' })) },
    },
    async () => {
      // The OpenID Connect flow comes with its own issue; until then say why there is no URL.
      const detail = app.config.oidc ? DETAIL_TEXTS.regionalSignInNotAvailable : DETAIL_TEXTS.regionalSignInNotConfigured;
      throw new AppError(ErrorCode.InvalidRequestAttempt, { detail });
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
      schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'End the session', querystring: ClientIdQuery, response: responses(NoData) },
    },
    async (request) => {
      const claims = await app.bearerClaims(request, { ignoreExpiry: true });
      if (!(await endSessionOfToken(app.db, claims.sid, claims.th, app.clock()))) throw new AppError(ErrorCode.CouldNotCloseSession);
      return ok(null, requestLanguage(request));
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
