/** Refusal types (SPEC §2.9 /configuracoes/tiposderecusa): reads need 61 or 62; writes 61; delete 62. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, SETTINGS_TEXT_LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { editableListSchemas, idParams, listQuerySchema, TextFilter } from './schemaParts';
import { REFUSAL_TYPE_SORT_KEYS } from './vocabulary';

export const RefusalTypeParams = idParams('refusalTypeId');

export const RefusalTypeListQuerySchema = listQuerySchema(REFUSAL_TYPE_SORT_KEYS, { query: TextFilter, active: Type.Optional(Type.Boolean()) });
export type RefusalTypeListQuery = Static<typeof RefusalTypeListQuerySchema>;

const refusalTypeFields = {
  code: Type.String({ maxLength: SETTINGS_TEXT_LIMITS.refusalTypeCode }),
  designationPt: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  designationEn: Type.String({ maxLength: LIMITS.textareaMaxLength }),
  active: Type.Boolean(),
};

/** -2 ('Tem que preencher o tipo de recusa em português …') without designationPt; -491 code taken. */
export const { input: RefusalTypeInputSchema, item: RefusalTypeItemSchema, page: RefusalTypePageSchema } = editableListSchemas('refusalTypeId', refusalTypeFields);

export type RefusalTypeInput = Static<typeof RefusalTypeInputSchema>;
export type RefusalTypeItem = Static<typeof RefusalTypeItemSchema>;
export type RefusalTypePage = TableData<RefusalTypeItem>;
