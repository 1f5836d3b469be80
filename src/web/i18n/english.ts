import { en } from './en';
import type { Dictionary } from './pt';

/**
 * The English dictionary as tests and Node have it: at once. The browser bundle takes english.lazy.ts
 * instead (an alias in webpack.config.js), which loads it when English is chosen: a Portuguese visit
 * does not download it.
 */
export const englishNow: Dictionary | null = en;

export function loadEnglish(): Promise<Dictionary> {
  return Promise.resolve(en);
}
