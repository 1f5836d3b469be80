/**
 * A version's header texts as the readers show them: the columns are nullable (a draft may leave them
 * empty) and every reader — open data, the organic tree, the reports — shows a missing one as ''.
 */

/** The code and name of a version row, '' where null. */
export function codeAndNameTexts(row: { code: string | null; name: string | null }): { code: string; name: string } {
  return { code: row.code ?? '', name: row.name ?? '' };
}

/** The code, name and abbreviation of a version row, '' where null. */
export function headerTexts(row: { code: string | null; name: string | null; abbreviation: string | null }): { code: string; name: string; abbreviation: string } {
  return { ...codeAndNameTexts(row), abbreviation: row.abbreviation ?? '' };
}
