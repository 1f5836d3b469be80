/** Economic activities (SPEC §3): the CAE hierarchy rule on create, designation edits, guarded deletes. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { EconomicActivityCreateInput, EconomicActivityItem, EconomicActivityUpdateInput } from '@/shared/settingsContract';
import type { Database, EconomicActivity } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { uniqueAs } from '../dbErrors';
import { fieldDetail, requiredField, SETTINGS_DETAILS } from '../details';
import { PARENT_LEVEL, placeCaeCode } from './caeHierarchy';
import { findEconomicActivity, findEconomicActivityByCode, hasChildren, toItem, usedByRecords } from './economicActivityRepository';

type Db = Kysely<Database>;

async function existing(db: Db, id: number): Promise<EconomicActivity> {
  const row = await findEconomicActivity(db, id);
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return row;
}

function designationOf(value: string): string {
  const designation = value.trim();
  if (!designation) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('designation') });
  return designation;
}

export async function getEconomicActivity(db: Db, id: number): Promise<EconomicActivityItem> {
  return toItem(await existing(db, id));
}

export async function createEconomicActivity(db: Db, input: EconomicActivityCreateInput): Promise<EconomicActivityItem> {
  const code = input.code.trim().toUpperCase();
  const placement = placeCaeCode(code, input.sectionCode?.trim().toUpperCase());
  if (!placement) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('code', SETTINGS_DETAILS.caeCode) });
  const designation = designationOf(input.designation);
  if (placement.parentCode !== null) {
    const parent = await findEconomicActivityByCode(db, placement.parentCode);
    if (!parent || parent.level !== PARENT_LEVEL[placement.level]) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('code', SETTINGS_DETAILS.caeParent) });
  }
  if (await findEconomicActivityByCode(db, code)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () =>
    db.insertInto('economic_activity').values({ code, level: placement.level, parent_code: placement.parentCode, designation }).returningAll().executeTakeFirstOrThrow(),
  );
  return toItem(row);
}

export async function editEconomicActivity(db: Db, id: number, input: EconomicActivityUpdateInput): Promise<EconomicActivityItem> {
  await existing(db, id);
  const row = await db.updateTable('economic_activity').set({ designation: designationOf(input.designation) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return toItem(row);
}

/** Only a leaf no record uses (-492 otherwise). */
export async function removeEconomicActivity(db: Db, id: number): Promise<void> {
  const row = await existing(db, id);
  if (await hasChildren(db, row.code)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.caeHasChildren });
  if (await usedByRecords(db, row.code)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.inUseByRecords });
  await db.deleteFrom('economic_activity').where('id', '=', id).execute();
}
