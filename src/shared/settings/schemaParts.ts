/** What the settings schemas share: the list query's paging and sort, the page answer (TableData), ids. */
import { Type, type TInteger, type TProperties, type TSchema } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { SETTINGS_MAX_PAGE_SIZE } from './vocabulary';

/** The querystring fields every list accepts: 1-based page (LIMITS.firstPage), size LIMITS.defaultPageSize, sort 'Key' or 'Key desc'. */
export function pagingQuerystring(sortKeys: readonly string[]) {
  return {
    pageNumber: Type.Optional(Type.Integer({ minimum: LIMITS.firstPage, default: LIMITS.firstPage })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SETTINGS_MAX_PAGE_SIZE, default: LIMITS.defaultPageSize })),
    sortBy: Type.Optional(Type.String({ maxLength: 50, description: `${sortKeys.join(', ')}; append ' desc' to reverse` })),
  };
}

/** A list's query: paging, sort and the list's own filters; nothing else is accepted. */
export function listQuerySchema<F extends Record<string, TSchema>>(sortKeys: readonly string[], filters: F) {
  return Type.Object({ ...pagingQuerystring(sortKeys), ...filters }, { additionalProperties: false });
}

/** TableData (records/contract.ts) of the given rows. */
export function tableDataSchema<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), total: Type.Integer(), pageCount: Type.Integer(), pageNumber: Type.Integer() });
}

/** The route params of one item: `{ [name]: id ≥ 1 }`. */
export function idParams<K extends string>(name: K) {
  return Type.Object({ [name]: Type.Integer({ minimum: 1 }) } as Record<K, ReturnType<typeof Type.Integer>>);
}

/** A free-text filter (contained in …, accent- and case-insensitive). */
export const TextFilter = Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength }));

/**
 * An editable list's create/update body (its fields, nothing more), its item (the id first, then the
 * fields) and its page of items: the same three schemas for legislations, refusal types, parameters.
 */
export function editableListSchemas<K extends string, F extends TProperties>(idName: K, fields: F) {
  const input = Type.Object(fields, { additionalProperties: false });
  const item = Type.Object({ ...({ [idName]: Type.Integer() } as Record<K, TInteger>), ...fields });
  return { input, item, page: tableDataSchema(item) };
}
