import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorCode, ERROR_CATALOGUE } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import errorHandler, { describeValidation } from './errorHandler';

let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ bodyLimit: 64, logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
  await app.register(errorHandler);
  app.get('/boom', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.get('/database-gone', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/business', async () => {
    throw new AppError(ErrorCode.EntityNotFound);
  });
  app.get('/detailed', async () => {
    throw new AppError(ErrorCode.InvalidRequestAttempt, { detail: DETAIL_TEXTS.regionalSignInNotConfigured });
  });
  app.post('/echo', { schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => request.body);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

it('answers an unexpected error with -1, HTTP 500 and no internals, and logs it with the request id', async () => {
  const response = await app.inject({ method: 'GET', url: '/boom' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ code: ErrorCode.Unexpected, description: ERROR_CATALOGUE[-1].pt, data: null });
  expect(response.body).not.toContain('hunter2');
  expect(response.body).not.toContain('at ');
  expect(logged).toContainEqual(expect.objectContaining({ reqId: expect.any(String), msg: 'unexpected error' }));
});

it('answers a lost database connection with -801 and HTTP 503 (a balancer may retry elsewhere; the user checks before repeating)', async () => {
  const response = await app.inject({ method: 'GET', url: '/database-gone' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ code: ErrorCode.DatabaseUnavailable, description: ERROR_CATALOGUE[-801].pt, data: null });
  expect(response.body).not.toContain('5432');
});

it('answers business failures with HTTP 200 and the catalogue text', async () => {
  const response = await app.inject({ method: 'GET', url: '/business' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ code: ErrorCode.EntityNotFound, description: ERROR_CATALOGUE[-100].pt, data: null });
});

it('appends a detail in the language asked for', async () => {
  const response = await app.inject({ method: 'GET', url: '/detailed', headers: { 'accept-language': 'en' } });
  expect(response.json().description).toBe(`${ERROR_CATALOGUE[-3].en} (${DETAIL_TEXTS.regionalSignInNotConfigured.en})`);
});

it('answers a body over the limit with -2 and HTTP 413', async () => {
  const response = await app.inject({ method: 'POST', url: '/echo', payload: { n: 1, pad: 'x'.repeat(100) } });
  expect(response.statusCode).toBe(413);
  expect(response.json().code).toBe(ErrorCode.InvalidRequest);
});

describe('describeValidation', () => {
  it('names the missing property or the path of the wrong one', () => {
    expect(
      describeValidation('body', { keyword: 'required', instancePath: '', schemaPath: '', params: { missingProperty: 'n' }, message: "must have required property 'n'" }),
    ).toBe("body/n: must have required property 'n'");
    expect(describeValidation('querystring', { keyword: 'type', instancePath: '/page', schemaPath: '', params: {}, message: 'must be integer' })).toBe(
      'querystring/page: must be integer',
    );
    expect(describeValidation(undefined, undefined)).toBe('request');
  });
});
