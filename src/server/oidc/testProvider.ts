/**
 * A real OpenID provider (`oidc-provider`, a dev dependency) for the regional sign-in's tests, always
 * in a process of its own (testProviderMain.ts): the browser tests start it as a web server, Jest
 * through test/testProviderProcess.ts (in Jest's sandbox, oidc-provider refuses a configuration made
 * of the sandbox's objects, which are not plain objects of its realm). Any
 * login with any password is a person of the provider (its dev interactions); whether that person is
 * a user of ours is our server's business. Consent is implied for the registered clients (first
 * party), so the flow is: authorize, the login form, back to the client.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import { newSigningKey, type SigningJwk } from './testProviderKey';

export interface TestProviderClient {
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface TestProviderOptions {
  /** 0: any free port. */
  port: number;
  host?: string;
  clients: readonly TestProviderClient[];
  /** Short by default, so a test can outlive an ID token without outliving the pending login. */
  idTokenTtlSeconds?: number;
  /** The signing key (a test that signs tokens itself passes it); a new one by default. */
  signingKey?: SigningJwk;
  /** Claims of some people by login, replacing the defaults (preferred_username = login, email = login@provider.test). */
  people?: Readonly<Record<string, Record<string, unknown>>>;
}

export interface TestProvider {
  issuer: string;
  signingKey: SigningJwk;
  close(): Promise<void>;
}

function defaultClaims(login: string): Record<string, unknown> {
  return { preferred_username: login, email: `${login}@provider.test`, name: login };
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const key = options.signingKey ?? newSigningKey();

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: [c.redirectUri],
      post_logout_redirect_uris: [c.postLogoutRedirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    jwks: { keys: [key] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 60 },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    // The ID token carries the scope's claims, since our server reads the person from it alone.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: unknown, accountId: string): Account => ({
      accountId,
      claims: async () => ({ sub: accountId, ...(options.people?.[accountId] ?? defaultClaims(accountId)) }),
    }),
    // First-party clients: the grant is implied, so the provider asks no consent.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    signingKey: key,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
