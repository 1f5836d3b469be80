import { generatePassword, hashPassword, needsRehash, verifyPassword } from './passwordHash';

describe('passwordHash', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(false);
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
