import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { ErrorCode } from '@/shared/errorCodes';
import { fieldOfError } from '@/shared/fieldErrors';
import { carriesSimilarRecords } from '@/shared/records/similarRecords';
import type { ApiError } from './apiError';
import { describeError, errorDescriber } from './errorTexts';
import { FIELD_ERROR_CALLS } from './fieldErrorCalls';
import { interpretResult, type Outcome } from './interpretResult';
import { apiState, rawBaseQuery, type ApiExtraOptions } from './rawBaseQuery';
import { loseSession, renewSessionIfNeeded, startGuestSession } from './sessionRenewal';
import { showToast } from './services/notifier';

export type { ApiExtraOptions } from './rawBaseQuery';

/**
 * The one base query of the SPA (SPEC §7, §8): bearer token, refresh near expiry, envelope
 * unwrapping, session loss (401, -33) and a toast for every failure but the duplicate warnings,
 * which the caller turns into its "continue anyway?" question, and the refusals that belong to a
 * field of the calling form (FIELD_ERROR_CALLS): the error names the field and the form shows it there.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (args, api, extraOptions = {}) => {
  const sessionCall = extraOptions.skipSessionRenewal === true;
  if (!sessionCall) await renewSessionIfNeeded(api);

  const send = async (): Promise<Outcome> => {
    const result = await rawBaseQuery(args, api, extraOptions);
    return interpretResult(result, await errorDescriber(result, apiState(api).ui.language));
  };
  const before = apiState(api).session;
  let outcome = await send();
  let toast = true;

  // A cancelled call (its page left, or the cache reset at sign-out) failed nowhere: no toast, no recovery.
  if (outcome.error && api.signal.aborted) return { error: outcome.error };

  if (outcome.error && !sessionCall) {
    const now = apiState(api).session;
    if (outcome.unauthorized) {
      if (now.token !== before.token) {
        // The session changed while this call was out (renewed, or signed out and a guest next): its
        // 401 is about the old token. Again with the current one (the guest's, waited for if need be).
        await renewSessionIfNeeded(api);
        outcome = await send();
      } else {
        // A guest losing a guest token learns nothing from a toast; a signed-in user should know why.
        toast = before.status === 'signedIn';
        await loseSession(api);
      }
    } else if (outcome.error.code === ErrorCode.SessionInvalid) {
      if (before.status === 'guest') {
        await startGuestSession(api);
        outcome = await send();
      } else {
        await loseSession(api);
      }
    }
  }

  if (!outcome.error) return { data: outcome.data };
  const field = fieldOfError(FIELD_ERROR_CALLS[api.endpoint], outcome.error.code);
  if (field !== null) return { error: { ...outcome.error, field } };
  const { error } = outcome;
  // A duplicate warning (only they carry similar records) is the caller's question; the same code without them is a refusal (-225/-305).
  if (toast && !extraOptions.silent && !carriesSimilarRecords(error.data)) {
    // A lost session's toast says why the user is now at home: the move there does not clear it.
    const sessionLost = outcome.unauthorized || error.code === ErrorCode.SessionInvalid;
    showToast(await describeError(error.code, apiState(api).ui.language), 'error', sessionLost ? { keepOnNavigation: true } : undefined);
  }
  return { error };
};
