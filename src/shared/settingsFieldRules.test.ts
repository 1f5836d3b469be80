import { caeLevelOfCode, isCalendarDate, isOptionalHttpUrl, PARAMETER_KEY_PATTERN, parameterValueFitsType, USERNAME_PATTERN } from './settingsFieldRules';

describe('the settings field rules', () => {
  it('place a CAE code at its level', () => {
    expect(['A', 'U', '01', '011', '0111', '01110'].map(caeLevelOfCode)).toEqual(['section', 'section', 'division', 'group', 'class', 'subclass']);
    expect(['V', 'a', '1', '011100', '0A', ''].map(caeLevelOfCode)).toEqual([null, null, null, null, null, null]);
  });

  it('read a parameter value as its type', () => {
    expect(parameterValueFitsType('-12.5', 'number')).toBe(true);
    expect(parameterValueFitsType('12,5', 'number')).toBe(false);
    expect(parameterValueFitsType('true', 'boolean')).toBe(true);
    expect(parameterValueFitsType('sim', 'boolean')).toBe(false);
    expect(parameterValueFitsType('2024-02-29', 'date')).toBe(true);
    expect(parameterValueFitsType('2023-02-29', 'date')).toBe(false);
    expect(parameterValueFitsType('', 'text')).toBe(true);
    expect(isCalendarDate('29/02/2024')).toBe(false);
  });

  it('accept dotted camelCase keys, http(s) links and username characters', () => {
    expect(PARAMETER_KEY_PATTERN.test('organic.minimumDate')).toBe(true);
    expect(PARAMETER_KEY_PATTERN.test('Organic.date')).toBe(false);
    expect(PARAMETER_KEY_PATTERN.test('organic..date')).toBe(false);
    expect(isOptionalHttpUrl('')).toBe(true);
    expect(isOptionalHttpUrl('https://jo.azores.gov.pt/#/ato/1')).toBe(true);
    expect(isOptionalHttpUrl('ftp://x.pt')).toBe(false);
    expect(isOptionalHttpUrl('jo.azores.gov.pt')).toBe(false);
    expect(USERNAME_PATTERN.test('ana.sousa@gov-az_1')).toBe(true);
    expect(USERNAME_PATTERN.test('ana sousa')).toBe(false);
  });
});
