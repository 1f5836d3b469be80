import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '@/shared/limits';
import { RICH_TEXT_TEMPLATE_LABEL } from '@/shared/settings/vocabulary';
import type { RichTextTemplate, RichTextTemplateInput, RichTextTemplateText } from '@/shared/settings';
import { validationMessage } from '@/shared/validation';
import { countCharacters } from '@/web/components/form/CharacterCounter';
import { portugueseRequiredMessage } from '../common/portugueseRequired';

/** The limit of each template text: the server's (issue 29 §1: one source). */
export const TEMPLATE_TEXT_MAX_LENGTH = SETTINGS_TEXT_LIMITS.templateText;

const EMPTY_TEXT: RichTextTemplateText = { question: '', defaultAnswer: '', answer: '' };

export function templateValues(template?: RichTextTemplate | null): RichTextTemplateInput {
  if (!template) return { name: '', active: true, texts: { pt: { ...EMPTY_TEXT }, en: { ...EMPTY_TEXT } } };
  return { name: template.name, active: template.active, texts: { pt: { ...template.texts.pt }, en: { ...template.texts.en } } };
}

export function templateInput(values: RichTextTemplateInput): RichTextTemplateInput {
  return { ...values, name: values.name.trim() };
}

/** The name is required; so is the Portuguese question ('Tem que preencher o modelo de texto em português …'); markup alone counts as empty. */
export function makeTemplateSchema(language: Language) {
  const tooLong = validationMessage('maxCharacters', language);
  const text = yup.string().max(TEMPLATE_TEXT_MAX_LENGTH, tooLong);
  const texts = (ptQuestion: yup.StringSchema) => yup.object({ question: ptQuestion, defaultAnswer: text, answer: text });
  return yup.object({
    name: yup.string().trim().required(validationMessage('required', language)).max(LIMITS.textMaxLength, tooLong),
    active: yup.boolean(),
    texts: yup.object({
      pt: texts(text.test('pt', portugueseRequiredMessage(RICH_TEXT_TEMPLATE_LABEL, language), (v) => countCharacters(v ?? '') > 0 && (v ?? '').trim() !== '')),
      en: texts(text),
    }),
  });
}
