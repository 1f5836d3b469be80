/** What the caller may do with a record version: one place for every permission decision of the engine. */
import { ErrorCode } from '@/shared/errors';
import { EDITABLE_STATES, PENDING_STATES, RecordState, TRANSITIONS, actionsFrom, type PermissionLevel, type RecordActionName } from '@/shared/recordStates';
import { KIND_BASICS, OWNED_KINDS, OWNER_KIND, type KindBasics, type RecordKindName } from '@/shared/records/kindBasics';
import { permissionsFor } from '@/shared/records/kinds';
import { can, hasPermissionIn, type ScopedProfile } from '@/shared/records/scope';
import { sql, type RawBuilder } from 'kysely';
import type { SimilarRecord } from '@/shared/records/contract';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { ancestorChain, organizationsWithPermission } from './organizationTree';
import type { SimilarCandidate } from './recordRepository';

export async function chainOf(ctx: EngineContext, organizationId: number | null): Promise<number[]> {
  return ancestorChain(ctx.db, organizationId);
}

export function requirePermission(ctx: EngineContext, def: ServerKindDefinition, level: PermissionLevel, chain: readonly number[]): void {
  if (ctx.caller.isGuest || !can(ctx.caller.profiles, level, def.meta.name, chain)) throw new AppError(ErrorCode.NoPermission);
}

export interface Allowed {
  actions: RecordActionName[];
  canEdit: boolean;
  canCreateChild: boolean;
  /** On an owner (an entity): the owned kinds the caller may create under it; undefined for other kinds. */
  canCreateOwned?: RecordKindName[];
}

/**
 * Whether this entity version may own records of `kind`: its owner flag when the kind names one
 * (KIND_BASICS ownerFlag: canHaveServices …). With the published state and the caller's create scope,
 * the rule of the organisation picker's 'owner' purpose (referenceRoutes.ts), so that 'Novo serviço'
 * on an entity's detail shows exactly where the form's owner field would offer that entity.
 */
function mayOwn(row: RecordVersion, kind: RecordKindName): boolean {
  const flag = (KIND_BASICS[kind] as KindBasics).ownerFlag;
  return flag === undefined || row.data[flag] === true;
}

/** `pendingVersion`: a newer version in progress, which blocks editing this one (-103). */
export async function allowedOn(ctx: EngineContext, def: ServerKindDefinition, row: RecordVersion, pendingVersion: number | null): Promise<Allowed> {
  const owner = def.meta.name === OWNER_KIND;
  if (ctx.caller.isGuest) return { actions: [], canEdit: false, canCreateChild: false, ...(owner && { canCreateOwned: [] }) };
  const chain = await chainOf(ctx, row.organization_id);
  const may = (level: PermissionLevel) => can(ctx.caller.profiles, level, def.meta.name, chain);
  const actions = actionsFrom(row.state).filter((a) => may(TRANSITIONS[a].permission));
  const editableState = EDITABLE_STATES.includes(row.state) || (row.state === RecordState.Published && pendingVersion === null);
  return {
    actions,
    canEdit: editableState && may('createEdit'),
    canCreateChild: def.hasParentOfSameKind && row.state === RecordState.Published && may('createEdit'),
    ...(owner && {
      canCreateOwned: row.state === RecordState.Published ? OWNED_KINDS.filter((kind) => mayOwn(row, kind) && can(ctx.caller.profiles, 'createEdit', kind, chain)) : [],
    }),
  };
}

/** The newest version after `row` that is still in progress (draft, returned or submitted). */
export function pendingAfter(versions: readonly RecordVersion[], row: RecordVersion): number | null {
  const inProgress = [RecordState.Draft, RecordState.Returned, ...PENDING_STATES];
  const pending = versions.filter((v) => v.version > row.version && inProgress.includes(v.state));
  return pending.length > 0 ? Math.max(...pending.map((v) => v.version)) : null;
}

/*
 * Who may read what (SPEC §6, decided rule): a published version is readable by everyone; drafts and
 * every other non-published version, the history beyond the published versions and the audit trail
 * are readable only by users holding one of the kind's permissions (create/edit, submit or approve,
 * or Super 1/2/3) in a profile whose scope holds the record. Guests and permission-less users read
 * published versions only. Every read of the engine asks here; a version the caller may not read is
 * answered with the kind's not-found code, so its existence is not revealed.
 */

/** The read rules need only the kind's registry entry. */
type KindRef = Pick<ServerKindDefinition, 'meta'>;

/** Every permission number that lets a user read a kind's non-published versions. */
export function readPermissions(def: KindRef): number[] {
  const levels: PermissionLevel[] = ['createEdit', 'submit', 'approve'];
  return [...new Set(levels.flatMap((level) => permissionsFor(def.meta.name, level)))];
}

/** May these profiles read the non-published versions of a `def` record under this organisation chain? */
export function readsUnpublishedOn(profiles: readonly ScopedProfile[], def: KindRef, chain: readonly number[]): boolean {
  return hasPermissionIn(profiles, readPermissions(def), chain);
}

/** May the caller read the non-published versions of a `def` record of this organisation? */
export async function canReadUnpublished(ctx: EngineContext, def: KindRef, organizationId: number | null): Promise<boolean> {
  if (ctx.caller.isGuest) return false;
  const numbers = readPermissions(def);
  // Without any read permission the organisation's chain is not worth looking up.
  if (!ctx.caller.profiles.some((p) => numbers.some((n) => p.permissions.includes(n)))) return false;
  return readsUnpublishedOn(ctx.caller.profiles, def, await chainOf(ctx, organizationId));
}

/** A filter for many versions of one kind: the organisation chain is looked up once per organisation. */
export function versionReader(ctx: EngineContext, def: KindRef): (row: Pick<RecordVersion, 'state' | 'organization_id'>) => Promise<boolean> {
  const byOrganization = new Map<number | null, Promise<boolean>>();
  return (row) => {
    if (row.state === RecordState.Published) return Promise.resolve(true);
    let answer = byOrganization.get(row.organization_id);
    if (!answer) {
      answer = canReadUnpublished(ctx, def, row.organization_id);
      byOrganization.set(row.organization_id, answer);
    }
    return answer;
  };
}

/**
 * Similar records as the caller may see them (issue 28): a version they may read by name and id, any
 * other only as "a similar record elsewhere" — a duplicate warning must not tell another branch's drafts.
 */
export async function similarAsSeenBy(ctx: EngineContext, def: KindRef, candidates: readonly SimilarCandidate[]): Promise<SimilarRecord[]> {
  const readable = versionReader(ctx, def);
  return Promise.all(candidates.map(async (c): Promise<SimilarRecord> => ((await readable(c)) ? { id: c.id, version: c.version, name: c.name } : { elsewhere: true })));
}

export async function readableVersions(ctx: EngineContext, def: KindRef, rows: readonly RecordVersion[]): Promise<RecordVersion[]> {
  const readable = versionReader(ctx, def);
  const keep = await Promise.all(rows.map((r) => readable(r)));
  return rows.filter((_, i) => keep[i]);
}

/** Where the caller may read non-published versions: everywhere, nowhere, or these organisations. */
export type UnpublishedScope = 'all' | { organizationIds: number[]; unassigned: boolean };

export async function unpublishedScope(ctx: EngineContext, def: KindRef): Promise<UnpublishedScope> {
  if (ctx.caller.isGuest) return { organizationIds: [], unassigned: false };
  const numbers = readPermissions(def);
  const organizations = await organizationsWithPermission(ctx.db, ctx.caller.profiles, numbers);
  if (organizations === 'all') return 'all';
  // A record without an organisation is covered only by whole-tree profiles (profileCovers).
  const unassigned = ctx.caller.profiles.some((p) => p.organizationId === null && numbers.some((n) => p.permissions.includes(n)));
  return { organizationIds: organizations, unassigned };
}

/**
 * The SQL form of the rule for searches (so totals and paging stay right): `table` is the alias of
 * the record_version row being tested.
 */
export function readableCondition(scope: UnpublishedScope, table: string): RawBuilder<boolean> {
  if (scope === 'all') return sql<boolean>`TRUE`;
  const state = sql.ref(`${table}.state`);
  const organization = sql.ref(`${table}.organization_id`);
  const parts = [sql`${state} = ${RecordState.Published}`];
  if (scope.organizationIds.length > 0) parts.push(sql`${organization} = ANY(${scope.organizationIds}::int[])`);
  if (scope.unassigned) parts.push(sql`${organization} IS NULL`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}
