/** Accent- and case-insensitive "contains" conditions that the trigram indexes serve. */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a search text, each once (split on white space). */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 0),
    ),
  ];
}

/**
 * unaccent_immutable(lower(column)) LIKE '%word%' for every word of `text`, in any order ('acoriano
 * ensaios' finds 'Ensaios do Instituto Açoriano'). Each condition is on the expression the name's
 * trigram index is built on, so the index serves them together.
 */
export function containsText(column: Expression<unknown> | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const conditions = searchWords(text).map((word) => sql<SqlBool>`unaccent_immutable(lower(${column})) LIKE unaccent_immutable(lower(${likePattern(word)}))`);
  if (conditions.length === 0) return sql<SqlBool>`TRUE`;
  return conditions.length === 1 ? (conditions[0] as RawBuilder<SqlBool>) : sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

/** column ILIKE '%text%' — for codes and abbreviations (their trigram indexes are on the raw column). */
export function containsCaseInsensitive(column: Expression<unknown> | RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} ILIKE ${likePattern(text)}`;
}
