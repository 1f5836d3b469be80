import { cutLabel, pieLegendLabel } from './chartText';

describe('pieLegendLabel', () => {
  it('carries the count and the share of the total', () => {
    expect(pieLegendLabel('Terceira', 3, 12, 'pt')).toMatch(/^Terceira: 3 \(25\s?%\)$/);
    expect(pieLegendLabel('Terceira', 1, 3, 'en')).toBe('Terceira: 1 (33.3%)');
  });
  it('gives the count alone when everything is zero', () => {
    expect(pieLegendLabel('Pico', 0, 0, 'pt')).toBe('Pico: 0');
  });
});

describe('cutLabel', () => {
  it('keeps a label that fits and cuts a longer one with an ellipsis', () => {
    expect(cutLabel('Angra', 10)).toBe('Angra');
    expect(cutLabel('Direção Regional da Cultura', 10)).toBe('Direção R…');
  });
});
