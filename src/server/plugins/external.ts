/**
 * Third-party plugins, registered before the app's own: security headers, CORS, rate limiting
 * (per route, counted in the database so that every process counts the same hits:
 * rateLimit/databaseStore.ts) and the OpenAPI document with its UI at /api/docs.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorCode } from '@/shared/errors';
import { API_BASE, LIMITS, PRODUCT } from '@/shared/limits';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { databaseStore } from '../rateLimit/databaseStore';

export const DOCS_PATH = `${API_BASE}/docs`;

/** The bot-check widget (Google reCAPTCHA, the default verifier) loads scripts and a frame from Google. */
const BOT_CHECK_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

function contentSecurityPolicy(config: Config) {
  const botCheck = config.botCheck ? BOT_CHECK_SOURCES : [];
  return {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...botCheck],
      // MUI/emotion inject <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      // The map's tiles come through our server (src/server/geo); its transparent error tile and
      // Leaflet's marker icons may be inlined as data: URLs.
      'img-src': ["'self'", 'data:'],
      // Address search and reverse geocoding also go through our server.
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'frame-src': botCheck.length ? botCheck : ["'none'"],
      // TLS ends at the reverse proxy; upgrading would break plain-HTTP installs on an intranet.
      'upgrade-insecure-requests': null,
    },
  };
}

export interface ExternalOptions {
  config: Config;
  /** Where the rate limits count. */
  db: Kysely<Database>;
  clock: () => Date;
}

export default fp<ExternalOptions>(
  async (app, { config, db, clock }) => {
    await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
    await app.register(cors, {
      // No origins configured: no CORS headers at all, the SPA is served from the same origin.
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: false,
      maxAge: LIMITS.accessControlMaxAge,
    });
    await app.register(rateLimit, {
      global: false,
      store: databaseStore({ db, clock, log: app.log }),
      // Fail open: a database error lets the request through uncounted (the store logs it; why: databaseStore.ts).
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new AppError(ErrorCode.TooManyAttempts, { statusCode: context.statusCode }),
    });
    await app.register(swagger, {
      openapi: {
        info: { title: `${PRODUCT.abbreviation} API`, description: PRODUCT.name, version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'external' },
);
