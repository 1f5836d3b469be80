/** Legislations: type, number, date, title, official journal link, active. -490 not found, -491 type and number taken. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { LegislationInput, LegislationItem } from '@/shared/settingsContract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { uniqueAs } from '../dbErrors';
import { optionalUrl, requiredDate, requiredText } from '../fieldRules';
import { deleteLegislation, findLegislation, insertLegislation, legislationTaken, toItem, updateLegislation, type LegislationValues } from './legislationRepository';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: LegislationInput, exceptId: number | null): Promise<LegislationValues> {
  const values = {
    type: input.type,
    number: requiredText('number', input.number),
    date: requiredDate('date', input.date),
    title: requiredText('title', input.title),
    journal_url: optionalUrl('journalUrl', input.journalUrl),
    active: input.active,
  };
  if (await legislationTaken(db, values.type, values.number, exceptId)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return values;
}

export async function getLegislation(db: Db, id: number): Promise<LegislationItem> {
  const row = await findLegislation(db, id);
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function createLegislation(db: Db, input: LegislationInput): Promise<LegislationItem> {
  const values = await checkedValues(db, input, null);
  return toItem(await uniqueAs(ErrorCode.ParameterAlreadyExists, () => insertLegislation(db, values)));
}

export async function editLegislation(db: Db, id: number, input: LegislationInput): Promise<LegislationItem> {
  await getLegislation(db, id);
  const values = await checkedValues(db, input, id);
  const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () => updateLegislation(db, id, values));
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toItem(row);
}

export async function removeLegislation(db: Db, id: number): Promise<void> {
  if (!(await deleteLegislation(db, id))) throw new AppError(ErrorCode.ParameterNotFound);
}
