/**
 * The order of an entity's sub-entities in the organic tree (SPEC §6 permission 14, issue 11), kept in
 * `organic_order` by entity id (migration 2026_11_28_101): a new version of a sub-entity keeps its
 * place, and a sub-entity moved to another parent falls to the end of its new siblings, by name, as
 * its row names the old parent. Siblings sort by that position first (none last), then by name
 * (accents and case aside), then by id: `organicSiblingOrder` says so in SQL for any reader of the tree.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { OrganicOrderRequest } from '@/shared/organic';
import { Permission } from '@/shared/permissions';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { hasPermissionIn } from '@/shared/records/scope';
import { regionDay } from '@/shared/regionTime';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import type { EngineCaller } from '../records/engineContext';
import { ancestorChain } from '../records/organizationTree';
import { beginUndo, lockOrderRows, orderRows } from '../undo/undoStore';
import { inForceOn } from './inForce';

const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;

/** The audit trail's action of a reorder (record_action, one row per sub-entity whose place changed). */
export const ORGANIC_ORDER_ACTION = 'organicOrder';

/**
 * The stored position of the entity version aliased `alias` (a record_version row) among its
 * siblings, or null when none was stored under its parent of that version (never reordered, or moved
 * since). Counts from 0.
 */
export function organicSiblingPosition(alias: string): RawBuilder<number | null> {
  return sql<number | null>`(SELECT organic_order_position.position FROM organic_order organic_order_position
    WHERE organic_order_position.child_id = ${sql.ref(`${alias}.id`)}
      AND organic_order_position.parent_id IS NOT DISTINCT FROM ${sql.ref(`${alias}.parent_id`)})`;
}

/**
 * The tree order of sibling entities as an ORDER BY list on the record_version alias `alias`: the
 * stored position first (none last), then the name (accents and case aside), then the id. Use as
 * `ORDER BY ${organicSiblingOrder('n')}`; it orders the rows of one parent the way the organic tree
 * shows them (to walk a whole tree in order, sort each level by it, depth first).
 */
export function organicSiblingOrder(alias: string): RawBuilder<unknown> {
  return sql`${organicSiblingPosition(alias)} NULLS LAST, unaccent_immutable(lower(${sql.ref(`${alias}.name`)})), ${sql.ref(`${alias}.id`)}`;
}

/** May `caller` reorder the sub-entities of an entity whose chain is `chain` ([it, its parent, …, root]; [] for the roots)? */
export function mayOrder(caller: Pick<EngineCaller, 'isGuest' | 'profiles'>, chain: readonly number[]): boolean {
  return !caller.isGuest && hasPermissionIn(caller.profiles, [Permission.EntityOrder], chain);
}

function auditComment(from: number | null, to: number): string {
  return `Ordem na orgânica: ${from === null ? '-' : from + 1} != ${to + 1}`;
}

export interface OrganicOrderChange {
  request: OrganicOrderRequest;
  caller: Pick<EngineCaller, 'isGuest' | 'profiles' | 'username'>;
  now: Date;
}

/**
 * Stores the order of a parent's sub-entities (null: the roots). Refuses with -500 unless the caller
 * holds permission 14 in a profile whose scope holds the parent (for the roots, a whole-tree profile);
 * with -100 when the parent is no entity in force today; with -2 unless `childIds` are exactly the
 * parent's sub-entities in force today, each once. Audits each sub-entity whose place changed. Answers
 * the token that undoes it for a short while (issue 30 §4, undo/undoStore.ts).
 */
export async function setOrganicOrder(db: Kysely<Database>, change: OrganicOrderChange): Promise<string> {
  const { parentId, childIds } = change.request;
  const chain = parentId === null ? [] : await ancestorChain(db, parentId);
  if (!mayOrder(change.caller, chain)) throw new AppError(ErrorCode.NoPermission);
  const today = regionDay(change.now);

  return db.transaction().execute(async (trx) => {
    if (parentId !== null) {
      const parent = await sql<{ id: number }>`SELECT n.id FROM record_version n WHERE n.kind = ${ENTITY} AND n.id = ${parentId} AND ${inForceOn('n', today)}`.execute(trx);
      if (parent.rows.length === 0) throw new AppError(ErrorCode.EntityNotFound);
    }
    const under = parentId === null ? sql`n.parent_id IS NULL` : sql`n.parent_id = ${parentId}`;
    const children = await sql<{ id: number; version: number; state: number; position: number | null }>`
      SELECT n.id, n.version, n.state, ${organicSiblingPosition('n')} AS position
      FROM record_version n WHERE n.kind = ${ENTITY} AND ${under} AND ${inForceOn('n', today)}`.execute(trx);
    const current = new Map(children.rows.map((c) => [c.id, c]));
    const exact = new Set(childIds).size === childIds.length && childIds.length === current.size && childIds.every((id) => current.has(id));
    if (!exact) throw new AppError(ErrorCode.InvalidRequest, { detail: DETAIL_TEXTS.organicOrderChildren });

    // What 'Anular' puts back: the rows this reorder rewrites, before it (issue 30 §4).
    const scope = { parentId, childIds };
    await lockOrderRows(trx, scope);
    const undo = await beginUndo(trx, {
      action: 'organicOrder',
      username: change.caller.username,
      now: change.now,
      target: null,
      before: sql`jsonb_build_object('rows', ${orderRows(scope)}, 'scope', ${JSON.stringify(scope)}::jsonb)`,
    });
    // The parent's old order goes (rows of sub-entities moved away since included), then the new one in one statement.
    await sql`DELETE FROM organic_order WHERE parent_id IS NOT DISTINCT FROM ${parentId}::int`.execute(trx);
    if (childIds.length > 0)
      await sql`INSERT INTO organic_order (child_id, parent_id, position, changed_by, changed_at)
      SELECT t.child_id, ${parentId}::int, t.ordinality - 1, ${change.caller.username}::text, ${change.now}::timestamptz
      FROM unnest(${childIds}::int[]) WITH ORDINALITY AS t(child_id, ordinality)
      ON CONFLICT (child_id) DO UPDATE SET parent_id = excluded.parent_id, position = excluded.position,
        changed_by = excluded.changed_by, changed_at = excluded.changed_at`.execute(trx);
    const token = await undo.finish(orderRows(scope), null);

    const moved = childIds.flatMap((id, position) => {
      const child = current.get(id);
      return child && child.position !== position ? [{ child, position }] : [];
    });
    if (moved.length === 0) return token;
    await trx
      .insertInto('record_action')
      .values(
        moved.map(({ child, position }) => ({
          kind: ENTITY,
          record_id: child.id,
          version: child.version,
          action: ORGANIC_ORDER_ACTION,
          from_state: child.state,
          to_state: child.state,
          comment: auditComment(child.position, position),
          username: change.caller.username,
          at: change.now,
        })),
      )
      .execute();
    return token;
  });
}
