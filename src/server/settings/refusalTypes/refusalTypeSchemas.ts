/** TypeBox schemas of the refusal-type calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import { REFUSAL_TYPE_SORT_KEYS, type RefusalTypeInput, type RefusalTypeItem, type RefusalTypeListQuery } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

export const RefusalTypeParams = Type.Object({ refusalTypeId: Type.Integer({ minimum: 1 }) });

export const RefusalTypeListQuerySchema = Type.Object(
  { ...pagingQuerystring(REFUSAL_TYPE_SORT_KEYS), query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const refusalTypeFields = {
  code: Type.String({ maxLength: 20 }),
  designationPt: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  designationEn: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  active: Type.Boolean(),
};

export const RefusalTypeInputSchema = Type.Object(refusalTypeFields, { additionalProperties: false });
export const RefusalTypeItemSchema = Type.Object({ refusalTypeId: Type.Integer(), ...refusalTypeFields });
export const RefusalTypePageSchema = tableDataSchema(RefusalTypeItemSchema);

const _contractChecks: [
  Same<Static<typeof RefusalTypeListQuerySchema>, RefusalTypeListQuery>,
  Same<Static<typeof RefusalTypeInputSchema>, RefusalTypeInput>,
  Same<Static<typeof RefusalTypeItemSchema>, RefusalTypeItem>,
] = [true, true, true];
