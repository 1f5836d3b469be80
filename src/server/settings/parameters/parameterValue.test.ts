import { PARAMETER_KEYS } from '@/shared/settings';
import { isSystemKey, isValidParameterKey, valueFitsType } from './parameterValue';

describe('parameter values', () => {
  it.each([
    ['12', 'number', true],
    ['-3.5', 'number', true],
    ['1e3', 'number', false],
    ['', 'number', false],
    ['true', 'boolean', true],
    ['yes', 'boolean', false],
    ['1976-09-08', 'date', true],
    ['08/09/1976', 'date', false],
    ['anything at all', 'text', true],
  ] as const)('%j as %s → %s', (value, type, fits) => {
    expect(valueFitsType(value, type)).toBe(fits);
  });

  it('checks keys', () => {
    expect(['organic.minimumDate', 'Organic.minimumDate', 'organic..date', 'with space'].map((key) => isValidParameterKey(key))).toEqual([true, false, false, false]);
  });

  it('knows the keys the product reads', () => {
    expect(isSystemKey(PARAMETER_KEYS.organicMinimumDate)).toBe(true);
    expect(isSystemKey('my.own')).toBe(false);
  });
});
