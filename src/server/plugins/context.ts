/** Decorates the instance with what every route needs: configuration, database, clock, server keys. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { loadOrCreateServerKeys, type ServerKeys } from '../auth/serverKeys';

/** The current time; injectable so tests can move it (token expiry, login slow-down). */
export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    clock: Clock;
    keys: ServerKeys;
  }
}

export interface ContextOptions {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
}

export default fp<ContextOptions>(
  async (app, { config, db, clock }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('clock', clock);
    app.decorate('keys', await loadOrCreateServerKeys(db));
  },
  { name: 'context' },
);
