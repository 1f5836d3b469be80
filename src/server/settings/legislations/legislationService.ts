/** Legislations: type, number, date, title, official journal link, active. -490 not found, -491 type and number taken. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { LegislationInput } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { optionalUrl, requiredDate, requiredText } from '../fieldRules';
import { sameChecks, storedResource, valueTaken } from '../storedResource';
import { listLegislations, toItem } from './legislationRepository';

type Db = Kysely<Database>;

async function checkedValues(db: Db, input: LegislationInput, exceptId: number | null) {
  const values = {
    type: input.type,
    number: requiredText('number', input.number),
    date: requiredDate('date', input.date),
    title: requiredText('title', input.title),
    journal_url: optionalUrl('journalUrl', input.journalUrl),
    active: input.active,
  };
  if (await valueTaken(db, 'legislation', 'number', values.number, exceptId, { type: values.type })) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return values;
}

export const legislations = storedResource({
  table: 'legislation',
  toItem,
  list: listLegislations,
  ...sameChecks(checkedValues),
});
