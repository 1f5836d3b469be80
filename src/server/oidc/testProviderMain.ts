/**
 * Runs the test provider (testProvider.ts) as a process of its own, for the browser tests' web server
 * (playwright.config.ts) and the Jest suites (test/testProviderProcess.ts):
 * `PORT=8393 CLIENT_REDIRECT_URI=http://127.0.0.1:8391/authcallback CLIENT_POST_LOGOUT_URI=http://127.0.0.1:8391/ npx tsx src/server/oidc/testProviderMain.ts`.
 * SIGNING_JWK (optional): the private signing key as JSON; ID_TOKEN_TTL_SECONDS (optional).
 */
import { BACKOFFICE_CLIENT_ID } from '@/shared/accountClient';
import { startTestProvider } from './testProvider';
import type { SigningJwk } from './testProviderKey';

const env = process.env;
const origin = env.CLIENT_ORIGIN ?? 'http://127.0.0.1:8181';

startTestProvider({
  port: Number(env.PORT ?? 0),
  host: env.HOST ?? '127.0.0.1',
  clients: [
    {
      clientId: env.CLIENT_ID ?? BACKOFFICE_CLIENT_ID,
      redirectUri: env.CLIENT_REDIRECT_URI ?? `${origin}/authcallback`,
      postLogoutRedirectUri: env.CLIENT_POST_LOGOUT_URI ?? `${origin}/`,
    },
  ],
  signingKey: env.SIGNING_JWK ? (JSON.parse(env.SIGNING_JWK) as SigningJwk) : undefined,
  idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS ? Number(env.ID_TOKEN_TTL_SECONDS) : undefined,
})
  .then((provider) => {
    console.info(`test OpenID provider listening on ${provider.issuer}`);
    const stop = () => void provider.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
