/**
 * Parameters: key (dotted words, unique: -491), a text value that must read as its type (-2),
 * description. The keys the product reads keep their key and type and cannot be deleted (-492).
 */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { ParameterInput, ParameterItem } from '@/shared/settingsContract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { uniqueAs } from '../dbErrors';
import { fieldDetail, SETTINGS_DETAILS } from '../details';
import { requiredText } from '../fieldRules';
import { deleteParameter, findParameter, insertParameter, parameterKeyTaken, toItem, updateParameter, type ParameterValues } from './parameterRepository';
import { isSystemKey, isValidParameterKey, valueFitsType } from './parameterValue';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: ParameterInput, existing: ParameterItem | null): Promise<ParameterValues> {
  const key = requiredText('key', input.key);
  if (!isValidParameterKey(key)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('key', SETTINGS_DETAILS.parameterKey) });
  const value = input.value.trim();
  if (!valueFitsType(value, input.type)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('value', SETTINGS_DETAILS.parameterValue) });
  if (existing && isSystemKey(existing.key) && (existing.key !== key || existing.type !== input.type)) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.systemParameter });
  }
  if (await parameterKeyTaken(db, key, existing?.parameterId ?? null)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { key, value, description: input.description.trim(), type: input.type };
}

export async function getParameter(db: Db, id: number): Promise<ParameterItem> {
  const row = await findParameter(db, id);
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function createParameter(db: Db, input: ParameterInput): Promise<ParameterItem> {
  const values = await checkedValues(db, input, null);
  return toItem(await uniqueAs(ErrorCode.ParameterAlreadyExists, () => insertParameter(db, values)));
}

export async function editParameter(db: Db, id: number, input: ParameterInput): Promise<ParameterItem> {
  const existing = await getParameter(db, id);
  const values = await checkedValues(db, input, existing);
  const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () => updateParameter(db, id, values));
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function removeParameter(db: Db, id: number): Promise<void> {
  const existing = await getParameter(db, id);
  if (isSystemKey(existing.key)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.systemParameter });
  await deleteParameter(db, id);
}
