/**
 * Who may use the hub (SPEC §6 `wantsNotifications`): a signed-in user with a profile and a live
 * session, never the guest. Every hub request authenticates with the session token, as the
 * Authorization bearer (negotiate, long polling) or the `access_token` query parameter (a browser's
 * WebSocket cannot send headers), through the same checks as every other route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { wantsNotifications } from '@/shared/permissions';
import { loadAuthSession, type AuthSession } from '../auth/authSession';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';

/** A genuine token whose session is over (logout, block, expiry, profiles removed): its connections end. */
export class HubSessionEnded extends AppError {
  constructor(readonly sessionId: string) {
    super(ErrorCode.SessionInvalid, { statusCode: 401 });
  }
}

/**
 * The caller of a hub request. A bad, expired or no longer accepted token (ended session, replaced by
 * a refresh) answers 401: the SignalR client then asks its accessTokenFactory for the current token
 * and tries once more. A guest, a user without profile or one who must change the password: 403.
 */
export async function authenticateHubRequest(app: FastifyInstance, request: FastifyRequest): Promise<AuthSession> {
  const query = request.query as Record<string, unknown> | undefined;
  const accessToken = query?.access_token;
  if (!request.headers.authorization && typeof accessToken === 'string' && accessToken !== '') {
    request.headers.authorization = `Bearer ${accessToken}`;
  }
  const claims = await app.bearerClaims(request);
  const now = app.clock();
  const session = await loadAuthSession(app.db, claims, now);
  if (!session) {
    // Replaced by a refresh (the client asks for the new token on the 401), or over for good.
    const live = await liveHubSessions(app.db, [claims.sid], now);
    throw live.has(claims.sid) ? new AppError(ErrorCode.SessionInvalid, { statusCode: 401 }) : new HubSessionEnded(claims.sid);
  }
  if (session.user.mustChangePassword) throw new AppError(ErrorCode.Unauthorized, { statusCode: 403, detail: DETAIL_TEXTS.passwordChangeRequired });
  if (!wantsNotifications({ username: session.user.username, profiles: session.profiles }, session.tokenExpiresAt.getTime(), now.getTime())) {
    throw new AppError(ErrorCode.Unauthorized, { statusCode: 403, detail: DETAIL_TEXTS.hubNotAvailable });
  }
  return session;
}

/**
 * Of `sessionIds`, those still live for the hub: not ended or expired, their user active and with a
 * profile. Asked for every open connection at each keep-alive, in one statement; unlike
 * loadAuthSession it does not ask which token, so a WebSocket opened with a token since refreshed
 * lives on as long as its session.
 */
export async function liveHubSessions(db: Kysely<Database>, sessionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.id', 'in', sessionIds)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.status', '=', UserStatus.Active)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM user_profile up WHERE up.user_id = s.user_id)`)
    .execute();
  return new Set(rows.map((r) => r.id));
}
