import type { Dictionary } from './pt';

/** The browser's english.ts (see there): English is a chunk of its own, about 7 KB gzip. */
export const englishNow: Dictionary | null = null;

export function loadEnglish(): Promise<Dictionary> {
  return import(/* webpackChunkName: "i18n-en" */ './en').then((m) => m.en);
}
