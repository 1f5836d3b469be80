/**
 * The answers Fastify and Node give before a request reaches a route, in the envelope like every
 * other: a path parameter longer than maxParamLength (414) or a malformed URL (400) through
 * Fastify's `frameworkErrors`, and what Node's HTTP parser refuses (431 headers or URL too large,
 * 400 malformed request) through `clientErrorHandler`, which writes to the bare socket.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { DETAIL_TEXTS, type Detail } from './detailTexts';
import { failure } from './envelope';
import { requestLanguage } from './language';

/** Every API answer: never kept by a browser or a proxy (it may hold personal data). */
export const API_CACHE_CONTROL = 'no-store';

const FRAMEWORK_DETAILS: Readonly<Record<string, Detail>> = {
  FST_ERR_MAX_PARAM_LENGTH: DETAIL_TEXTS.pathTooLong,
  FST_ERR_BAD_URL: DETAIL_TEXTS.badUrl,
};

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const detail = FRAMEWORK_DETAILS[error.code] ?? DETAIL_TEXTS.badRequest;
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ errorCode: error.code }, 'rejected request');
  void reply
    .status(status)
    .header('cache-control', API_CACHE_CONTROL)
    .send(failure(ErrorCode.InvalidRequest, language, typeof detail === 'string' ? detail : detail[language]));
}

const CLIENT_ERROR_STATUS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** Fastify's `clientErrorHandler` option: Node's parser refused the request, no request object exists. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  const detail = status === 431 ? DETAIL_TEXTS.headersTooLarge : DETAIL_TEXTS.badRequest;
  // No Accept-Language can be read from a request the parser refused: Portuguese, the default.
  const body = JSON.stringify(failure(ErrorCode.InvalidRequest, 'pt', detail.pt));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: ${API_CACHE_CONTROL}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
