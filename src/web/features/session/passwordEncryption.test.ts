import { decryptPassword, rsaKeyPair } from '@/web/test/rsaKeys';
import { encryptPassword } from './passwordEncryption';

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP SHA-256 what the private key decrypts back, accents included', async () => {
    const { pem, privateKey } = await rsaKeyPair();
    const ciphertext = await encryptPassword(pem, 'Palavra-passe çã 123');
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    await expect(decryptPassword(privateKey, ciphertext)).resolves.toBe('Palavra-passe çã 123');
  });
});
