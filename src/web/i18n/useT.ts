import { useCallback } from 'react';
import type { Language } from '@/shared/errors';
import { formatMessage } from '@/shared/validation';
import { useAppSelector } from '@/web/app/hooks';
import { selectLanguage } from '@/web/app/uiSlice';
import { englishNow, loadEnglish } from '@/web/i18n/english';
import { featureTextsNow, loadFeatureTexts } from '@/web/i18n/featureTexts';
import { ptCore, type Dictionary, type MessageKey } from './pt';

/** Portuguese, complete once the pages' texts are here (at once outside the browser bundle). */
const pt: Partial<Dictionary> = { ...ptCore, ...featureTextsNow };
const DICTIONARIES: Partial<Record<Language, Partial<Dictionary>>> = { pt, ...(englishNow && { en: englishNow }) };
let pageTexts: Promise<void> | null = featureTextsNow ? Promise.resolve() : null;

/** The settings and record pages' Portuguese texts: their routes wait for them (routes.tsx). */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= loadFeatureTexts().then((texts) => void Object.assign(pt, texts));
  return pageTexts;
}

export type Translate = (key: MessageKey, ...args: (string | number)[]) => string;

/** Whether a language's texts are here; the interface switches to a language only once they are (loadLanguage). */
export function isLanguageLoaded(language: Language): boolean {
  return DICTIONARIES[language] !== undefined;
}

/** Fetches a language's texts if they are not here yet (English is loaded on demand in the browser). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' && !DICTIONARIES.en) DICTIONARIES.en = await loadEnglish();
}

export function translate(language: Language, key: MessageKey, ...args: (string | number)[]): string {
  // Portuguese, the source, stands in for a language whose texts failed to load; the key for a missing text.
  return formatMessage((DICTIONARIES[language] ?? pt)[key] ?? key, ...args);
}

export function useLanguage(): Language {
  return useAppSelector(selectLanguage);
}

/** The text of a key in the interface language (SPEC §4: Portuguese by default, or English). */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback<Translate>((key, ...args) => translate(language, key, ...args), [language]);
}
