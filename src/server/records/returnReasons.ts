/**
 * Why a version was returned (issue 29 §10): the refusal types a return may name (the active ones of
 * the settings), the check of the one a return request names, and the last return of a version as the
 * record's page shows it (type, text, who and when).
 */
import type { Kysely, Transaction } from 'kysely';
import type { RecordActionName } from '@/shared/recordStates';
import type { LastReturn, RefusalTypeOption } from '@/shared/records/returnReason';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { canReadUnpublished } from './recordAccess';
import { visibleVersion } from './recordReads';
import { displayNamesOf } from './userNames';

type Db = Kysely<Database> | Transaction<Database>;

const REFUSAL_TYPE_FIELD = { pt: 'Tipo de recusa', en: 'Refusal type' } as const;
const NOT_OFFERED = { pt: 'não existe ou não está ativo', en: 'does not exist or is not active' } as const;
const ONLY_ON_RETURN = { pt: 'só uma devolução tem tipo de recusa', en: 'only a return has a refusal type' } as const;

/** The active refusal types, by designation: what the return dialog offers. */
export async function activeRefusalTypes(db: Db): Promise<RefusalTypeOption[]> {
  const rows = await db
    .selectFrom('refusal_type')
    .select(['id', 'code', 'designation_pt', 'designation_en'])
    .where('active', '=', true)
    .orderBy('designation_pt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, designationPt: r.designation_pt, designationEn: r.designation_en }));
}

/**
 * The refusal type a request names, checked: only a return names one, and only an active type of the
 * settings (an unknown or inactive one is refused with the kind's invalid code naming the field).
 */
export async function checkedRefusalType(ctx: EngineContext, def: ServerKindDefinition, action: RecordActionName, refusalTypeId: number | undefined): Promise<number | null> {
  if (refusalTypeId === undefined) return null;
  const field = (reason: { pt: string; en: string }) => ({ pt: `${REFUSAL_TYPE_FIELD.pt}: ${reason.pt}`, en: `${REFUSAL_TYPE_FIELD.en}: ${reason.en}` });
  if (action !== 'return') throw new AppError(def.meta.codes.invalid, { detail: field(ONLY_ON_RETURN) });
  const found = await ctx.db.selectFrom('refusal_type').select('id').where('id', '=', refusalTypeId).where('active', '=', true).executeTakeFirst();
  if (!found) throw new AppError(def.meta.codes.invalid, { detail: field(NOT_OFFERED) });
  return found.id;
}

/**
 * The last return of a version, for the readers of the record's unpublished versions (a return is
 * a review's word, like the audit trail); null when it was never returned.
 */
export async function lastReturnOf(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number): Promise<LastReturn | null> {
  const row = await visibleVersion(ctx, def, id, version);
  if (!(await canReadUnpublished(ctx, def, row.organization_id))) throw new AppError(def.meta.codes.notFound);
  const found = await ctx.db
    .selectFrom('record_action as a')
    .leftJoin('refusal_type as r', 'r.id', 'a.refusal_type_id')
    .select(['a.comment', 'a.username', 'a.at', 'r.id as typeId', 'r.code', 'r.designation_pt', 'r.designation_en'])
    .where('a.kind', '=', def.meta.objectKind)
    .where('a.record_id', '=', id)
    .where('a.version', '=', version)
    .where('a.action', '=', 'return')
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  if (!found) return null;
  const names = await displayNamesOf(ctx.db, [found.username]);
  return {
    version,
    refusalType:
      found.typeId !== null && found.code !== null
        ? { id: found.typeId, code: found.code, designationPt: found.designation_pt ?? '', designationEn: found.designation_en ?? '' }
        : null,
    comment: found.comment ?? '',
    username: found.username,
    displayName: names.get(found.username) ?? found.username,
    at: found.at.toISOString(),
  };
}
