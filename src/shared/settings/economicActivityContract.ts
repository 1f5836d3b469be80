/** Economic activities (CAE Rev.3, SPEC §2.9): reads need 61 or 62; writes 61; delete 62. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { idParams, listQuerySchema, tableDataSchema, TextFilter } from './schemaParts';
import { ECONOMIC_ACTIVITY_LEVELS, ECONOMIC_ACTIVITY_SORT_KEYS } from './vocabulary';

const Level = Type.Union(ECONOMIC_ACTIVITY_LEVELS.map((l) => Type.Literal(l)));
/** CAE designations are long ('Agricultura, produção animal, caça e actividades dos serviços relacionados'). */
const Designation = Type.String({ maxLength: LIMITS.textareaMaxLength });

export const EconomicActivityParams = idParams('economicActivityId');

/** query: code prefix, or contained in the designation (accent- and case-insensitive). */
export const EconomicActivityListQuerySchema = listQuerySchema(ECONOMIC_ACTIVITY_SORT_KEYS, { level: Type.Optional(Level), query: TextFilter });

/**
 * Create body: the level and parent follow from the code — section a letter A–U; division 2 digits
 * (parent: its section); group 3, class 4, subclass 5 digits (parent: the code without its last
 * digit). sectionCode is required for a division, ignored otherwise. -2 with a detail when the code
 * does not fit or the parent does not exist; -491 code taken.
 */
export const EconomicActivityCreateSchema = Type.Object(
  { code: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.economicActivityCode }), sectionCode: Type.Optional(Type.String({ maxLength: 1 })), designation: Designation },
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

export type EconomicActivityListQuery = Static<typeof EconomicActivityListQuerySchema>;
export type EconomicActivityCreateInput = Static<typeof EconomicActivityCreateSchema>;
export type EconomicActivityUpdateInput = Static<typeof EconomicActivityUpdateSchema>;
export type EconomicActivityItem = Static<typeof EconomicActivityItemSchema>;
export type EconomicActivityPage = TableData<EconomicActivityItem>;
