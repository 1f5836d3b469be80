/** What the caller may do with a record version: one place for every permission decision of the engine. */
import { ErrorCode } from '@/shared/errors';
import { EDITABLE_STATES, PENDING_STATES, RecordState, TRANSITIONS, actionsFrom, type PermissionLevel, type RecordActionName } from '@/shared/recordStates';
import { can } from '@/shared/records/scope';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { ancestorChain } from './organizationTree';

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
}

/** `pendingVersion`: a newer version in progress, which blocks editing this one (-103). */
export async function allowedOn(ctx: EngineContext, def: ServerKindDefinition, row: RecordVersion, pendingVersion: number | null): Promise<Allowed> {
  if (ctx.caller.isGuest) return { actions: [], canEdit: false, canCreateChild: false };
  const chain = await chainOf(ctx, row.organization_id);
  const may = (level: PermissionLevel) => can(ctx.caller.profiles, level, def.meta.name, chain);
  const actions = actionsFrom(row.state).filter((a) => may(TRANSITIONS[a].permission));
  const editableState = EDITABLE_STATES.includes(row.state) || (row.state === RecordState.Published && pendingVersion === null);
  return {
    actions,
    canEdit: editableState && may('createEdit'),
    canCreateChild: def.hasParentOfSameKind && row.state === RecordState.Published && may('createEdit'),
  };
}

/** The newest version after `row` that is still in progress (draft, returned or submitted). */
export function pendingAfter(versions: readonly RecordVersion[], row: RecordVersion): number | null {
  const inProgress = [RecordState.Draft, RecordState.Returned, ...PENDING_STATES];
  const pending = versions.filter((v) => v.version > row.version && inProgress.includes(v.state));
  return pending.length > 0 ? Math.max(...pending.map((v) => v.version)) : null;
}
