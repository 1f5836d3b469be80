/**
 * The test provider's signing key (testProvider.ts), apart from the provider itself so that Jest
 * suites can make and use one without loading `oidc-provider` (which runs in a child process).
 */
import { generateKeyPairSync } from 'node:crypto';

/** The private half of the provider's signing key, in JWK form: tests sign tokens the provider would never issue. */
export interface SigningJwk {
  kty: string;
  kid: string;
  alg: string;
  [member: string]: unknown;
}

export const TEST_PROVIDER_KEY_ID = 'test-provider-key';

export function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kty: 'RSA', kid: TEST_PROVIDER_KEY_ID, alg: 'RS256', use: 'sig' };
}
