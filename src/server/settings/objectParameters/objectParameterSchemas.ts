/** TypeBox schemas of the object-parameter calls (reference lists); they mirror the shared contract. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import { REFERENCE_CATEGORY_NAMES, type ReferenceItem } from '@/shared/referenceLists';
import type { ReferenceItemInput, ReferenceOrderInput } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';

const Category = Type.Union(REFERENCE_CATEGORY_NAMES.map((c) => Type.Literal(c)));

export const CategoryParams = Type.Object({ category: Category });
export const ItemParams = Type.Object({ category: Category, itemId: Type.Integer({ minimum: 1 }) });

export const ReferenceItemInputSchema = Type.Object(
  {
    // No minLength: an empty Portuguese label answers the §5 message, not a schema error.
    labelPt: Type.String({ maxLength: LIMITS.textMaxLength }),
    labelEn: Type.String({ maxLength: LIMITS.textMaxLength }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ReferenceOrderSchema = Type.Object({ itemIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }) }, { additionalProperties: false });

export const ReferenceItemSchema = Type.Object({
  id: Type.Integer(),
  category: Category,
  labelPt: Type.String(),
  labelEn: Type.String(),
  active: Type.Boolean(),
  sortOrder: Type.Integer(),
});

const _contractChecks: [
  Same<Static<typeof ReferenceItemInputSchema>, ReferenceItemInput>,
  Same<Static<typeof ReferenceOrderSchema>, ReferenceOrderInput>,
  Same<Static<typeof ReferenceItemSchema>, ReferenceItem>,
] = [true, true, true];
