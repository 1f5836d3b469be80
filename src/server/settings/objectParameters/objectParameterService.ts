/**
 * Object parameters (SPEC §2.9, §2.10): the multi-language reference lists. The Portuguese label is
 * required ('Tem que preencher o {0} em português para poder guardar', {0} the list's name in lower
 * case); -491 for a Portuguese label already in the list; -490 unknown item; -492 deleting an item
 * records use (deactivate it instead); -2 a reorder that is not a permutation of the list.
 */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import type { ReferenceItemInput } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { lowerLabel, SETTINGS_DETAILS, validationDetail } from '../details';
import { deleteItem, findItem, insertItem, labelTaken, listItems, setOrder, toItem, updateItem } from './referenceItemRepository';
import { referenceItemInUse } from './referenceUsage';

type Db = Kysely<Database>;

async function checkedValues(db: Db, category: ReferenceCategory, input: ReferenceItemInput, exceptId: number | null) {
  const labelPt = input.labelPt.trim();
  if (!labelPt) throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('portugueseValueRequired', lowerLabel(REFERENCE_CATEGORIES[category])) });
  if (await labelTaken(db, category, labelPt, exceptId)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { label_pt: labelPt, label_en: input.labelEn.trim(), active: input.active };
}

async function existing(db: Db, category: ReferenceCategory, id: number) {
  const row = await findItem(db, category, id);
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return row;
}

export async function listObjectParameters(db: Db, category: ReferenceCategory): Promise<ReferenceItem[]> {
  return (await listItems(db, category)).map(toItem);
}

export async function createObjectParameter(db: Db, category: ReferenceCategory, input: ReferenceItemInput): Promise<ReferenceItem> {
  const values = await checkedValues(db, category, input, null);
  return toItem(await db.transaction().execute((trx) => insertItem(trx, category, values)));
}

export async function editObjectParameter(db: Db, category: ReferenceCategory, id: number, input: ReferenceItemInput): Promise<ReferenceItem> {
  await existing(db, category, id);
  return toItem(await updateItem(db, id, await checkedValues(db, category, input, id)));
}

export async function reorderObjectParameters(db: Db, category: ReferenceCategory, itemIds: readonly number[]): Promise<ReferenceItem[]> {
  const current = new Set((await listItems(db, category)).map((r) => r.id));
  const wanted = new Set(itemIds);
  if (wanted.size !== itemIds.length || wanted.size !== current.size || itemIds.some((id) => !current.has(id))) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.reorderSet });
  }
  await db.transaction().execute((trx) => setOrder(trx, itemIds));
  return listObjectParameters(db, category);
}

export async function removeObjectParameter(db: Db, category: ReferenceCategory, id: number): Promise<void> {
  await existing(db, category, id);
  if (await referenceItemInUse(db, category, id)) throw new AppError(ErrorCode.ParameterInUse, { detail: SETTINGS_DETAILS.inUseByRecords });
  await deleteItem(db, id);
}
