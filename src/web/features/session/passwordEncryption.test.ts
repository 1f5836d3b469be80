import { encryptPassword } from './passwordEncryption';

async function rsaKeyPair(): Promise<{ pem: string; privateKey: CryptoKey }> {
  const { publicKey, privateKey } = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey };
}

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP SHA-256 what the private key decrypts back, accents included', async () => {
    const { pem, privateKey } = await rsaKeyPair();
    const ciphertext = await encryptPassword(pem, 'Palavra-passe çã 123');
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const bytes = Uint8Array.from(atob(ciphertext), (c) => c.charCodeAt(0));
    const clear = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes);
    expect(new TextDecoder().decode(clear)).toBe('Palavra-passe çã 123');
  });
});
