/**
 * What a selection allows (POST /api/bulk/preview): how many records, and on how many of them the
 * caller may take each bulk action now — the transition table's state and the permission in the
 * record's organisation chain, the very checks applyAction starts with ('schedule': the publish
 * action's, as scheduleWrites.ts). The SPA offers only the actions counted above zero.
 */
import { BULK_ACTIONS, type BulkActionName, type BulkPreview } from '@/shared/bulk';
import { TRANSITIONS } from '@/shared/recordStates';
import { can } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';
import { chainOf } from '../records/recordAccess';
import { groupByKind, keyOf, versionsOf, type ResolvedRecord } from './bulkTargets';

/** The transition a bulk action's preconditions are read from. */
export function transitionOf(action: BulkActionName) {
  return TRANSITIONS[action === 'schedule' ? 'publish' : action];
}

export async function previewOf(ctx: EngineContext, records: readonly ResolvedRecord[]): Promise<BulkPreview> {
  const actions = Object.fromEntries(BULK_ACTIONS.map((a) => [a, 0])) as Record<BulkActionName, number>;
  if (ctx.caller.isGuest) return { total: records.length, actions };
  const byKind = groupByKind(records, (r) => r.def);
  const chains = new Map<number | null, Promise<number[]>>();
  const chain = (organizationId: number | null) => {
    let found = chains.get(organizationId);
    if (!found) {
      found = chainOf(ctx, organizationId);
      chains.set(organizationId, found);
    }
    return found;
  };
  for (const [def, refs] of byKind) {
    const rows = await versionsOf(ctx, def, refs);
    for (const ref of refs) {
      const row = rows.get(keyOf(def.meta.name, ref.id, ref.version));
      if (!row) continue;
      const organizationChain = await chain(row.organization_id);
      for (const action of BULK_ACTIONS) {
        const transition = transitionOf(action);
        if (transition.from.includes(row.state) && can(ctx.caller.profiles, transition.permission, def.meta.name, organizationChain)) actions[action] += 1;
      }
    }
  }
  return { total: records.length, actions };
}
