import { useCallback } from 'react';
import type { CatalogueEntry } from '@/shared/errors';
import { useLanguage } from '@/web/i18n/useT';

/** The text of a shared pt/en entry (enum labels, permission labels, categories) in the interface language. */
export function useCatalogue(): (entry: CatalogueEntry) => string {
  const language = useLanguage();
  return useCallback((entry: CatalogueEntry) => entry[language], [language]);
}

/** Options of a select from a record of pt/en labels. */
export function catalogueOptions<K extends string | number>(labels: Readonly<Record<K, CatalogueEntry>>, keys: readonly K[], language: 'pt' | 'en') {
  return keys.map((key) => ({ value: key, label: labels[key][language] }));
}
