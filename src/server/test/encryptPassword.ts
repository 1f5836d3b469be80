import { constants, publicEncrypt } from 'node:crypto';

/** Encrypts a password the way the SPA does: RSA-OAEP with SHA-256 under the server's public key, base64. */
export function encryptPassword(password: string, publicKeyPem: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}
