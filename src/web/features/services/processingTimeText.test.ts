import { durationText } from './processingTimeText';

describe('durationText', () => {
  it('says a duration in words, singular for one', () => {
    expect(durationText(5, 'days', 'pt')).toBe('5 dias');
    expect(durationText(1, 'months', 'pt')).toBe('1 mês');
    expect(durationText(1, 'weeks', 'en')).toBe('1 week');
    expect(durationText(2, 'hours', 'en')).toBe('2 hours');
  });

  it('says nothing when a part is missing', () => {
    expect(durationText(null, 'days', 'pt')).toBe('');
    expect(durationText(3, null, 'pt')).toBe('');
  });
});
