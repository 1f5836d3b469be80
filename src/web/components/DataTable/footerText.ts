/**
 * The table footer's counter: 'n de total registos' (paged) or 'total registos', numbers in the
 * interface language's format ('10 000' / '10,000'). A total the server only knows to be a lower
 * bound (LIMITS.exactTotalUpTo) reads 'mais de 10 000' / 'more than 10,000'.
 */
import type { Language } from '@/shared/errors';
import type { Translate } from '@/web/i18n/useT';

const LOCALES: Readonly<Record<Language, string>> = { pt: 'pt-PT', en: 'en-GB' };

export function formatCount(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

export interface FooterCount {
  /** Rows on this page. */
  shown: number;
  total: number;
  paged: boolean;
  totalIsLowerBound?: boolean;
}

export function footerText(t: Translate, language: Language, { shown, total, paged, totalIsLowerBound = false }: FooterCount): string {
  const all = formatCount(language, total);
  if (paged) return t(totalIsLowerBound ? 'table.footerPagedMore' : 'table.footerPaged', formatCount(language, shown), all);
  return t(totalIsLowerBound ? 'table.footerTotalMore' : 'table.footerTotal', all);
}
