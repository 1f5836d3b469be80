/** What every engine operation runs with: the database (or a transaction), the caller and the time. */
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@/shared/errors';
import type { ScopedProfile } from '@/shared/records/scope';
import type { Database } from '../db/schema';

export interface EngineCaller {
  username: string;
  isGuest: boolean;
  profiles: readonly ScopedProfile[];
}

export interface EngineContext {
  db: Kysely<Database> | Transaction<Database>;
  caller: EngineCaller;
  now: Date;
  language: Language;
}
