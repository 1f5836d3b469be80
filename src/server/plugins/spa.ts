/**
 * Serves the built SPA from WEB_DIST and answers what no route matched:
 *   /api/…                         → 404 with -3 in the envelope
 *   other GET/HEAD without a file extension → index.html, so deep links (/entidades,
 *                                    /authcallback?code=…) load the app and its router takes over
 *   anything else                  → plain 404 (a missing asset must not come back as HTML)
 * Without a build, the fallback is a short page saying the SPA is not built.
 *
 * Files go out precompressed (webpack writes .br and .gz beside each text asset; the static plugin picks
 * the best the browser accepts). Names carrying webpack's content hash never change content, so browsers
 * keep them a year without asking; everything else (index.html, the SPA fallback, the unhashed images of
 * public/) is revalidated on each use, so a new release is picked up at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { API_BASE, PRODUCT } from '@/shared/limits';
import { failure } from '../http/envelope';
import { requestLanguage } from '../http/language';

export const INDEX_HTML = 'index.html';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** webpack's `[name].[contenthash:8]` and, for lazy chunks, `[id].[contenthash:6]` (webpack.config.js), before the extension and any .br/.gz. */
const HASHED_NAME = /\.([0-9a-f]{8}|[0-9a-f]{6})\.[A-Za-z0-9]+$/;

/** The cache policy of a served file, by its name on disk (a precompressed variant counts as its original). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return name !== INDEX_HTML && HASHED_NAME.test(name) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt"><head><meta charset="utf-8"><title>${PRODUCT.abbreviation}</title></head>
<body><h1>${PRODUCT.name}</h1>
<p>A aplicação web (SPA) ainda não foi construída. Execute <code>npm run build</code> e recarregue a página.</p>
<p lang="en">The web application (SPA) is not built yet. Run <code>npm run build</code> and reload this page.</p>
</body></html>
`;

function isApiPath(urlPath: string): boolean {
  return urlPath === API_BASE || urlPath.startsWith(`${API_BASE}/`);
}

function hasFileExtension(urlPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(urlPath.split('/').pop() ?? '');
}

export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasDist = fs.existsSync(webDist);
    if (hasDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // '/' goes to sendIndex like every other SPA route, with its no-cache header.
        index: false,
        preCompressed: true,
        // The send module's own header (max-age=0) is replaced by cacheControlFor's.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('cache-control', cacheControlFor(filePath));
          // The same address answers br, gzip or identity: shared caches must key on the request's encodings.
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const sendIndex = async (reply: FastifyReply) => {
      if (hasDist && fs.existsSync(path.join(webDist, INDEX_HTML))) {
        return reply.header('cache-control', REVALIDATE_CACHE).sendFile(INDEX_HTML, { cacheControl: false });
      }
      return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    };

    // The static plugin would answer '/' itself (index: false stops it), so the root gets sendIndex too.
    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (isApiPath(urlPath)) {
        return reply.status(404).send(failure(ErrorCode.InvalidRequestAttempt, requestLanguage(request), `${request.method} ${urlPath}`));
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && !hasFileExtension(urlPath)) {
        return sendIndex(reply);
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'spa' },
);
