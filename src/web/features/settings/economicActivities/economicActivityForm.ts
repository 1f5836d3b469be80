import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '@/shared/limits';
import type { EconomicActivityCreateInput } from '@/shared/settings';
import { caeLevelOfCode } from '@/shared/settingsFieldRules';
import { validationMessage } from '@/shared/validation';

export interface EconomicActivityCreateValues {
  code: string;
  /** Only for a division (two digits): the section it belongs to. */
  sectionCode: string;
  designation: string;
}

export const EMPTY_ECONOMIC_ACTIVITY: EconomicActivityCreateValues = { code: '', sectionCode: '', designation: '' };

/** The code as the CAE writes it: sections in capitals, no spaces. */
export function normalizeCaeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function economicActivityCreateInput(values: EconomicActivityCreateValues): EconomicActivityCreateInput {
  const code = normalizeCaeCode(values.code);
  return { code, designation: values.designation.trim(), ...(caeLevelOfCode(code) === 'division' ? { sectionCode: values.sectionCode } : {}) };
}

/** The code must fit a CAE level ('Formato inválido'); a division needs its section; the designation is required. */
export function makeEconomicActivityCreateSchema(language: Language) {
  const required = validationMessage('required', language);
  return yup.object({
    code: yup
      .string()
      .required(required)
      .max(SETTINGS_TEXT_LIMITS.economicActivityCode, validationMessage('maxCharacters', language))
      .test('cae', validationMessage('format', language), (v) => !v || caeLevelOfCode(normalizeCaeCode(v)) !== null),
    sectionCode: yup.string().when('code', {
      is: (code: string | undefined) => caeLevelOfCode(normalizeCaeCode(code ?? '')) === 'division',
      then: (s) => s.required(required),
      otherwise: (s) => s.notRequired(),
    }),
    designation: yup.string().trim().required(required).max(LIMITS.textareaMaxLength, validationMessage('maxCharacters', language)),
  });
}

export function makeEconomicActivityEditSchema(language: Language) {
  return yup.object({
    designation: yup.string().trim().required(validationMessage('required', language)).max(LIMITS.textareaMaxLength, validationMessage('maxCharacters', language)),
  });
}
