import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { translate, type Translate } from '@/web/i18n/useT';
import { footerText } from './footerText';

const tIn =
  (language: Language): Translate =>
  (key, ...args) =>
    translate(language, key, ...args);
const text = (language: Language, count: Parameters<typeof footerText>[2]) => footerText(tIn(language), language, count).replace(/\s/g, ' ');

describe('table footer counter', () => {
  it.each([
    [
      'a capped total is a lower bound',
      { totalIsLowerBound: true, total: 12_000 },
      ['5 de mais de 12 000 registos', '5 of more than 12,000 records', 'Mais de 12 000 registos', 'More than 12,000 records'],
    ],
    [
      'an estimated total is about that many',
      { totalIsEstimate: true, total: 83_000 },
      ['5 de cerca de 83 000 registos', '5 of about 83,000 records', 'Cerca de 83 000 registos', 'About 83,000 records'],
    ],
  ] as const)('says %s, with the numbers in the language format', (_case, flags, [pagedPt, pagedEn, wholePt, wholeEn]) => {
    const count = { shown: 5, paged: true, ...flags };
    expect(text('pt', count)).toBe(pagedPt);
    expect(text('en', count)).toBe(pagedEn);
    expect(text('pt', { ...count, paged: false })).toBe(wholePt);
    expect(text('en', { ...count, paged: false })).toBe(wholeEn);
  });

  it('says the cap of exact totals as a lower bound', () => {
    expect(text('pt', { shown: 5, total: LIMITS.exactTotalUpTo, paged: true, totalIsLowerBound: true })).toBe(`5 de mais de 10 000 registos`);
  });

  it('gives an exact total as before', () => {
    expect(text('pt', { shown: 3, total: 23, paged: true })).toBe('3 de 23 registos');
    expect(text('en', { shown: 5, total: 9876, paged: true })).toBe('5 of 9,876 records');
    expect(text('pt', { shown: 3, total: 3, paged: false })).toBe('3 registos');
  });
});
