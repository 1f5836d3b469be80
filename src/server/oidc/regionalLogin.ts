/**
 * The regional sign-in (SPEC §1, §7; issue 13), apart from HTTP: the authorization URL (code flow with
 * PKCE S256, state and nonce, kept server-side), the callback (state taken once, code exchanged once,
 * ID token validated by openid-client: signature by the provider's keys, issuer, audience, expiry,
 * nonce), our session issued exactly as after a password login, and the provider's logout URL.
 * The callback goes on only in the browser that started the login (loginBinding.ts: login CSRF).
 */
import * as client from 'openid-client';
import type { TokenData } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import type { OidcConfig } from '../config';
import { AppError } from '../http/AppError';
import { startSession, type LoginDeps } from '../account/loginService';
import type { OidcClient } from './oidcClient';
import { isBoundTo } from './loginBinding';
import { savePendingLogin, takePendingLogin } from './pendingLoginRepository';
import { regionalUser } from './regionalUser';

export interface RegionalLoginDeps extends LoginDeps {
  oidc: OidcClient;
  oidcConfig: OidcConfig;
}

/** What the provider sent the browser back with (`iss` when the provider states it, RFC 9207). */
export interface RegionalCallback {
  code: string;
  state: string;
  iss?: string;
}

const SCOPE = 'openid profile email';

async function providerConfiguration(deps: RegionalLoginDeps): Promise<client.Configuration> {
  try {
    return await deps.oidc.configuration();
  } catch (error) {
    deps.log.warn({ err: error }, 'regional sign-in provider unreachable');
    throw new AppError(ErrorCode.RegionalSignInUnavailable);
  }
}

/** A new pending login: the provider's authorization URL, and its state for the browser's binding cookie. */
export interface RegionalLoginStart {
  url: string;
  state: string;
}

/** GET /account/login?clientId=…: the provider's authorization URL for a new pending login. */
export async function beginRegionalLogin(deps: RegionalLoginDeps): Promise<RegionalLoginStart> {
  const configuration = await providerConfiguration(deps);
  const pending = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  await savePendingLogin(deps.db, pending, deps.clock());
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: deps.oidcConfig.redirectUri,
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state: pending.state };
}

/**
 * GET /authcallback?code&state: our session for the person the provider vouches for, or a catalogued
 * refusal. `boundState`: the state of the login this browser started (its binding cookie), if any.
 */
export async function completeRegionalLogin(deps: RegionalLoginDeps, callback: RegionalCallback, boundState: string | undefined): Promise<TokenData> {
  const now = deps.clock();
  // Another browser's login (login CSRF), or none: refused before the pending login is taken, so
  // the browser that did start it can still finish.
  if (!isBoundTo(boundState, callback.state)) {
    deps.log.warn({ cookiePresent: boundState !== undefined }, 'regional sign-in callback in a browser that did not start it');
    throw new AppError(ErrorCode.RegionalSignInFailed);
  }
  // Taken (deleted) first: a replayed callback finds nothing, whatever happens next.
  const pending = await takePendingLogin(deps.db, callback.state, now);
  if (!pending) throw new AppError(ErrorCode.RegionalSignInFailed);
  const configuration = await providerConfiguration(deps);

  const current = new URL(deps.oidcConfig.redirectUri);
  current.searchParams.set('code', callback.code);
  current.searchParams.set('state', callback.state);
  if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
  let idToken: string;
  let claims: Readonly<Record<string, unknown>>;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const validated = tokens.claims();
    if (!tokens.id_token || !validated) throw new Error('no ID token');
    await deps.oidc.verifyIdTokenSignature(tokens.id_token);
    idToken = tokens.id_token;
    claims = validated;
  } catch (error) {
    // The provider refused the code, or its answer failed a check: the user may only start again.
    deps.log.warn({ err: error }, 'regional sign-in refused');
    throw new AppError(ErrorCode.RegionalSignInFailed);
  }
  const user = await regionalUser(deps, deps.oidcConfig.userClaim, claims);
  return startSession(deps, user, now, idToken);
}

/**
 * The provider's end-session URL for a session that came through it (RP-initiated logout), or null
 * when the provider offers none or cannot be reached now (our own session is over either way).
 */
export async function regionalLogoutUrl(deps: Pick<RegionalLoginDeps, 'oidc' | 'oidcConfig' | 'log'>, idToken: string): Promise<string | null> {
  try {
    const configuration = await deps.oidc.configuration();
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: deps.oidcConfig.postLogoutRedirectUri,
      client_id: deps.oidcConfig.clientId,
    }).href;
  } catch (error) {
    deps.log.warn({ err: error }, 'regional sign-in provider logout unavailable');
    return null;
  }
}
