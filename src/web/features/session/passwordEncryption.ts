/**
 * The login and change-password calls send passwords encrypted with RSA-OAEP (SHA-256) under the
 * server's public key, base64-encoded (LoginRequest in src/shared/api.ts).
 */

/** WebCrypto's subtle API exists only in secure contexts (HTTPS, localhost). */
export class InsecureContextError extends Error {
  constructor() {
    super('crypto.subtle is not available: the page is not served from a secure context');
    this.name = 'InsecureContextError';
  }
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new InsecureContextError();
  const key = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const encrypted = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(new Uint8Array(encrypted));
}
