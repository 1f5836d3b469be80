import { DUPLICATE_WARNING_CODES, ERR_NETWORK, ERROR_CATALOGUE, ErrorCode, errorText, isCatalogued } from './errors';

describe('the error catalogue', () => {
  /** Each code once: a few codes have a second name for a second meaning (ServiceAlreadyProvided is -225). */
  const codes = [...new Set(Object.values(ErrorCode))];
  /** The names that share a code with an earlier name, on purpose. */
  const ALIASES = ['ServiceAlreadyProvided'];

  it.each(codes)('code %i has a Portuguese and an English text', (code) => {
    const entry = ERROR_CATALOGUE[code];
    expect(entry.pt.length).toBeGreaterThan(1);
    expect(entry.en.length).toBeGreaterThan(1);
    expect(errorText(code, 'pt')).toBe(entry.pt);
    expect(errorText(code, 'en')).toBe(entry.en);
  });

  it('holds every code SPEC §8 lists', () => {
    const listed = [
      0, -1, -2, -3, -4, -30, -31, -32, -33, -41, -42, -43, -45, -46, -47, -60, -61, -63, -100, -101, -102, -103, -106, -107, -108, -109, -110, -225, -305, -253, -380, -420,
      -490, -500,
    ];
    for (const code of listed) expect(isCatalogued(code)).toBe(true);
  });

  it('has a catalogue entry for every named code and no stray entry', () => {
    expect(
      Object.keys(ERROR_CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...codes].sort((a, b) => a - b));
  });

  it('has no two names for one code, except the declared aliases', () => {
    const names = Object.keys(ErrorCode).filter((name) => !ALIASES.includes(name));
    expect(new Set(names.map((name) => ErrorCode[name as keyof typeof ErrorCode])).size).toBe(names.length);
    expect(ErrorCode.ServiceAlreadyProvided).toBe(ErrorCode.PointOfCareDuplicate);
  });

  it('shows an unknown code as Erro genérico[code]', () => {
    expect(errorText(-9999)).toBe('Erro genérico[-9999]');
    expect(errorText('XYZ')).toBe('Erro genérico[XYZ]');
    expect(errorText(-9999, 'en')).toBe('Generic error[-9999]');
  });

  it('gives the network failure its Portuguese text', () => {
    expect(errorText(ERR_NETWORK)).toBe('Não foi possível estabelecer ligação com a API de serviços.');
  });

  it('accepts codes given as text', () => {
    expect(errorText('-30')).toBe(ERROR_CATALOGUE[-30].pt);
  });

  it('lists the duplicate warnings of the spec', () => {
    expect(DUPLICATE_WARNING_CODES).toEqual([-106, -205, -225, -255, -305]);
    for (const code of DUPLICATE_WARNING_CODES) expect(isCatalogued(code)).toBe(true);
  });
});
