/**
 * The attachment download (SPEC §7 `POST /attachment/get`, RECORD_PATHS.attachment): the file travels
 * as base64 inside the JSON envelope, never as a response of its own type. So an SVG (or an HTML
 * file passed off as one) is never rendered by the browser from our origin and its scripts never
 * run: the answer is `application/json`, helmet's `X-Content-Type-Options: nosniff` stops a browser
 * from guessing another type, `Content-Disposition: attachment` keeps a navigation to the URL from
 * showing it inline, and inputGuard's `Cache-Control: no-store` keeps it out of caches. The SPA
 * turns the base64 into a Blob and saves it as a download (never into an <img>/<iframe> of an SVG
 * it has not sanitised). Defence in depth (issue 28 item 9), were the answer ever rendered as a
 * document all the same: `Content-Security-Policy: sandbox; default-src 'none'` (a unique origin, no
 * script, nothing loaded) in place of the app's policy; and an SVG is stored only when provably inert
 * (src/shared/svgInert.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RECORD_PATHS } from '@/shared/records/contract';
import { RECORD_KIND_NAMES } from '@/shared/records/kinds';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { engineContext } from '../records/requestContext';
import { readAttachment } from './attachmentRead';

/** The download's policy, replacing helmet's app-wide one: a sandbox without scripts (a unique origin) that loads nothing. */
export const ATTACHMENT_CSP = "sandbox; default-src 'none'";

/** AttachmentRequest (src/shared/records/contract.ts). */
export const AttachmentBody = Type.Object(
  {
    kind: Type.Union(RECORD_KIND_NAMES.map((k) => Type.Literal(k))),
    id: Type.Integer({ minimum: 1 }),
    version: Type.Integer({ minimum: 1 }),
    attachmentId: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

/** SPEC §3 Attachment, with its bytes. */
export const AttachmentFile = Type.Object(
  {
    name: Type.String(),
    size: Type.Integer(),
    mime: Type.String(),
    format: Type.String(),
    data: Type.String({ description: 'The bytes, base64' }),
  },
  { additionalProperties: false },
);

const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    RECORD_PATHS.attachment,
    {
      schema: {
        tags: ['attachments'],
        security: BEARER_SECURITY,
        summary: 'One stored attachment of a record version, its bytes in base64',
        description: "Answers only when the caller may read that version (as its GET) and the version refers to the attachment; otherwise the kind's not-found code.",
        body: AttachmentBody,
        response: responses(AttachmentFile),
      },
    },
    async (request, reply) => {
      const file = await readAttachment(engineContext(app, request), request.body);
      void reply.header('content-disposition', 'attachment').header('content-security-policy', ATTACHMENT_CSP);
      return ok(file, requestLanguage(request));
    },
  );
};

export default attachmentRoutes;
