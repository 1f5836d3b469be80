/**
 * Test helper: the test OpenID provider (oidc/testProvider.ts) in a child process on a free port,
 * with a signing key the test knows (to sign tokens the provider would never issue).
 */
import { newSigningKey, type SigningJwk } from '../oidc/testProviderKey';
import { freePort, spawnTs, waitForExit, waitForLine } from './childProcess';

export interface TestProviderProcess {
  issuer: string;
  signingKey: SigningJwk;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

export async function spawnTestProvider(client: { clientId: string; redirectUri: string; postLogoutRedirectUri: string }): Promise<TestProviderProcess> {
  const signingKey = newSigningKey();
  const port = await freePort();
  const child = spawnTs('src/server/oidc/testProviderMain.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_ID: client.clientId,
    CLIENT_REDIRECT_URI: client.redirectUri,
    CLIENT_POST_LOGOUT_URI: client.postLogoutRedirectUri,
    SIGNING_JWK: JSON.stringify(signingKey),
  });
  try {
    await waitForLine(child, 'stdout', (line) => line.includes('listening on'), START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    issuer: `http://127.0.0.1:${port}`,
    signingKey,
    close: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
