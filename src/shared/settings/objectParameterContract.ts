/**
 * Object parameters (reference lists) and rich-text templates (SPEC §2.9): 61 for every call;
 * delete needs 61 and 62. The active templates are readable by every user holding any permission
 * (the rich-text template modal).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import { REFERENCE_CATEGORY_NAMES, type ReferenceItem } from '../referenceLists';
import { idParams } from './schemaParts';

const Category = Type.Union(REFERENCE_CATEGORY_NAMES.map((c) => Type.Literal(c)));

export const CategoryParams = Type.Object({ category: Category });
export const ItemParams = Type.Object({ category: Category, itemId: Type.Integer({ minimum: 1 }) });

/** Create and update body of a reference item; labelPt is required ('Tem que preencher o {0} em português para poder guardar'). */
export const ReferenceItemInputSchema = Type.Object(
  {
    // No minLength: an empty Portuguese label answers the §5 message, not a schema error.
    labelPt: Type.String({ maxLength: LIMITS.textMaxLength }),
    labelEn: Type.String({ maxLength: LIMITS.textMaxLength }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** Reorder body: every item id of the category in the new order. */
export const ReferenceOrderSchema = Type.Object({ itemIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }) }, { additionalProperties: false });

/** A reference item as the records read it (ReferenceItem of referenceLists.ts). */
export const ReferenceItemSchema = Type.Object({
  id: Type.Integer(),
  category: Category,
  labelPt: Type.String(),
  labelEn: Type.String(),
  active: Type.Boolean(),
  sortOrder: Type.Integer(),
});

/** A template's texts: the template form's limit (the form edits them as plain text). */
const RichText = Type.String({ maxLength: SETTINGS_TEXT_LIMITS.templateText });
const TextsOfOneLanguage = Type.Object({ question: RichText, defaultAnswer: RichText, answer: RichText }, { additionalProperties: false });

export const TemplateParams = idParams('templateId');

const templateFields = {
  name: Type.String({ maxLength: LIMITS.textMaxLength }),
  active: Type.Boolean(),
  texts: Type.Object({ pt: TextsOfOneLanguage, en: TextsOfOneLanguage }, { additionalProperties: false }),
};

/** The question in Portuguese is required ('Tem que preencher o modelo de texto em português …'). */
export const TemplateInputSchema = Type.Object(templateFields, { additionalProperties: false });
export const TemplateSchema = Type.Object({ templateId: Type.Integer(), ...templateFields });

export type ReferenceItemInput = Static<typeof ReferenceItemInputSchema>;
export type ReferenceOrderInput = Static<typeof ReferenceOrderSchema>;
export type RichTextTemplateText = Static<typeof TextsOfOneLanguage>;
export type RichTextTemplateInput = Static<typeof TemplateInputSchema>;
export type RichTextTemplate = Static<typeof TemplateSchema>;

/** ReferenceItem is declared with the records (referenceLists.ts): this stops compiling when the two drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameReferenceItem: Same<Static<typeof ReferenceItemSchema>, ReferenceItem> = true;
