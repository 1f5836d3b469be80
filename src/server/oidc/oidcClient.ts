/**
 * The regional sign-in's OpenID Connect client, through `openid-client` (certified; no hand-written
 * OAuth). The provider's metadata is discovered once and kept; until it is, retries run in the
 * background (retryingLoader) and `available()` says no, so the login page can say the service is
 * unavailable instead of failing after the click.
 */
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { OidcConfig } from '../config';
import type { Clock } from '../plugins/context';
import { retryingLoader } from './retryingLoader';

/** Seconds a discovery request may take before it counts as a failure. */
const DISCOVERY_TIMEOUT_SECONDS = 5;
const RETRY_INITIAL_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;
/** openid-client's default tolerance for the ID token's times, used for our own check too. */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface OidcClient {
  /** Whether the provider's metadata is known (the regional sign-in can start now). */
  available(): boolean;
  /** A client configuration whose ID token checks use the app's clock; rejects while the provider is unreachable. */
  configuration(): Promise<client.Configuration>;
  /**
   * Checks an ID token's signature against the provider's published keys (and again its issuer,
   * audience and expiry); rejects when any fails. openid-client does not check the signature of an ID
   * token from the token endpoint (OIDC Core 3.1.3.7 lets TLS stand for it); we want the keys to.
   */
  verifyIdTokenSignature(idToken: string): Promise<void>;
  close(): void;
}

export interface OidcClientOptions {
  log: FastifyBaseLogger;
  clock: Clock;
  /** The HTTP client for the provider (tests observe or alter its answers). */
  fetch?: client.CustomFetch;
}

/** Plain http is allowed only for a provider on this machine (tests, development); anywhere else https. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function clientAuthentication(config: OidcConfig): client.ClientAuth {
  // Without a secret the client is public and PKCE alone binds the code to this login.
  return config.clientSecret ? client.ClientSecretPost(config.clientSecret) : client.None();
}

export function createOidcClient(config: OidcConfig, options: OidcClientOptions): OidcClient {
  const issuer = new URL(config.issuer);
  const insecure = isLoopback(issuer);
  const discovered = retryingLoader(
    () =>
      client.discovery(issuer, config.clientId, undefined, clientAuthentication(config), {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: insecure ? [client.allowInsecureRequests] : [],
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      }),
    {
      initialDelayMs: RETRY_INITIAL_MS,
      maxDelayMs: RETRY_MAX_MS,
      onFailure: (error, nextRetryMs) => options.log.warn({ err: error, issuer: config.issuer, nextRetryMs }, 'regional sign-in provider unreachable'),
    },
  );

  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;
  const keySet = (uri: string) => {
    // jose's set fetches the keys on first use, keeps them, and refetches on an unknown key id.
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri)) };
    return keys.set;
  };

  return {
    available: () => discovered.current() !== null,
    verifyIdTokenSignature: async (idToken) => {
      const metadata = (await discovered.get()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error('the provider publishes no keys (jwks_uri)');
      await jwtVerify(idToken, keySet(metadata.jwks_uri), {
        issuer: metadata.issuer,
        audience: config.clientId,
        currentDate: options.clock(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
    },
    configuration: async () => {
      const metadata = (await discovered.get()).serverMetadata();
      // Per call: the client metadata is frozen, and the skew makes ID token expiry follow the app's clock.
      const skew = Math.round((options.clock().getTime() - Date.now()) / 1000);
      const configuration = new client.Configuration(metadata, config.clientId, { [client.clockSkew]: skew }, clientAuthentication(config));
      if (insecure) client.allowInsecureRequests(configuration);
      if (options.fetch) configuration[client.customFetch] = options.fetch;
      return configuration;
    },
    close: () => discovered.stop(),
  };
}
