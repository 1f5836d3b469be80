/** Parameters (SPEC §2.9 /configuracoes/parametros): reads and writes need 61; delete 62. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { editableListSchemas, idParams, listQuerySchema, TextFilter } from './schemaParts';
import { PARAMETER_SORT_KEYS, PARAMETER_TYPES } from './vocabulary';

export const ParameterParams = idParams('parameterId');

/** query: contained in the key or description. */
export const ParameterListQuerySchema = listQuerySchema(PARAMETER_SORT_KEYS, { query: TextFilter });
export type ParameterListQuery = Static<typeof ParameterListQuerySchema>;

const parameterFields = {
  key: Type.String({ maxLength: LIMITS.textMaxLength }),
  value: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.parameterValue }),
  description: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  type: Type.Union(PARAMETER_TYPES.map((t) => Type.Literal(t))),
};

/**
 * The value is text on the wire and must read as its type: number a decimal, boolean 'true' or
 * 'false', date yyyy-MM-dd (-2 otherwise). Keys are dotted camelCase words; -491 key taken.
 */
export const { input: ParameterInputSchema, item: ParameterItemSchema, page: ParameterPageSchema } = editableListSchemas('parameterId', parameterFields);

export type ParameterInput = Static<typeof ParameterInputSchema>;
export type ParameterItem = Static<typeof ParameterItemSchema>;
export type ParameterPage = TableData<ParameterItem>;
