/**
 * The hub's server methods of presence (issue 31 §2): StartEditing(kind, id, version) and
 * StopEditing(kind, id, version). Arguments are bounded and checked before anything is read; starting
 * asks the records engine whether the caller may edit that version now (recordAccess.ts: readable, and
 * canEdit), with the caller's profiles as they are now. A refusal is one fixed answer whatever the
 * reason, so the hub does not tell which records exist.
 */
import type { Kysely } from 'kysely';
import { HUB_SERVER_METHODS } from '@/shared/hub';
import { KIND_BASICS, type RecordKindName } from '@/shared/records/kindBasics';
import { GUEST_USERNAME } from '@/shared/limits';
import type { Database } from '../db/schema';
import { HubMethodError, type HubConnection, type HubServerMethods } from '../hub/hubConnection';
import { HUB_ERRORS } from '../hub/hubProtocol';
import { AppError } from '../http/AppError';
import { activeUserWithProfiles } from '../notifications/usersHolding';
import type { EngineContext } from '../records/engineContext';
import { allowedOn, pendingAfter, readableVersions } from '../records/recordAccess';
import { visibleVersion } from '../records/recordReads';
import { findVersions } from '../records/recordRepository';
import { SERVER_KINDS } from '../records/registry';
import { dropConnection, keepPresence, startPresence, stopPresence, type PresenceTarget } from './presenceStore';

/** Ids and versions are PostgreSQL integers. */
const MAX_INT = 2_147_483_647;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT;

/** (kind, id, version) as the client sent them, or a refusal (HUB_ERRORS.invalidArguments). */
export function readTarget(args: readonly unknown[]): PresenceTarget {
  const [kind, id, version] = args;
  if (args.length !== 3 || typeof kind !== 'string' || !Object.hasOwn(KIND_BASICS, kind) || !isId(id) || !isId(version)) {
    throw new HubMethodError(HUB_ERRORS.invalidArguments);
  }
  return { kind, id, version };
}

/** The caller as the engine sees them, read now (a profile removed since the connection began counts). */
async function callerOf(db: Kysely<Database>, userId: number, now: Date): Promise<EngineContext> {
  const user = await activeUserWithProfiles(db, userId);
  if (!user) throw new HubMethodError(HUB_ERRORS.refused);
  return { db, caller: { username: user.username, isGuest: user.username === GUEST_USERNAME, profiles: user.profiles }, now, language: 'pt' };
}

/** May the caller edit this version now? Refused alike when it is not theirs to edit or not readable at all. */
async function requireEditable(db: Kysely<Database>, userId: number, target: PresenceTarget, now: Date): Promise<void> {
  const def = SERVER_KINDS[target.kind as RecordKindName];
  if (!def) throw new HubMethodError(HUB_ERRORS.refused);
  const ctx = await callerOf(db, userId, now);
  try {
    const row = await visibleVersion(ctx, def, target.id, target.version);
    const versions = await readableVersions(ctx, def, await findVersions(db, def.meta.objectKind, target.id));
    const allowed = await allowedOn(ctx, def, row, pendingAfter(versions, row));
    if (!allowed.canEdit) throw new HubMethodError(HUB_ERRORS.refused);
  } catch (error) {
    if (error instanceof AppError) throw new HubMethodError(HUB_ERRORS.refused);
    throw error;
  }
}

export interface PresenceHub {
  methods: HubServerMethods;
  onKeepAlive: (connectionIds: string[]) => Promise<void>;
  onConnectionClosed: (connection: HubConnection) => Promise<void>;
}

/** What the hub registry calls (hubRoutes.ts). `staleMs`: tests with short keep-alives shorten it too. */
export function presenceHub(db: Kysely<Database>, clock: () => Date, staleMs?: number): PresenceHub {
  return {
    methods: {
      [HUB_SERVER_METHODS.startEditing]: async (connection, args) => {
        const target = readTarget(args);
        const now = clock();
        await requireEditable(db, connection.identity.userId, target, now);
        if (!(await startPresence(db, connection.connectionId, connection.identity.userId, target, now))) throw new HubMethodError(HUB_ERRORS.refused);
      },
      [HUB_SERVER_METHODS.stopEditing]: async (connection, args) => {
        await stopPresence(db, connection.connectionId, readTarget(args), clock());
      },
    },
    onKeepAlive: (connectionIds) => keepPresence(db, connectionIds, clock(), staleMs),
    onConnectionClosed: (connection) => dropConnection(db, connection.connectionId, clock()),
  };
}
