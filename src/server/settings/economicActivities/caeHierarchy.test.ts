import { placeCaeCode } from './caeHierarchy';

describe('placeCaeCode', () => {
  it.each([
    ['A', undefined, { level: 'section', parentCode: null }],
    ['U', undefined, { level: 'section', parentCode: null }],
    ['84', 'O', { level: 'division', parentCode: 'O' }],
    ['011', undefined, { level: 'group', parentCode: '01' }],
    ['0111', undefined, { level: 'class', parentCode: '011' }],
    ['01110', undefined, { level: 'subclass', parentCode: '0111' }],
  ])('%s (section %s) → %j', (code, section, expected) => {
    expect(placeCaeCode(code, section)).toEqual(expected);
  });

  it.each([['V'], ['a'], ['AB'], ['1'], ['011100'], ['01a'], [''], ['84']])('%s fits no level', (code) => {
    expect(placeCaeCode(code)).toBeNull();
  });

  it('a division needs a valid section', () => {
    expect(placeCaeCode('84', 'Z')).toBeNull();
    expect(placeCaeCode('84', '84')).toBeNull();
  });
});
