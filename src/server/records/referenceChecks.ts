/**
 * A record input's references must exist: reference-list items, legislations, divisions, … A missing
 * one is the kind's invalid code (-102, -302, …) naming the field, never a dangling id stored. The
 * helpers are the kinds' (serviceKind.ts); checkEntityReferences is the entity's list (SPEC §3.1):
 * related entities (id and version), their relation type, the economic activity, the address's
 * parish and the territorial-scope divisions.
 */
import { sql } from 'kysely';
import { DivisionType, ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ENTITY_FIELD_LABELS, type EntityInput } from '@/shared/records/entity';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';

type DetailKey = keyof typeof DETAIL_TEXTS;

/** Refuses a kind's input with its invalid code, naming the field and what is wrong with it (both languages). */
export function refuseField(def: Pick<ServerKindDefinition, 'meta' | 'labels'>, field: string, why: DetailKey = 'referenceMissing'): never {
  const label = def.labels[field];
  const text = DETAIL_TEXTS[why];
  throw new AppError(def.meta.codes.invalid, {
    detail: { pt: `${label?.pt ?? field}: ${text.pt}`, en: `${label?.en ?? field}: ${text.en}` },
  });
}

function refuse(ctx: EngineContext, field: keyof EntityInput): never {
  throw new AppError(ErrorCode.EntityInvalid, { detail: `${ENTITY_FIELD_LABELS[field][ctx.language]}: ${DETAIL_TEXTS.referenceMissing[ctx.language]}` });
}

/** How many of the ids are reference items of that category. */
export async function countReferenceItems(ctx: EngineContext, category: string, ids: number[]): Promise<number> {
  const row = await ctx.db
    .selectFrom('reference_item')
    .select(sql<string>`count(distinct id)`.as('n'))
    .where('category', '=', category)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether every one of the ids (repeats allowed) is a reference item of that category; none is fine. */
export async function allReferenceItems(ctx: EngineContext, category: string, ids: readonly (number | null)[]): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return wanted.length === 0 || (await countReferenceItems(ctx, category, wanted)) === wanted.length;
}

/** Whether every one of the ids is a legislation of the settings (active or not: a service keeps a repealed diploma it cites). */
export async function allLegislations(ctx: EngineContext, ids: readonly number[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const row = await ctx.db
    .selectFrom('legislation')
    .select(sql<string>`count(distinct id)`.as('n'))
    .where('id', 'in', wanted)
    .executeTakeFirst();
  return Number(row?.n ?? 0) === wanted.length;
}

/** How many of the ids are divisions (of that type, when given). */
async function countDivisions(ctx: EngineContext, ids: number[], type?: DivisionType): Promise<number> {
  let query = ctx.db
    .selectFrom('division')
    .select(sql<string>`count(distinct id)`.as('n'))
    .where('id', 'in', ids);
  if (type !== undefined) query = query.where('type', '=', type);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function checkEntityReferences(ctx: EngineContext, input: EntityInput): Promise<void> {
  const related = input.relatedEntities ?? [];
  if (related.length > 0) {
    const pairs = [...new Set(related.map((r) => `${r.organizationId}:${r.organizationVersion}`))];
    const found = await ctx.db
      .selectFrom('record_version')
      .select(['id', 'version'])
      .where('kind', '=', ObjectKind.Entity)
      .where('id', 'in', [...new Set(related.map((r) => r.organizationId))])
      .execute();
    const existing = new Set(found.map((r) => `${r.id}:${r.version}`));
    if (!pairs.every((p) => existing.has(p))) refuse(ctx, 'relatedEntities');
    const types = [...new Set(related.map((r) => r.relationTypeId))];
    if ((await countReferenceItems(ctx, 'relatedEntityType', types)) !== types.length) refuse(ctx, 'relatedEntities');
  }
  if (input.economicActivityCode) {
    const activity = await ctx.db.selectFrom('economic_activity').select('id').where('code', '=', input.economicActivityCode).executeTakeFirst();
    if (!activity) refuse(ctx, 'economicActivityCode');
  }
  const parishId = input.address?.parishId ?? null;
  if (parishId !== null && (await countDivisions(ctx, [parishId], DivisionType.Parish)) !== 1) refuse(ctx, 'address');
  const scope = [...new Set(input.territorialScope ?? [])];
  if (scope.length > 0 && (await countDivisions(ctx, scope)) !== scope.length) refuse(ctx, 'territorialScope');
}
