import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { SETTINGS_TEXT_LIMITS } from '@/shared/limits';
import type { LegislationInput, LegislationItem, LegislationType } from '@/shared/settings';
import { isOptionalHttpUrl } from '@/shared/settingsFieldRules';
import { validationMessage } from '@/shared/validation';

export interface LegislationFormValues {
  type: LegislationType | null;
  number: string;
  date: string;
  title: string;
  journalUrl: string;
  active: boolean;
}

/** Length limits the server takes (legislationContract.ts, from the same SETTINGS_TEXT_LIMITS): the number as published, a long title. */
export const LEGISLATION_LIMITS = {
  number: SETTINGS_TEXT_LIMITS.legislationNumber,
  title: SETTINGS_TEXT_LIMITS.legislationTitle,
  journalUrl: SETTINGS_TEXT_LIMITS.legislationJournalUrl,
} as const;

export function legislationFormValues(item?: LegislationItem): LegislationFormValues {
  if (!item) return { type: null, number: '', date: '', title: '', journalUrl: '', active: true };
  return { type: item.type, number: item.number, date: item.date, title: item.title, journalUrl: item.journalUrl, active: item.active };
}

export function legislationInput(values: LegislationFormValues): LegislationInput {
  return {
    type: values.type as LegislationType,
    number: values.number.trim(),
    date: values.date,
    title: values.title.trim(),
    journalUrl: values.journalUrl.trim(),
    active: values.active,
  };
}

export function makeLegislationSchema(language: Language) {
  const required = validationMessage('required', language);
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    type: yup.string().nullable().required(required),
    number: yup.string().trim().required(required).max(LEGISLATION_LIMITS.number, tooLong),
    date: yup.string().required(required),
    title: yup.string().trim().required(required).max(LEGISLATION_LIMITS.title, tooLong),
    journalUrl: yup
      .string()
      .max(LEGISLATION_LIMITS.journalUrl, tooLong)
      .test('url', validationMessage('format', language), (v) => isOptionalHttpUrl(v ?? '')),
    active: yup.boolean(),
  });
}
