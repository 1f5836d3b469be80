import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '@/shared/limits';
import { PARAMETER_KEYS, PARAMETER_TYPES } from '@/shared/settings/vocabulary';
import type { ParameterInput, ParameterItem, ParameterType } from '@/shared/settings';
import { PARAMETER_KEY_PATTERN, parameterValueFitsType } from '@/shared/settingsFieldRules';
import { validationMessage } from '@/shared/validation';

/** Length limits the server takes (parameterSchemas.ts). */
export const PARAMETER_LIMITS = { value: SETTINGS_TEXT_LIMITS.parameterValue } as const;

const SYSTEM_KEYS: ReadonlySet<string> = new Set(Object.values(PARAMETER_KEYS).map((k) => k.toLowerCase()));

/** A key the product reads: it keeps its key and type and cannot be deleted (the server refuses). */
export function isSystemParameter(key: string): boolean {
  return SYSTEM_KEYS.has(key.toLowerCase());
}

export function parameterFormValues(item?: ParameterItem): ParameterInput {
  if (!item) return { key: '', value: '', description: '', type: 'text' };
  return { key: item.key, value: item.value, description: item.description, type: item.type };
}

export function parameterInput(values: ParameterInput): ParameterInput {
  return { key: values.key.trim(), value: values.type === 'text' ? values.value : values.value.trim(), description: values.description.trim(), type: values.type };
}

/** What a value becomes when the type changes: empty, or 'false' for yes/no. */
export function emptyValueOf(type: ParameterType): string {
  return type === 'boolean' ? 'false' : '';
}

/** The key is dotted camelCase words ('Formato inválido'); the value must read as its type. */
export function makeParameterSchema(language: Language) {
  const required = validationMessage('required', language);
  const format = validationMessage('format', language);
  return yup.object({
    key: yup.string().trim().required(required).max(LIMITS.textMaxLength, validationMessage('maxCharacters', language)).matches(PARAMETER_KEY_PATTERN, format),
    type: yup
      .mixed<ParameterType>()
      .oneOf([...PARAMETER_TYPES])
      .required(required),
    value: yup
      .string()
      .max(PARAMETER_LIMITS.value, validationMessage('maxCharacters', language))
      .when('type', {
        is: (type: ParameterType) => type !== 'text',
        then: (s) =>
          s.required(required).test('type', format, function fits(v) {
            return !v || parameterValueFitsType(v.trim(), this.parent.type as ParameterType);
          }),
      }),
    description: yup.string().max(LIMITS.textareaMaxLength, validationMessage('maxCharacters', language)),
  });
}
