/** Economic activities (SPEC §3): the CAE hierarchy rule on create, designation edits, guarded deletes. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { EconomicActivityCreateInput, EconomicActivityUpdateInput } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { fieldDetail, requiredField, SETTINGS_DETAILS } from '../details';
import { storedResource } from '../storedResource';
import { PARENT_LEVEL, placeCaeCode } from './caeHierarchy';
import { findEconomicActivityByCode, hasChildren, listEconomicActivities, toItem, usedByRecords } from './economicActivityRepository';

type Db = Kysely<Database>;

function designationOf(value: string): string {
  const designation = value.trim();
  if (!designation) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('designation') });
  return designation;
}

/** The level and parent follow from the code; the parent must exist at the level above (-2); -491 code taken. */
async function createValues(db: Db, input: EconomicActivityCreateInput) {
  const code = input.code.trim().toUpperCase();
  const placement = placeCaeCode(code, input.sectionCode?.trim().toUpperCase());
  if (!placement) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('code', SETTINGS_DETAILS.caeCode) });
  const designation = designationOf(input.designation);
  if (placement.parentCode !== null) {
    const parent = await findEconomicActivityByCode(db, placement.parentCode);
    if (!parent || parent.level !== PARENT_LEVEL[placement.level]) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('code', SETTINGS_DETAILS.caeParent) });
  }
  if (await findEconomicActivityByCode(db, code)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { code, level: placement.level, parent_code: placement.parentCode, designation };
}

export const economicActivities = storedResource({
  table: 'economic_activity',
  toItem,
  list: listEconomicActivities,
  createValues,
  // Only the designation changes: the code places the activity in the hierarchy.
  updateValues: async (_db, input: EconomicActivityUpdateInput) => ({ designation: designationOf(input.designation) }),
  /** Only a leaf no record uses (-492 otherwise). */
  beforeRemove: async (db, row) => {
    if (await hasChildren(db, row.code)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.caeHasChildren });
    if (await usedByRecords(db, row.code)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.inUseByRecords });
  },
});
