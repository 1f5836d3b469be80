/** Legislations (SPEC §2.9 /configuracoes/legislacoes): reads need 61 or 62; writes 61; delete 62. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { editableListSchemas, idParams, listQuerySchema, TextFilter } from './schemaParts';
import { LEGISLATION_SORT_KEYS, LEGISLATION_TYPES } from './vocabulary';

const LegislationType = Type.Union(LEGISLATION_TYPES.map((t) => Type.Literal(t)));

export const LegislationParams = idParams('legislationId');

/** query: contained in the number or title. */
export const LegislationListQuerySchema = listQuerySchema(LEGISLATION_SORT_KEYS, {
  query: TextFilter,
  type: Type.Optional(LegislationType),
  active: Type.Optional(Type.Boolean()),
});
export type LegislationListQuery = Static<typeof LegislationListQuerySchema>;

const legislationFields = {
  type: LegislationType,
  /** As published, e.g. '12/2023/A'. */
  number: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.legislationNumber }),
  /** Publication date, yyyy-MM-dd. */
  date: Type.String({ maxLength: LIMITS.dateFieldLength, description: 'yyyy-MM-dd' }),
  title: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.legislationTitle }),
  /** Link to the official journal (Jornal Oficial / Diário da República); '' when none. */
  journalUrl: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.legislationJournalUrl }),
  active: Type.Boolean(),
};

/** -491 type and number taken; -2 bad date, link or empty number/title. */
export const { input: LegislationInputSchema, item: LegislationItemSchema, page: LegislationPageSchema } = editableListSchemas('legislationId', legislationFields);

export type LegislationInput = Static<typeof LegislationInputSchema>;
export type LegislationItem = Static<typeof LegislationItemSchema>;
export type LegislationPage = TableData<LegislationItem>;
