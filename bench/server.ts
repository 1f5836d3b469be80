/**
 * The benchmark's server process (forked by ./run.ts): opens one database, seeds it, vacuums it,
 * serves the API on a free port, and runs the in-process loops on request, so that the load
 * generator never shares an event loop with the server it measures. The embedded database lives in
 * this process only (a data folder has one owner), which is why the in-process work runs here too.
 *
 * Messages: it sends 'ready' once listening, then answers each 'measure' with 'measured'; 'close'
 * ends it.
 */
import { sql } from 'kysely';
import type { TokenClaims } from '../src/shared/api';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { ObjectKind } from '../src/shared/enums';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { RecordState } from '../src/shared/recordStates';
import { buildApp } from '../src/server/app';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { inProcessLoop, inProcessPair, type Limits, type Timing } from './measure';
import { FIXED_COST_ID, inProcessWork, type SharedSetup } from './scenarios';
import { seedBenchEntities, seedDraftPool, draftPoolParentId } from './seedEntities';

export const BENCH_PASSWORD = 'Bench#2026-admin';

/** What the parent says when it forks this process (argv[2], JSON). */
export interface ServerOptions {
  env: Record<string, string>;
  count: number;
  /** Services loaded besides the entities (owned by them). */
  services: number;
  /** Drafts each of save and publish may use. */
  poolPerWrite: number;
}

export type ToServer = { type: 'measure'; id: string; limits: Limits } | { type: 'close' };
export type FromServer =
  | { type: 'ready'; address: string; token: string; setup: SharedSetup; seeded: string }
  | { type: 'measured'; id: string; direct: Timing; page: Timing | null }
  | { type: 'failed'; error: string };

function send(message: FromServer): void {
  process.send?.(message);
}

async function signIn(address: string): Promise<string> {
  const key = (await (await fetch(`${address}${API_BASE}${ACCOUNT_PATHS.loginSettings}`)).json()) as { data: { publicKey: string } };
  const response = await fetch(`${address}${API_BASE}${ACCOUNT_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: encryptPassword(BENCH_PASSWORD, key.data.publicKey) }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The token's claims, unchecked (it is our own, just issued): the in-process session read needs them. */
function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
}

async function main(options: ServerOptions) {
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    SEED_DEMO: 'true',
    TOKEN_TTL_MINUTES: '240',
    VACUUM_INTERVAL_MINUTES: '0',
    ...options.env,
  });
  const handle = await createDatabase(config);
  const { db } = handle;
  await prepareDatabase(db, config);
  let start = performance.now();
  const rows = await seedBenchEntities(db, options.count, options.services);
  const parentId = await draftPoolParentId(db);
  const toSave = await seedDraftPool(db, parentId, options.poolPerWrite);
  const toPublish = await seedDraftPool(db, parentId, options.poolPerWrite);
  const seededMs = performance.now() - start;
  // What users get: PGlite runs no autovacuum, and a fresh bulk load has no statistics or
  // visibility map on PostgreSQL either. Inline on purpose (not a helper of src/server/db) so
  // the benchmark measures the same thing whatever the server does after its own seed.
  start = performance.now();
  await sql`VACUUM (ANALYZE)`.execute(db);
  const seeded = `seeded ${options.count} entities and ${options.services} services (${rows} versions) + ${2 * options.poolPerWrite} drafts for the writes in ${(seededMs / 1000).toFixed(1)} s; VACUUM (ANALYZE) ${((performance.now() - start) / 1000).toFixed(1)} s`;
  const sample = await db
    .selectFrom('record_version')
    .select(['id', 'version'])
    .where('kind', '=', ObjectKind.Entity)
    .where('created_by', '=', 'bench')
    .where('state', '=', RecordState.Published)
    .orderBy('id')
    .offset(Math.floor(options.count / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const admin = await findUserByUsername(db, ADMIN_USERNAME);
  if (!admin) throw new Error('no admin');
  const caller = { username: admin.username, isGuest: false, profiles: await findUserProfiles(db, admin.id) };

  // With the handle's LISTEN, as a server runs: the session cache serves only while the change bus is live.
  const app = await buildApp({ config, db, listen: handle.listen });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(address);
  const setup: SharedSetup = { sample, parentId: parentId, toSave, toPublish };
  const work = inProcessWork({ ...setup, db, caller, claims: claimsOf(token) });
  // A request's fixed cost: the whole route (hooks, session from the cache, serialisation) without the network.
  work.set(FIXED_COST_ID, {
    run: async () => {
      const answer = await app.inject({ method: 'GET', url: `${API_BASE}${ACCOUNT_PATHS.me}`, headers: { authorization: `Bearer ${token}` } });
      // The envelope's code: a -33 would be a fast 200 measuring nothing.
      return answer.statusCode === 200 && answer.json<{ code: number }>().code === 0;
    },
  });

  process.on('message', (message: ToServer) => {
    if (message.type === 'close') {
      void app
        .close()
        .then(() => handle.close())
        .finally(() => process.exit(0));
      return;
    }
    const scenario = work.get(message.id);
    if (!scenario) return send({ type: 'failed', error: `no scenario ${message.id}` });
    void (async () => {
      const { pageOnly } = scenario;
      // A search runs in turns with its page alone: the ratio of the two is what the total costs.
      const { direct, page } = pageOnly
        ? await inProcessPair(message.limits, scenario.run, pageOnly).then((pair) => ({ direct: pair.list, page: pair.page }))
        : { direct: await inProcessLoop(message.limits, scenario.run), page: null };
      send({ type: 'measured', id: message.id, direct, page });
    })();
  });
  send({ type: 'ready', address, token, setup, seeded });
}

main(JSON.parse(process.argv[2] ?? '{}') as ServerOptions).catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
