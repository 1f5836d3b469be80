/**
 * Parameters: key (dotted words, unique: -491), a text value that must read as its type (-2),
 * description. The keys the product reads keep their key and type and cannot be deleted (-492).
 */
import type { Kysely, Selectable } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { ParameterInput } from '@/shared/settings';
import type { AppParameterTable, Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { fieldDetail, SETTINGS_DETAILS } from '../details';
import { requiredText } from '../fieldRules';
import { storedResource, valueTaken } from '../storedResource';
import { listParameters, toItem } from './parameterRepository';
import { isSystemKey, isValidParameterKey, valueFitsType } from './parameterValue';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: ParameterInput, existing: Selectable<AppParameterTable> | null) {
  const key = requiredText('key', input.key);
  if (!isValidParameterKey(key)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('key', SETTINGS_DETAILS.parameterKey) });
  const value = input.value.trim();
  if (!valueFitsType(value, input.type)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('value', SETTINGS_DETAILS.parameterValue) });
  if (existing && isSystemKey(existing.key) && (existing.key !== key || existing.type !== input.type)) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.systemParameter });
  }
  if (await valueTaken(db, 'app_parameter', 'key', key, existing?.id ?? null)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { key, value, description: input.description.trim(), type: input.type };
}

export const parameters = storedResource({
  table: 'app_parameter',
  toItem,
  list: listParameters,
  createValues: (db, input: ParameterInput) => checkedValues(db, input, null),
  updateValues: (db, input: ParameterInput, existing) => checkedValues(db, input, existing),
  beforeRemove: async (_db, existing) => {
    if (isSystemKey(existing.key)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.systemParameter });
  },
});
