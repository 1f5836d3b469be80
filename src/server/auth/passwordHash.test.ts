import { generatePassword, hashPassword, needsRehash, scryptParameters, verifyPassword } from './passwordHash';

describe('passwordHash', () => {
  it('hashes with N=2^15, r=8, p=1 outside tests, and verifies the right password only', async () => {
    const production = scryptParameters('production');
    expect(production).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptParameters('development')).toEqual(production);
    const stored = await hashPassword('correct horse', production);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
  });

  it('hashes at 1/32 of the work under Jest, and a production hash then asks for a rehash', async () => {
    expect(scryptParameters('test')).toEqual({ N: 1024, r: 8, p: 1 });
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(await hashPassword('correct horse', scryptParameters('production')))).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toEqual(await hashPassword('same'));
  });

  it('treats a missing or malformed hash as a failed check', async () => {
    await expect(verifyPassword('x', null)).resolves.toBe(false);
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$a$b$c$d$e')).resolves.toBe(false);
  });

  it('asks for a rehash when the parameters are old', async () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
  });

  it('normalises Unicode so a composed and a decomposed ç match', async () => {
    const stored = await hashPassword('A\u00e7ores2026');
    await expect(verifyPassword('Ac\u0327ores2026', stored)).resolves.toBe(true);
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toHaveLength(24);
    expect(a).not.toEqual(generatePassword());
  });
});
