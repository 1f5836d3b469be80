/**
 * Conditional answers of the open data: a strong ETag (SHA-256 of the exact bytes sent, so it changes
 * exactly when the content does, whatever changed it), Cache-Control, and 304 Not Modified without a
 * body when the client's If-None-Match names it (or `*`). Weak validators (W/"…") compare by their
 * opaque tag, as RFC 9110 prescribes for If-None-Match.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPEN_DATA_LIMITS } from '@/shared/openData';

/** Carries the Cache-Control to the open data's onSend hook, past the app-wide `no-store` of /api. */
export const CACHE_HEADER = 'x-open-data-cache-control';

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, contentType: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('ETag', etag).header(CACHE_HEADER, `public, max-age=${OPEN_DATA_LIMITS.cacheMaxAgeSeconds}`);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}
