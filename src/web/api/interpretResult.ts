import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERR_NETWORK, ErrorCode } from '@/shared/errorCodes';
import { isEnvelope, type ApiError } from './apiError';
import type { DescribeError } from './errorTexts';

/** The envelope unwrapped: the data of code 0, or an ApiError; `unauthorized` marks an HTTP 401. */
export type Outcome = { data: unknown; error?: undefined } | { error: ApiError; unauthorized: boolean; data?: undefined };

/** SPEC §8: "Any other failure yields code -1 with the server title, or 'InternalServerError' when none". */
export const INTERNAL_SERVER_ERROR = 'InternalServerError';

function serverTitle(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { title, description } = body as Record<string, unknown>;
  if (typeof title === 'string' && title) return title;
  if (typeof description === 'string' && description) return description;
  return null;
}

function unexpected(body: unknown): Outcome {
  return { error: { code: ErrorCode.Unexpected, description: serverTitle(body) ?? INTERNAL_SERVER_ERROR }, unauthorized: false };
}

/**
 * Maps what fetchBaseQuery answered onto the API's contract (SPEC §7, §8). Pure: easy to test.
 * `describe` gives a catalogued code's text where the server sent none (errorTexts.ts).
 */
export function interpretResult(result: { data?: unknown; error?: FetchBaseQueryError }, describe: DescribeError): Outcome {
  const { error } = result;
  if (!error) {
    const body = result.data;
    if (!isEnvelope(body)) return unexpected(body);
    if (body.code === ErrorCode.Ok) return { data: body.data };
    const failure = { code: body.code, description: body.description || describe(body.code) };
    return { error: body.data === null || body.data === undefined ? failure : { ...failure, data: body.data }, unauthorized: false };
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { error: { code: ERR_NETWORK, description: describe(ERR_NETWORK) }, unauthorized: false };
  }
  if (error.status === 401) {
    const description = serverTitle(error.data) ?? describe(ErrorCode.Unauthorized);
    return { error: { code: ErrorCode.Unauthorized, description }, unauthorized: true };
  }
  // An HTTP failure that still carries the envelope keeps its catalogued code (e.g. 400 with -2).
  if (typeof error.status === 'number' && isEnvelope(error.data) && error.data.code !== ErrorCode.Ok) {
    return { error: { code: error.data.code, description: error.data.description || describe(error.data.code) }, unauthorized: false };
  }
  return unexpected(error.data);
}
