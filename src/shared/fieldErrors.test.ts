import { ERROR_CATALOGUE, isCatalogued } from './errors';
import { FIELD_OF_ERROR, fieldOfError } from './fieldErrors';

describe('the fields of the refusals (issue 29 §7)', () => {
  it('names catalogued codes only', () => {
    for (const table of Object.values(FIELD_OF_ERROR)) for (const code of Object.keys(table)) expect(isCatalogued(Number(code))).toBe(true);
    expect(Object.keys(ERROR_CATALOGUE).length).toBeGreaterThan(0);
  });

  it('places a code by its form, and nothing for an unknown form or code', () => {
    expect(fieldOfError('record', -12)).toBe('startDate');
    expect(fieldOfError('user', -43)).toBe('username');
    expect(fieldOfError('user', -47)).toBe('password');
    expect(fieldOfError('changePassword', -47)).toBe('currentPassword');
    expect(fieldOfError('record', -14)).toBeNull();
    expect(fieldOfError(undefined, -12)).toBeNull();
    expect(fieldOfError('record', 'ERR_NETWORK')).toBeNull();
  });
});
