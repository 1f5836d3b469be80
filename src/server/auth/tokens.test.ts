import { randomBytes } from 'node:crypto';
import type { TokenClaims } from '@/shared/api';
import { newTokenHash, signToken, verifyToken } from './tokens';

const secret = randomBytes(32);
const now = new Date('2026-11-22T12:00:00Z');
const claims: TokenClaims = {
  sub: 'admin',
  gn: 'Ana',
  em: 'ana@azores.gov.pt',
  lang: 'pt',
  dn: 'Ana Silva',
  th: newTokenHash(),
  sid: '5b0f6a8e-2f7e-4f44-9b8e-1c2d3e4f5a6b',
  prf: [{ profileId: 1, name: 'Administrador', organizationId: null, permissions: [1, 2, 3] }],
  mcp: false,
  exp: Math.floor(now.getTime() / 1000) + 1800,
};

describe('tokens', () => {
  it('round-trips the claims', async () => {
    const token = await signToken(claims, secret, now);
    await expect(verifyToken(token, secret, now)).resolves.toMatchObject(claims);
  });

  it('rejects an expired token, another secret and a tampered payload', async () => {
    const token = await signToken(claims, secret, now);
    await expect(verifyToken(token, secret, new Date(now.getTime() + 1801_000))).resolves.toBeNull();
    await expect(verifyToken(token, randomBytes(32), now)).resolves.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'root' })).toString('base64url');
    await expect(verifyToken(`${header}.${forged}.${signature}`, secret, now)).resolves.toBeNull();
    await expect(verifyToken('not-a-token', secret, now)).resolves.toBeNull();
  });

  it('gives every token its own hash', () => {
    expect(newTokenHash()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newTokenHash()).not.toBe(newTokenHash());
  });
});
