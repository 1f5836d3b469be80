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
  it('says a capped total is a lower bound, with the numbers in the language format', () => {
    const capped = { shown: 5, total: 12_000, paged: true, totalIsLowerBound: true };
    expect(text('pt', capped)).toBe('5 de mais de 12 000 registos');
    expect(text('en', capped)).toBe('5 of more than 12,000 records');
    expect(text('pt', { ...capped, paged: false })).toBe('Mais de 12 000 registos');
    expect(text('en', { ...capped, paged: false })).toBe('More than 12,000 records');
    expect(text('pt', { ...capped, total: LIMITS.exactTotalUpTo })).toBe(`5 de mais de ${LIMITS.exactTotalUpTo} registos`);
  });

  it('says an estimated total is about that many', () => {
    const estimated = { shown: 5, total: 83_000, paged: true, totalIsEstimate: true };
    expect(text('pt', estimated)).toBe('5 de cerca de 83 000 registos');
    expect(text('en', estimated)).toBe('5 of about 83,000 records');
    expect(text('pt', { ...estimated, paged: false })).toBe('Cerca de 83 000 registos');
    expect(text('en', { ...estimated, paged: false })).toBe('About 83,000 records');
  });

  it('gives an exact total as before', () => {
    expect(text('pt', { shown: 3, total: 23, paged: true })).toBe('3 de 23 registos');
    expect(text('en', { shown: 5, total: 9876, paged: true })).toBe('5 of 9,876 records');
    expect(text('pt', { shown: 3, total: 3, paged: false })).toBe('3 registos');
  });
});
