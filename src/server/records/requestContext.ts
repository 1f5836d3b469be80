/** Builds the engine's context from a request behind requireSession. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { sessionOf } from '../auth/sessionOf';
import type { Database } from '../db/schema';
import { requestLanguage } from '../http/language';
import type { EngineContext } from './engineContext';

export function engineContext(app: FastifyInstance, request: FastifyRequest, db: Kysely<Database> | Transaction<Database> = app.db): EngineContext {
  const session = sessionOf(request);
  return {
    db,
    caller: { username: session.user.username, isGuest: session.isGuest, profiles: session.profiles },
    now: app.clock(),
    language: requestLanguage(request),
  };
}

/** Runs a write in one transaction: a refused rule rolls everything back, nothing half-saved. */
export function inTransaction<T>(app: FastifyInstance, request: FastifyRequest, work: (ctx: EngineContext) => Promise<T>): Promise<T> {
  return app.db.transaction().execute((trx) => work(engineContext(app, request, trx)));
}
