/**
 * The regional sign-in's OpenID Connect client, through `openid-client` (certified; no hand-written
 * OAuth). The provider's metadata is discovered once and kept; until it is, retries run in the
 * background (retryingLoader) and `available()` says no, so the login page can say the service is
 * unavailable instead of failing after the click.
 */
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcConfig } from '../config';
import type { Clock } from '../plugins/context';
import { retryingLoader } from './retryingLoader';

/** Seconds a discovery request may take before it counts as a failure. */
const DISCOVERY_TIMEOUT_SECONDS = 5;
const RETRY_INITIAL_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

export interface OidcClient {
  /** Whether the provider's metadata is known (the regional sign-in can start now). */
  available(): boolean;
  /** A client configuration whose ID token checks use the app's clock; rejects while the provider is unreachable. */
  configuration(): Promise<client.Configuration>;
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

  return {
    available: () => discovered.current() !== null,
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
