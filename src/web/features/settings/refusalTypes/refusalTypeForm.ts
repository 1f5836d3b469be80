import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '@/shared/limits';
import { REFUSAL_TYPE_LABEL } from '@/shared/settings/vocabulary';
import type { RefusalTypeInput, RefusalTypeItem } from '@/shared/settings';
import { validationMessage } from '@/shared/validation';
import { portugueseRequiredMessage } from '../common/portugueseRequired';

export const REFUSAL_CODE_MAX_LENGTH = SETTINGS_TEXT_LIMITS.refusalTypeCode;

export function refusalTypeFormValues(item?: RefusalTypeItem): RefusalTypeInput {
  if (!item) return { code: '', designationPt: '', designationEn: '', active: true };
  return { code: item.code, designationPt: item.designationPt, designationEn: item.designationEn, active: item.active };
}

export function refusalTypeInput(values: RefusalTypeInput): RefusalTypeInput {
  return { code: values.code.trim(), designationPt: values.designationPt.trim(), designationEn: values.designationEn.trim(), active: values.active };
}

/** The code is required; the Portuguese designation too, with the §5 multi-language message ('… o tipo de recusa em português …'). */
export function makeRefusalTypeSchema(language: Language) {
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    code: yup.string().trim().required(validationMessage('required', language)).max(REFUSAL_CODE_MAX_LENGTH, tooLong),
    designationPt: yup.string().trim().required(portugueseRequiredMessage(REFUSAL_TYPE_LABEL, language)).max(LIMITS.textareaMaxLength, tooLong),
    designationEn: yup.string().max(LIMITS.textareaMaxLength, tooLong),
    active: yup.boolean(),
  });
}
