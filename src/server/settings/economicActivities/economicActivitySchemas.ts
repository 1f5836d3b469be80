/** TypeBox schemas of the economic-activity calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import {
  ECONOMIC_ACTIVITY_LEVELS,
  ECONOMIC_ACTIVITY_SORT_KEYS,
  type EconomicActivityCreateInput,
  type EconomicActivityItem,
  type EconomicActivityListQuery,
  type EconomicActivityUpdateInput,
} from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

const Level = Type.Union(ECONOMIC_ACTIVITY_LEVELS.map((l) => Type.Literal(l)));
/** CAE designations are long ('Agricultura, produção animal, caça e actividades dos serviços relacionados'). */
const Designation = Type.String({ maxLength: LIMITS.textareaMaxLength });

export const EconomicActivityParams = Type.Object({ economicActivityId: Type.Integer({ minimum: 1 }) });

export const EconomicActivityListQuerySchema = Type.Object(
  { ...pagingQuerystring(ECONOMIC_ACTIVITY_SORT_KEYS), level: Type.Optional(Level), query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })) },
  { additionalProperties: false },
);

export const EconomicActivityCreateSchema = Type.Object(
  { code: Type.String({ maxLength: 5 }), sectionCode: Type.Optional(Type.String({ maxLength: 1 })), designation: Designation },
  { additionalProperties: false },
);

export const EconomicActivityUpdateSchema = Type.Object({ designation: Designation }, { additionalProperties: false });

export const EconomicActivityItemSchema = Type.Object({
  economicActivityId: Type.Integer(),
  level: Level,
  code: Type.String(),
  parentCode: Type.Union([Type.String(), Type.Null()]),
  designation: Type.String(),
});

export const EconomicActivityPageSchema = tableDataSchema(EconomicActivityItemSchema);

const _contractChecks: [
  Same<Static<typeof EconomicActivityListQuerySchema>, EconomicActivityListQuery>,
  Same<Static<typeof EconomicActivityCreateSchema>, EconomicActivityCreateInput>,
  Same<Static<typeof EconomicActivityUpdateSchema>, EconomicActivityUpdateInput>,
  Same<Static<typeof EconomicActivityItemSchema>, EconomicActivityItem>,
] = [true, true, true, true];
