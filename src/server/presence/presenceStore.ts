/**
 * Who has a record version open for editing (issue 31 §2), in the database so that every server
 * process shares it: one row per hub connection and version (record_presence, m0026). The process
 * holding a connection adds and removes its rows and refreshes them at each keep-alive; a row not seen
 * for PRESENCE_STALE_MS belongs to a connection no process holds any more (a killed process) and is
 * ignored, then purged. Every change is pushed (PresenceChanged, hubBus NOTIFY → every process) to the
 * users present on that version, each told who else is there.
 */
import type { Kysely, Transaction } from 'kysely';
import { HUB_METHODS, HUB_TIMINGS, type HubArguments, type PresenceEditor } from '@/shared/hub';
import type { Database } from '../db/schema';
import { publishEach, publishToUsers } from '../hub/hubBus';

type Db = Kysely<Database> | Transaction<Database>;

/** A record version, as the record routes name it. */
export interface PresenceTarget {
  kind: string;
  id: number;
  version: number;
}

/** Two keep-alives and a margin: a live connection's row is refreshed at every one (hubRegistry.ts). */
export const PRESENCE_STALE_MS = 2 * HUB_TIMINGS.keepAliveMs + 5_000;

/** Versions one connection may be present on at once (a tab edits one; a few tabs share no connection). */
export const MAX_PRESENCE_PER_CONNECTION = 20;

const cutoff = (now: Date, staleMs: number) => new Date(now.getTime() - staleMs);

/** Everyone editing `target` now, once per user (their earliest row), oldest first. */
export async function editorsOf(db: Db, target: PresenceTarget, now: Date, staleMs = PRESENCE_STALE_MS): Promise<PresenceEditor[]> {
  const rows = await db
    .selectFrom('record_presence as p')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.display_name', 'u.username'])
    .select((eb) => eb.fn.min('p.since').as('since'))
    .where('p.kind', '=', target.kind)
    .where('p.record_id', '=', target.id)
    .where('p.version', '=', target.version)
    .where('p.seen_at', '>=', cutoff(now, staleMs))
    .groupBy(['p.user_id', 'u.display_name', 'u.username'])
    .orderBy('since')
    .orderBy('p.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, displayName: r.display_name.trim() || r.username, since: new Date(r.since).toISOString() }));
}

/** Tells everyone present on `target` who else is there now (each their own list: the SPA knows no user ids). */
export async function publishPresence(db: Db, target: PresenceTarget, now: Date, staleMs = PRESENCE_STALE_MS): Promise<void> {
  const editors = await editorsOf(db, target, now, staleMs);
  await publishEach(
    db,
    HUB_METHODS.presenceChanged,
    editors.map((e) => ({ userId: e.userId, args: [{ ...target, editors: editors.filter((other) => other.userId !== e.userId) }] as HubArguments['PresenceChanged'] })),
  );
}

/** The connection has `target` open for editing (again: its `since` is kept). False past MAX_PRESENCE_PER_CONNECTION. */
export async function startPresence(db: Db, connectionId: string, userId: number, target: PresenceTarget, now: Date): Promise<boolean> {
  const held = await db
    .selectFrom('record_presence')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('connection_id', '=', connectionId)
    .where((eb) => eb.not(eb.and([eb('kind', '=', target.kind), eb('record_id', '=', target.id), eb('version', '=', target.version)])))
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= MAX_PRESENCE_PER_CONNECTION) return false;
  await db
    .insertInto('record_presence')
    .values({ connection_id: connectionId, user_id: userId, kind: target.kind, record_id: target.id, version: target.version, since: now, seen_at: now })
    .onConflict((oc) => oc.columns(['connection_id', 'kind', 'record_id', 'version']).doUpdateSet({ seen_at: now }))
    .execute();
  await publishPresence(db, target, now);
  return true;
}

/** The connection no longer has `target` open; the others present on it are told. */
export async function stopPresence(db: Db, connectionId: string, target: PresenceTarget, now: Date): Promise<void> {
  const gone = await db
    .deleteFrom('record_presence')
    .where('connection_id', '=', connectionId)
    .where('kind', '=', target.kind)
    .where('record_id', '=', target.id)
    .where('version', '=', target.version)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) > 0) await publishPresence(db, target, now);
}

/** Tells the others present on each version that rows of it were removed. */
async function publishRemoved(db: Db, removed: readonly PresenceTarget[], now: Date): Promise<void> {
  const distinct = new Map(removed.map((t) => [`${t.kind}:${t.id}:${t.version}`, t]));
  for (const target of distinct.values()) await publishPresence(db, target, now);
}

/** The connection ended: its rows go, and the others present on those versions are told. */
export async function dropConnection(db: Db, connectionId: string, now: Date): Promise<void> {
  const removed = await db.deleteFrom('record_presence').where('connection_id', '=', connectionId).returning(['kind', 'record_id as id', 'version']).execute();
  await publishRemoved(db, removed, now);
}

/** A closing page (presenceRoutes.ts): the caller's own rows of that connection go; how many. */
export async function leaveConnection(db: Db, connectionId: string, userId: number, now: Date): Promise<number> {
  const removed = await db
    .deleteFrom('record_presence')
    .where('connection_id', '=', connectionId)
    .where('user_id', '=', userId)
    .returning(['kind', 'record_id as id', 'version'])
    .execute();
  await publishRemoved(db, removed, now);
  return removed.length;
}

/**
 * A keep-alive of this process: its open connections' rows are seen now, and rows nobody refreshed for
 * `staleMs` (a process that died without deleting them) are purged, their versions' editors told.
 */
export async function keepPresence(db: Db, connectionIds: readonly string[], now: Date, staleMs = PRESENCE_STALE_MS): Promise<void> {
  if (connectionIds.length > 0) await db.updateTable('record_presence').set({ seen_at: now }).where('connection_id', 'in', connectionIds).execute();
  const removed = await db.deleteFrom('record_presence').where('seen_at', '<', cutoff(now, staleMs)).returning(['kind', 'record_id as id', 'version']).execute();
  await publishRemoved(db, removed, now);
}

/**
 * A save of `target` by `username` (recordWrites.ts saveRecord, in its transaction: delivered at commit):
 * the other users present on it are told who saved and when — their own save would now be refused.
 * One statement when nobody else is there (every save pays it).
 */
export async function publishSaved(db: Db, target: PresenceTarget, savedAs: number, username: string, now: Date): Promise<void> {
  const editors = await editorsOf(db, target, now);
  if (editors.length === 0) return;
  const saver = await db.selectFrom('app_user').select(['id', 'display_name']).where('username', '=', username).executeTakeFirst();
  const others = editors.map((e) => e.userId).filter((id) => id !== saver?.id);
  if (others.length === 0) return;
  const displayName = saver?.display_name.trim() || username;
  await publishToUsers(db, others, HUB_METHODS.recordSaved, [{ ...target, savedAs, userId: saver?.id ?? 0, displayName, at: now.toISOString() }]);
}
