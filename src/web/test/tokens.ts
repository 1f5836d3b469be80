import type { SessionProfile, TokenClaims, TokenData } from '@/shared/api';
import { ALL_PERMISSIONS } from '@/shared/permissions';
import { GUEST_USERNAME } from '@/shared/limits';

function base64Url(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const ADMIN_PROFILE: SessionProfile = { profileId: 1, name: 'Administração', organizationId: null, permissions: [...ALL_PERMISSIONS] };

/** An unsigned token with the server's claims: the SPA never checks the signature. */
export function makeToken(overrides: Partial<TokenClaims> = {}): string {
  const claims: TokenClaims = {
    sub: 'admin',
    gn: 'Admin',
    em: 'admin@example.pt',
    lang: 'pt',
    dn: 'Administrador',
    th: 'hash',
    sid: 'session-1',
    prf: [ADMIN_PROFILE],
    mcp: false,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** What the login, guest and refresh calls answer; expiration in ms as the API sends it. */
export function makeTokenData(overrides: Partial<TokenClaims> = {}): TokenData {
  const token = makeToken(overrides);
  const exp = overrides.exp ?? Math.floor(Date.now() / 1000) + 3600;
  return { token, expiration: exp * 1000 };
}

export function guestTokenData(overrides: Partial<TokenClaims> = {}): TokenData {
  return makeTokenData({ sub: GUEST_USERNAME, gn: 'Visitante', dn: 'Visitante', em: '', prf: [], ...overrides });
}

/** A user with exactly these permissions in one profile. */
export function userTokenData(permissions: number[], overrides: Partial<TokenClaims> = {}): TokenData {
  return makeTokenData({ sub: 'maria', dn: 'Maria Silva', prf: [{ profileId: 2, name: 'Perfil', organizationId: 1, permissions }], ...overrides });
}
