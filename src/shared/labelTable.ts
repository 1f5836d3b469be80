/**
 * The one shape of every pt/en label table (enumerations, permission areas, workflow actions,
 * settings vocabularies): written as [pt, en] pairs, read as CatalogueEntry like the error catalogue.
 */
import type { CatalogueEntry, Language } from './errors';

export type LabelTable<K extends PropertyKey> = Readonly<Record<K, CatalogueEntry>>;

/** A label table from its [Portuguese, English] pairs, keyed as given (enum members, union members). */
export function labelTable<K extends PropertyKey>(pairs: Readonly<Record<K, readonly [pt: string, en: string]>>): LabelTable<K> {
  const entries = Object.entries(pairs) as [string, readonly [string, string]][];
  return Object.fromEntries(entries.map(([key, [pt, en]]) => [key, { pt, en }])) as Record<K, CatalogueEntry>;
}

/** The label of `key` in `language` (Portuguese first, SPEC §1). */
export function labelOf<K extends PropertyKey>(table: LabelTable<K>, key: K, language: Language = 'pt'): string {
  return table[key][language];
}
