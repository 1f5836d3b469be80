import dayjs from 'dayjs';
import 'dayjs/locale/pt';
import type { Language } from '@/shared/errors';

/** dayjs' global locale, for the pages that format dates (loaded with them, not with the first screen). */
export function setDayjsLocale(language: Language): void {
  dayjs.locale(language);
}
