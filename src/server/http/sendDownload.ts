/**
 * A file as a route's answer, saved by the browser under `fileName`: the reports', the audit's and a
 * bulk selection's exports, the import templates and error sheets. The names are ours (ASCII slugs and
 * dates), never a user's, so they need no RFC 5987 encoding.
 */
import type { FastifyReply } from 'fastify';

export function sendDownload(reply: FastifyReply, contentType: string, fileName: string, file: Buffer): FastifyReply {
  // `as never`: these routes declare no 200 schema (the bytes are sent as they are), so the typed reply expects no body.
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file as never);
}
