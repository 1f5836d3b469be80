/**
 * Test helper for the engine's in-process tests (a fake kind, the attachments, the owned kinds): the
 * context a caller with given profiles runs with, a write in its own transaction as the routes run
 * them, and the AppError a refused operation throws. Each of those tests wrote these again.
 */
import type { Kysely } from 'kysely';
import type { ScopedProfile } from '@/shared/records/scope';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';

export interface EngineCalls {
  /** The context of a caller ("tester") holding `profiles`, on the suite's database or a transaction. */
  context(profiles: readonly ScopedProfile[], db?: EngineContext['db']): EngineContext;
  /** A write in its own transaction, as the routes run them. */
  write<T>(profiles: readonly ScopedProfile[], work: (ctx: EngineContext) => Promise<T>): Promise<T>;
}

/** `database` is read at call time: the suite's app exists only once its beforeAll has run. */
export function engineCalls(database: () => Kysely<Database>): EngineCalls {
  const context: EngineCalls['context'] = (profiles, db = database()) => ({
    db,
    caller: { username: 'tester', isGuest: false, profiles },
    now: new Date(),
    language: 'pt',
  });
  return {
    context,
    write: (profiles, work) =>
      database()
        .transaction()
        .execute((trx) => work(context(profiles, trx))),
  };
}

/** The AppError `work` fails with; any other outcome fails the test. */
export async function refused(work: Promise<unknown>): Promise<AppError> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
