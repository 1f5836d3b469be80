/** Refusal types: code (unique, -491), designation in pt (required) and en, active. -490 not found. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { REFUSAL_TYPE_LABEL, type RefusalTypeInput } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { lowerLabel, validationDetail } from '../details';
import { requiredText } from '../fieldRules';
import { sameChecks, storedResource, valueTaken } from '../storedResource';
import { listRefusalTypes, toItem } from './refusalTypeRepository';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: RefusalTypeInput, exceptId: number | null) {
  const code = requiredText('code', input.code);
  const designationPt = input.designationPt.trim();
  // SPEC §5: a multi-language value needs its Portuguese text.
  if (!designationPt) throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('portugueseValueRequired', lowerLabel(REFUSAL_TYPE_LABEL)) });
  if (await valueTaken(db, 'refusal_type', 'code', code, exceptId)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { code, designation_pt: designationPt, designation_en: input.designationEn.trim(), active: input.active };
}

export const refusalTypes = storedResource({
  table: 'refusal_type',
  toItem,
  list: listRefusalTypes,
  ...sameChecks(checkedValues),
});
