/**
 * The one shape of every pt/en label table (enumerations, permission areas, workflow actions,
 * settings vocabularies, reference lists). The words themselves are data, in labels.json (one section
 * per table, Portuguese first): the tables here only key them and say which keys each must have,
 * so a missing or stray label fails the type check.
 */
import type { CatalogueEntry, Language } from './errors';

export type LabelTable<K extends PropertyKey> = Readonly<Record<K, CatalogueEntry>>;

/** A table keyed by a string union (settings vocabularies, workflow actions): the section as it is. */
export function labelTable<K extends string>(section: Record<K, CatalogueEntry>): LabelTable<K> {
  return section;
}

/**
 * A table keyed by the values of a numeric enum, from a section keyed by the member names
 * (readable and checked: every member needs its label).
 */
export function enumLabelTable<E extends Record<string, string | number>>(enumeration: E, byName: Record<keyof E, CatalogueEntry>): LabelTable<Extract<E[keyof E], number>> {
  const names = Object.keys(byName) as (keyof E)[];
  return Object.fromEntries(names.map((name) => [enumeration[name], byName[name]])) as Record<Extract<E[keyof E], number>, CatalogueEntry>;
}

/** The label of `key` in `language` (Portuguese first, SPEC §1). */
export function labelOf<K extends PropertyKey>(table: LabelTable<K>, key: K, language: Language = 'pt'): string {
  return table[key][language];
}
