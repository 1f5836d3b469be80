/** TypeBox schemas of the rich-text template calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import type { RichTextTemplate, RichTextTemplateInput } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';

/** Rich text is HTML; its characters are counted after stripping markup (SPEC §5), so the raw bound is generous. */
const RichText = Type.String({ maxLength: 50_000 });
const TextsOfOneLanguage = Type.Object({ question: RichText, defaultAnswer: RichText, answer: RichText }, { additionalProperties: false });

export const TemplateParams = Type.Object({ templateId: Type.Integer({ minimum: 1 }) });

const templateFields = {
  name: Type.String({ maxLength: LIMITS.textMaxLength }),
  active: Type.Boolean(),
  texts: Type.Object({ pt: TextsOfOneLanguage, en: TextsOfOneLanguage }, { additionalProperties: false }),
};

export const TemplateInputSchema = Type.Object(templateFields, { additionalProperties: false });
export const TemplateSchema = Type.Object({ templateId: Type.Integer(), ...templateFields });

const _contractChecks: [Same<Static<typeof TemplateInputSchema>, RichTextTemplateInput>, Same<Static<typeof TemplateSchema>, RichTextTemplate>] = [true, true];
