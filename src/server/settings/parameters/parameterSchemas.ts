/** TypeBox schemas of the parameter calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import { PARAMETER_SORT_KEYS, PARAMETER_TYPES, type ParameterInput, type ParameterItem, type ParameterListQuery } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

export const ParameterParams = Type.Object({ parameterId: Type.Integer({ minimum: 1 }) });

export const ParameterListQuerySchema = Type.Object(
  { ...pagingQuerystring(PARAMETER_SORT_KEYS), query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })) },
  { additionalProperties: false },
);

const parameterFields = {
  key: Type.String({ maxLength: LIMITS.textMaxLength }),
  value: Type.String({ maxLength: 2000 }),
  description: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  type: Type.Union(PARAMETER_TYPES.map((t) => Type.Literal(t))),
};

export const ParameterInputSchema = Type.Object(parameterFields, { additionalProperties: false });
export const ParameterItemSchema = Type.Object({ parameterId: Type.Integer(), ...parameterFields });
export const ParameterPageSchema = tableDataSchema(ParameterItemSchema);

const _contractChecks: [
  Same<Static<typeof ParameterListQuerySchema>, ParameterListQuery>,
  Same<Static<typeof ParameterInputSchema>, ParameterInput>,
  Same<Static<typeof ParameterItemSchema>, ParameterItem>,
] = [true, true, true];
