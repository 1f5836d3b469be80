/**
 * The one error handler: every failure leaves as the envelope `{ code, description, data }` (data null
 * unless an AppError carries facts for the client, such as a duplicate warning's records).
 *   AppError              → its code and status (business failures: HTTP 200)
 *   schema validation     → 400, -2, the description names the field
 *   other 4xx of Fastify  → same status, -2 (malformed JSON, empty body, 413, 415), 429 → -5
 *   a lost database connection (PostgreSQL restarted, failed over, unreachable) → 503, -801: the outcome
 *                           of a write in flight is unknown, so the text asks to check before repeating
 *   anything else         → logged with the request id, 500, -1; never a stack trace or a message
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorCodeNumber } from '@/shared/errors';
import { isConnectionLost } from '../db/retryingDialect';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS, detailText, type Detail } from '../http/detailTexts';
import { failure } from '../http/envelope';
import { requestLanguage } from '../http/language';

type ValidationItem = NonNullable<FastifyError['validation']>[number];

/** "body/username: must be string" — where the input is wrong, in ajv's words. */
export function describeValidation(context: string | undefined, item: ValidationItem | undefined): string {
  if (!item) return context ?? 'request';
  const params = item.params as Record<string, unknown>;
  const missing = item.keyword === 'required' && typeof params.missingProperty === 'string' ? `/${params.missingProperty}` : '';
  const field = `${context ?? 'request'}${item.instancePath}${missing}`;
  return `${field}: ${item.message ?? item.keyword}`;
}

const FASTIFY_DETAILS: Readonly<Record<string, Detail>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: DETAIL_TEXTS.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: DETAIL_TEXTS.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: DETAIL_TEXTS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: DETAIL_TEXTS.unsupportedMediaType,
};

/** The HTTP status and catalogued code an error leaves with: one rule for the answer and for the metrics' error labels. */
export function statusAndCode(thrown: FastifyError | AppError): { status: number; code: ErrorCodeNumber } {
  if (thrown instanceof AppError) return { status: thrown.statusCode, code: thrown.code };
  if (thrown.validation) return { status: 400, code: ErrorCode.InvalidRequest };
  const status = thrown.statusCode ?? 500;
  if (status === 429) return { status, code: ErrorCode.TooManyAttempts };
  if (status >= 400 && status < 500) return { status, code: ErrorCode.InvalidRequest };
  if (isConnectionLost(thrown)) return { status: 503, code: ErrorCode.DatabaseUnavailable };
  return { status: 500, code: ErrorCode.Unexpected };
}

function classify(thrown: FastifyError | AppError, request: FastifyRequest): { status: number; code: ErrorCodeNumber; detail?: string; data?: unknown } {
  const language = requestLanguage(request);
  const { status, code } = statusAndCode(thrown);
  if (thrown instanceof AppError) return { status, code, detail: detailText(thrown.options.detail, language), data: thrown.options.data };
  if (thrown.validation) return { status, code, detail: describeValidation(thrown.validationContext, thrown.validation[0]) };
  if (code === ErrorCode.InvalidRequest) {
    // Body parsing errors (malformed JSON is a SyntaxError with status 400) and the like.
    const detail = FASTIFY_DETAILS[thrown.code] ?? (thrown instanceof SyntaxError ? DETAIL_TEXTS.malformedJson : undefined);
    return { status, code, detail: detailText(detail, language) };
  }
  return { status, code };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const { status, code, detail, data } = classify(error, request);
      // A process refusing work while not ready (-800: shutting down, or its database unreachable) is in
      // a state the balancer handles, not a fault: a warning, not an "unexpected error" with a stack.
      if (code === ErrorCode.ServiceUnavailable) request.log.warn({ errorCode: code, reason: detail }, 'service unavailable');
      else if (status >= 500) request.log.error({ err: error }, 'unexpected error');
      // A client's mistake: worth a line, not a stack trace.
      else if (!(error instanceof AppError)) request.log.info({ errorCode: error.code, reason: error.message }, 'rejected request');
      return reply.status(status).send(failure(code, requestLanguage(request), detail, data ?? null));
    });
  },
  { name: 'error-handler' },
);
