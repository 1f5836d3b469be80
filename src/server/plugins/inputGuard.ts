/**
 * The guards every /api route gets without asking: bounded input schemas (http/inputBounds.ts),
 * no NUL character, non-finite number or deep nesting in the input (http/inputGuard.ts), and
 * `Cache-Control: no-store` on every answer under /api.
 */
import fp from 'fastify-plugin';
import { API_BASE } from '@/shared/limits';
import { boundRouteSchema } from '../http/inputBounds';
import { guardInput } from '../http/inputGuard';
import { API_CACHE_CONTROL } from '../http/protocolErrors';

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = boundRouteSchema(route.schema);
    });
    // After validation: ajv's type coercion turns the query or path text "1e999" into Infinity and
    // lets it through even a maximum (ajv 8, strictNumbers or not), so the finished values are checked.
    app.addHook('preHandler', guardInput);
    app.addHook('onSend', async (request, reply) => {
      if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(`${API_BASE}?`)) reply.header('cache-control', API_CACHE_CONTROL);
    });
  },
  { name: 'input-guard' },
);
