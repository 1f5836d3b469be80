import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance } from 'fastify';
import { lazySerializerFactory, lazyValidatorFactory } from './lazySchemaCompilers';

/** A bare Fastify with the lazy compilers over Fastify's own, counting the schemas really compiled. */
async function appWithLazyCompilers(register: (app: FastifyInstance) => void) {
  const compiled = { validators: 0, serializers: 0 };
  const ajv = AjvCompiler();
  const countingAjv = ((external, options) => {
    const compile = ajv(external, options);
    return (definition) => {
      compiled.validators += 1;
      return compile(definition);
    };
  }) as ValidatorFactory;
  const fjs = SerializerSelector();
  const countingFjs: SerializerFactory = (external, options) => {
    const compile = fjs(external, options);
    return (definition) => {
      compiled.serializers += 1;
      return compile(definition);
    };
  };
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory(countingAjv), buildSerializer: lazySerializerFactory(countingFjs) } },
  });
  register(app);
  await app.ready();
  return { app, compiled };
}

describe('schemas compiled at first use', () => {
  it('validates, coerces and serializes exactly as the eager compilers do', async () => {
    const { app } = await appWithLazyCompilers((app) => {
      app.post(
        '/things/:id',
        {
          schema: {
            params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
            querystring: { type: 'object', properties: { page: { type: 'integer', default: 1 } } },
            body: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'], additionalProperties: false },
            response: { 200: { type: 'object', properties: { id: { type: 'integer' }, page: { type: 'integer' }, name: { type: 'string' } } } },
          },
        },
        async (request) => ({ ...(request.params as object), ...(request.query as object), ...(request.body as object), secret: 'not in the schema' }),
      );
      // A root scalar body: Ajv coerces it only when Fastify passes the parent (it reads `schemaEnv`).
      app.post('/count', { schema: { body: { type: 'integer' } } }, async (request) => ({ type: typeof request.body, value: request.body }));
    });
    try {
      const ok = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Sé' } });
      expect(ok.json()).toEqual({ id: 7, page: 1, name: 'Sé' });

      const bad = await app.inject({ method: 'POST', url: '/things/7', payload: { name: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('body/name must NOT have fewer than 1 characters');
      const badParam = await app.inject({ method: 'POST', url: '/things/x', payload: { name: 'a' } });
      expect(badParam.json<{ message: string }>().message).toBe('params/id must be integer');

      const coerced = await app.inject({ method: 'POST', url: '/count', headers: { 'content-type': 'application/json' }, payload: '"5"' });
      expect(coerced.json()).toEqual({ type: 'number', value: 5 });
    } finally {
      await app.close();
    }
  });

  it('compiles nothing at start, then each schema once, at its route’s first request', async () => {
    const { app, compiled } = await appWithLazyCompilers((app) => {
      for (const name of ['a', 'b', 'c']) {
        const schema = { body: { type: 'object', properties: { n: { type: 'integer' } } }, response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } };
        app.post(`/${name}`, { schema }, async () => ({ ok: true }));
      }
    });
    try {
      expect(compiled).toEqual({ validators: 0, serializers: 0 });
      expect((await app.inject({ method: 'POST', url: '/a', payload: { n: 1 } })).json()).toEqual({ ok: true });
      expect((await app.inject({ method: 'POST', url: '/a', payload: { n: 'x' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/a', payload: { n: 2 } })).json()).toEqual({ ok: true });
      expect(compiled).toEqual({ validators: 1, serializers: 1 });
    } finally {
      await app.close();
    }
  });

  it('answers 500 for a schema that cannot compile, and goes on serving the other routes', async () => {
    const missingRef = { type: 'object', properties: { n: { $ref: '#/definitions/nowhere' } } };
    const { app } = await appWithLazyCompilers((app) => {
      app.post('/broken-body', { schema: { body: missingRef } }, async () => ({ ok: true }));
      app.get('/broken-reply', { schema: { response: { 200: missingRef } } }, async () => ({ n: 1 }));
      app.get('/fine', async () => ({ ok: true }));
    });
    try {
      const body = await app.inject({ method: 'POST', url: '/broken-body', payload: { n: 1 } });
      expect(body.statusCode).toBe(500);
      const reply = await app.inject({ method: 'GET', url: '/broken-reply' });
      expect(reply.statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/fine' })).json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});
