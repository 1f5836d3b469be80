/**
 * Getting and keeping a token: refresh near expiry, guest sign-in, and losing a session. Each runs at
 * most once at a time (SPEC §9 "never concurrently"): concurrent callers await the same promise.
 */
import type { TokenData } from '@/shared/api';
import { ErrorCode } from '@/shared/errorCodes';
import { ACCOUNT_PATHS } from '@/shared/api';
import { LIMITS } from '@/shared/limits';
import { loggedOut, sessionStarted, tokenRefreshed, type SessionState } from '@/web/features/session/sessionSlice';
import type { ApiError } from './apiError';
import { describeError, errorDescriber } from './errorTexts';
import { interpretResult } from './interpretResult';
import { apiState, internalQueryApi, rawBaseQuery, type StoreAccess } from './rawBaseQuery';
import { navigateTo } from './services/navigation';
import { showToast } from './services/notifier';

type Flight = 'refresh' | 'guest' | 'lose';
const inFlight = new Map<Flight, Promise<void>>();

function once(flight: Flight, run: () => Promise<void>): Promise<void> {
  let promise = inFlight.get(flight);
  if (!promise) {
    promise = run().finally(() => inFlight.delete(flight));
    inFlight.set(flight, promise);
  }
  return promise;
}

export function isNearExpiry(session: SessionState, now: number): boolean {
  return session.expiration !== null && session.expiration - now <= LIMITS.tokenRefreshWindowMs;
}

function hasLiveSession(session: SessionState, now: number): boolean {
  return session.token !== null && session.expiration !== null && session.expiration > now;
}

async function reportFailure(api: StoreAccess, error: ApiError): Promise<void> {
  showToast(await describeError(error.code, apiState(api).ui.language));
}

async function signInAsGuest(api: StoreAccess): Promise<void> {
  const result = await rawBaseQuery({ url: ACCOUNT_PATHS.loginGuest }, internalQueryApi(api, 'loginGuest'), { anonymous: true });
  const outcome = interpretResult(result, await errorDescriber(result, apiState(api).ui.language));
  if (outcome.error) await reportFailure(api, outcome.error);
  else api.dispatch(sessionStarted(outcome.data as TokenData));
}

/** A fresh guest token, whatever the current session (the guest answer to -33, SPEC §8). */
export function startGuestSession(api: StoreAccess): Promise<void> {
  return once('guest', () => signInAsGuest(api));
}

/** Anonymous visitors get a guest session (SPEC §1): a no-op while any live session exists. */
export async function ensureGuestSession(api: StoreAccess): Promise<void> {
  if (hasLiveSession(apiState(api).session, Date.now())) return;
  await startGuestSession(api);
}

/**
 * The session is gone (HTTP 401 or code -33): sign out, become a guest and go home (SPEC §8). One
 * recovery for any number of calls that failed together.
 */
export function loseSession(api: StoreAccess): Promise<void> {
  return once('lose', async () => {
    api.dispatch(loggedOut());
    await signInAsGuest(api);
    navigateTo('/');
  });
}

async function refresh(api: StoreAccess): Promise<void> {
  const { session, ui } = apiState(api);
  // A guest has nothing worth keeping: a new guest token is simpler and also works once expired.
  if (session.status === 'guest') return signInAsGuest(api);
  const result = await rawBaseQuery({ url: ACCOUNT_PATHS.refreshToken }, internalQueryApi(api, 'refreshToken'), {});
  const outcome = interpretResult(result, await errorDescriber(result, ui.language));
  if (!outcome.error) {
    api.dispatch(tokenRefreshed(outcome.data as TokenData));
    return;
  }
  // Only a lost session is acted on here; any other failure leaves the token to the call that follows.
  if (outcome.unauthorized || outcome.error.code === ErrorCode.SessionInvalid) {
    if (outcome.error.code === ErrorCode.SessionInvalid) await reportFailure(api, outcome.error);
    await loseSession(api);
  }
}

/** Refreshes the token, whoever asks (a call or the timer); callers during a refresh share it. */
export function refreshSession(api: StoreAccess): Promise<void> {
  return once('refresh', () => refresh(api));
}

/**
 * Before a call: refresh when now is within LIMITS.tokenRefreshWindowMs of expiry (SPEC §9). A call
 * without any token (just signed out, or before the first guest token) waits for the guest session
 * rather than going out to be refused with HTTP 401 (SPEC §1: anonymous visitors are guests).
 */
export async function renewSessionIfNeeded(api: StoreAccess): Promise<void> {
  // A call already waiting on a recovery must not go out with the token being thrown away.
  const losing = inFlight.get('lose');
  if (losing) await losing;
  const { session } = apiState(api);
  if (!session.token) await ensureGuestSession(api);
  else if (isNearExpiry(session, Date.now())) await refreshSession(api);
}
