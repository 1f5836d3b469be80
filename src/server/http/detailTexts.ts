/**
 * Short texts a server answer appends to a catalogue text, in both languages. The catalogue
 * (src/shared/errors.ts) says what failed; these say which part, when it helps the user or the
 * developer. Never internals.
 */
import type { CatalogueEntry, Language } from '@/shared/errors';
import TEXTS from './detailTexts.json';

/** The words are data (detailTexts.json); the type check holds every entry to both languages. */
export const DETAIL_TEXTS = TEXTS satisfies Record<string, CatalogueEntry>;

export type Detail = string | CatalogueEntry;

export function detailText(detail: Detail | undefined, language: Language): string | undefined {
  if (detail === undefined) return undefined;
  return typeof detail === 'string' ? detail : detail[language];
}
