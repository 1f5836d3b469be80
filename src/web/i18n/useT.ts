import { useCallback } from 'react';
import type { Language } from '@/shared/errors';
import { formatMessage } from '@/shared/validation';
import { useAppSelector } from '@/web/app/hooks';
import { selectLanguage } from '@/web/app/uiSlice';
import { en } from './en';
import { pt, type Dictionary, type MessageKey } from './pt';

const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { pt, en };

export type Translate = (key: MessageKey, ...args: (string | number)[]) => string;

export function translate(language: Language, key: MessageKey, ...args: (string | number)[]): string {
  return formatMessage(DICTIONARIES[language][key], ...args);
}

export function useLanguage(): Language {
  return useAppSelector(selectLanguage);
}

/** The text of a key in the interface language (SPEC §4: Portuguese by default, or English). */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback<Translate>((key, ...args) => translate(language, key, ...args), [language]);
}
