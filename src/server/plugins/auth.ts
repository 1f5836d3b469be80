/**
 * Authentication: `app.requireSession()` is the onRequest hook of protected routes. It reads the
 * bearer token, verifies its signature and expiry, then loads the session, user and profiles from
 * the database in one statement, or from this process's session cache (auth/authSession.ts,
 * auth/sessionCache.ts), and puts them on `request.session`.
 *
 * Answers: no bearer, or one that is malformed, badly signed or expired → HTTP 401 with -4 (the
 * SPA's 401 handling logs in as guest); a genuine token whose session is ended, unknown or replaced,
 * or whose user is no longer active → -33 (HTTP 200, a business answer the SPA acts on).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TokenClaims } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { loadAuthSession, type AuthSession, type AuthSessionCache } from '../auth/authSession';
import { verifyToken } from '../auth/tokens';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';

export interface RequireSessionOptions {
  /**
   * Let users who must change their password through: the account routes they need to do so.
   * Everything else refuses them until they have.
   */
  allowPendingPasswordChange?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null;
  }
  interface FastifyInstance {
    requireSession(options?: RequireSessionOptions): onRequestAsyncHookHandler;
    /**
     * The verified claims of the request's bearer token, or 401/-4. `ignoreExpiry`: an expired but
     * genuine token still names its session (logout answers -31 for it, not 401).
     */
    bearerClaims(request: FastifyRequest, options?: { ignoreExpiry?: boolean }): Promise<TokenClaims>;
    /** Drops a session this process may hold in its cache (a route that just ended it); other processes hear it through the change bus. */
    forgetCachedSession(sessionId: string): void;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export interface AuthPluginOptions {
  /** This process's recent session reads; without it every request reads its session. */
  sessionCache?: AuthSessionCache;
}

export default fp<AuthPluginOptions>(
  async (app, { sessionCache }) => {
    app.decorateRequest('session', null);
    app.decorate('forgetCachedSession', (sessionId: string) => sessionCache?.forget(sessionId));
    app.decorate('bearerClaims', async (request: FastifyRequest, options: { ignoreExpiry?: boolean } = {}): Promise<TokenClaims> => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError(ErrorCode.Unauthorized, { statusCode: 401, detail: DETAIL_TEXTS.missingBearer });
      const claims = await verifyToken(token, app.keys.tokenSecret, app.clock(), options);
      if (!claims) throw new AppError(ErrorCode.Unauthorized, { statusCode: 401, detail: DETAIL_TEXTS.invalidBearer });
      return claims;
    });
    app.decorate('requireSession', (options: RequireSessionOptions = {}): onRequestAsyncHookHandler => {
      return async (request) => {
        const claims = await app.bearerClaims(request);
        // A request that changes something is authorised on the database's own rows; reads may use the cache.
        const fresh = request.method !== 'GET' && request.method !== 'HEAD';
        const session = await loadAuthSession(app.db, claims, app.clock(), sessionCache, fresh);
        if (!session) throw new AppError(ErrorCode.SessionInvalid);
        if (session.user.mustChangePassword && !options.allowPendingPasswordChange) {
          throw new AppError(ErrorCode.Unauthorized, { detail: DETAIL_TEXTS.passwordChangeRequired });
        }
        request.session = session;
      };
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
