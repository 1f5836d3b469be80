/**
 * Passwords travel from the login page encrypted with RSA-OAEP (SHA-256) under the server's public
 * key, base64-encoded (LoginRequest in src/shared/api.ts), so they never appear in proxy logs or
 * browser tooling even before TLS ends.
 */
import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { LIMITS } from '@/shared/limits';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The clear-text password, or null when the ciphertext is not valid for our key. */
export function decryptPassword(ciphertext: string, privateKey: KeyObject): string | null {
  if (!BASE64.test(ciphertext)) return null;
  try {
    const clear = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64')).toString('utf8');
    return clear.length > 0 && clear.length <= LIMITS.passwordMaxLength ? clear : null;
  } catch {
    return null;
  }
}
