/**
 * The request as the log shows it: Fastify's own fields, with the `access_token` query parameter
 * masked. A browser's WebSocket to the hub can only send the session token in the address
 * (hub/hubAuth.ts), and a token must never reach a log file.
 */
import type { FastifyRequest } from 'fastify';

const ACCESS_TOKEN = /([?&]access_token=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(ACCESS_TOKEN, '$1[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
