/**
 * A failure the API answers with a catalogued code. Business failures ride in the envelope with
 * HTTP 200 (the SPA reads `code`); only protocol failures carry another status: 400 schema-invalid
 * input, 401 missing or invalid bearer, 404 unknown API route, 429 rate limit.
 */
import type { ErrorCodeNumber } from '@/shared/errors';
import type { Detail } from './detailTexts';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCodeNumber,
    readonly options: {
      /** HTTP status; 200 unless the failure is at the protocol level. */
      statusCode?: number;
      /** Appended to the catalogue text, e.g. the invalid field; never internals. */
      detail?: Detail;
      /** Sent as the envelope's data: facts the client acts on (a duplicate warning's records). */
      data?: unknown;
    } = {},
  ) {
    super(`API error ${code}`);
  }

  get statusCode(): number {
    return this.options.statusCode ?? 200;
  }
}
