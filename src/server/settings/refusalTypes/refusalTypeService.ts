/** Refusal types: code (unique, -491), designation in pt (required) and en, active. -490 not found. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { REFUSAL_TYPE_LABEL, type RefusalTypeInput, type RefusalTypeItem } from '@/shared/settingsContract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { uniqueAs } from '../dbErrors';
import { lowerLabel, validationDetail } from '../details';
import { requiredText } from '../fieldRules';
import { deleteRefusalType, findRefusalType, insertRefusalType, refusalCodeTaken, toItem, updateRefusalType, type RefusalTypeValues } from './refusalTypeRepository';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: RefusalTypeInput, exceptId: number | null): Promise<RefusalTypeValues> {
  const code = requiredText('code', input.code);
  const designationPt = input.designationPt.trim();
  // SPEC §5: a multi-language value needs its Portuguese text.
  if (!designationPt) throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('portugueseValueRequired', lowerLabel(REFUSAL_TYPE_LABEL)) });
  if (await refusalCodeTaken(db, code, exceptId)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { code, designation_pt: designationPt, designation_en: input.designationEn.trim(), active: input.active };
}

export async function getRefusalType(db: Db, id: number): Promise<RefusalTypeItem> {
  const row = await findRefusalType(db, id);
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function createRefusalType(db: Db, input: RefusalTypeInput): Promise<RefusalTypeItem> {
  const values = await checkedValues(db, input, null);
  return toItem(await uniqueAs(ErrorCode.ParameterAlreadyExists, () => insertRefusalType(db, values)));
}

export async function editRefusalType(db: Db, id: number, input: RefusalTypeInput): Promise<RefusalTypeItem> {
  await getRefusalType(db, id);
  const values = await checkedValues(db, input, id);
  const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () => updateRefusalType(db, id, values));
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function removeRefusalType(db: Db, id: number): Promise<void> {
  if (!(await deleteRefusalType(db, id))) throw new AppError(ErrorCode.ParameterNotFound);
}
