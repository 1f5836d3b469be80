/**
 * The table footer's counter: 'n de total registos' (paged) or 'total registos', numbers in the
 * interface language's format ('10 000' / '10,000'). A total the server estimated reads
 * 'cerca de 83 000' / 'about 83,000'; one it only knows to be a lower bound reads 'mais de 10 000' /
 * 'more than 10,000' (LIMITS.exactTotalUpTo).
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
  totalIsEstimate?: boolean;
  totalIsLowerBound?: boolean;
}

const KEYS = {
  exact: { paged: 'table.footerPaged', whole: 'table.footerTotal' },
  estimate: { paged: 'table.footerPagedAbout', whole: 'table.footerTotalAbout' },
  lowerBound: { paged: 'table.footerPagedMore', whole: 'table.footerTotalMore' },
} as const;

export function footerText(t: Translate, language: Language, { shown, total, paged, totalIsEstimate = false, totalIsLowerBound = false }: FooterCount): string {
  const keys = KEYS[totalIsLowerBound ? 'lowerBound' : totalIsEstimate ? 'estimate' : 'exact'];
  const all = formatCount(language, total);
  return paged ? t(keys.paged, formatCount(language, shown), all) : t(keys.whole, all);
}
