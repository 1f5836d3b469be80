/** TypeBox schemas of the legislation calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import { LEGISLATION_SORT_KEYS, LEGISLATION_TYPES, type LegislationInput, type LegislationItem, type LegislationListQuery } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

const LegislationType = Type.Union(LEGISLATION_TYPES.map((t) => Type.Literal(t)));

export const LegislationParams = Type.Object({ legislationId: Type.Integer({ minimum: 1 }) });

export const LegislationListQuerySchema = Type.Object(
  {
    ...pagingQuerystring(LEGISLATION_SORT_KEYS),
    query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })),
    type: Type.Optional(LegislationType),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const legislationFields = {
  type: LegislationType,
  number: Type.String({ maxLength: 50 }),
  date: Type.String({ maxLength: LIMITS.dateFieldLength, description: 'yyyy-MM-dd' }),
  // Diploma titles run long ('Aprova o regime jurídico …'); the journal's own limit is far above the textarea's.
  title: Type.String({ maxLength: 1000 }),
  journalUrl: Type.String({ maxLength: 2000 }),
  active: Type.Boolean(),
};

export const LegislationInputSchema = Type.Object(legislationFields, { additionalProperties: false });
export const LegislationItemSchema = Type.Object({ legislationId: Type.Integer(), ...legislationFields });
export const LegislationPageSchema = tableDataSchema(LegislationItemSchema);

const _contractChecks: [
  Same<Static<typeof LegislationListQuerySchema>, LegislationListQuery>,
  Same<Static<typeof LegislationInputSchema>, LegislationInput>,
  Same<Static<typeof LegislationItemSchema>, LegislationItem>,
] = [true, true, true];
