/** Accent- and case-insensitive "contains" conditions that the trigram indexes serve. */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** unaccent_immutable(lower(column)) LIKE '%text%' — the expression the name index is built on. */
export function containsText(column: Expression<unknown> | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`unaccent_immutable(lower(${column})) LIKE unaccent_immutable(lower(${likePattern(text)}))`;
}

/** column ILIKE '%text%' — for codes and abbreviations (their trigram indexes are on the raw column). */
export function containsCaseInsensitive(column: Expression<unknown> | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} ILIKE ${likePattern(text)}`;
}
