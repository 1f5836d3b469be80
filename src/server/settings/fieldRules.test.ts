import { ErrorCode } from '@/shared/errors';
import { isIsoDate, optionalUrl, requiredText } from './fieldRules';

describe('field rules', () => {
  it('reads real calendar days only', () => {
    expect(['2024-02-29', '2023-02-29', '2023-13-01', '01/02/2023'].map(isIsoDate)).toEqual([true, false, false, false]);
  });

  it('accepts empty or http(s) addresses', () => {
    expect(optionalUrl('url', ' ')).toBe('');
    expect(optionalUrl('url', 'https://jo.azores.gov.pt/')).toBe('https://jo.azores.gov.pt/');
    expect(() => optionalUrl('url', 'javascript:alert(1)')).toThrow(expect.objectContaining({ code: ErrorCode.InvalidRequest }));
    expect(() => optionalUrl('url', 'not a url')).toThrow(expect.objectContaining({ code: ErrorCode.InvalidRequest }));
  });

  it('trims required text and refuses blanks', () => {
    expect(requiredText('name', '  x ')).toBe('x');
    expect(() => requiredText('name', '   ')).toThrow(expect.objectContaining({ code: ErrorCode.InvalidRequest }));
  });
});
