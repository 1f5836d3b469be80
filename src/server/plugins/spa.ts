/**
 * Serves the built SPA from WEB_DIST and answers what no route matched:
 *   /api/…                         → 404 with -3 in the envelope
 *   other GET/HEAD without a file extension → index.html, so deep links (/entidades,
 *                                    /authcallback?code=…) load the app and its router takes over
 *   anything else                  → plain 404 (a missing asset must not come back as HTML)
 * Without a build, the fallback is a short page saying the SPA is not built.
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
        // The SPA shell must be revalidated on every visit so a new release is picked up.
        setHeaders: (response, filePath) => {
          if (path.basename(filePath) === INDEX_HTML) response.setHeader('cache-control', 'no-cache');
        },
      });
    }

    const sendIndex = async (reply: FastifyReply) => {
      if (hasDist && fs.existsSync(path.join(webDist, INDEX_HTML))) {
        return reply.header('cache-control', 'no-cache').sendFile(INDEX_HTML, { cacheControl: false });
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
