import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testDatabaseForSuite } from '../test/testDatabase';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { cacheControlFor, IMMUTABLE_CACHE, NOT_BUILT_PAGE, REVALIDATE_CACHE } from './spa';

const database = testDatabaseForSuite();

it('answers a page saying the SPA is not built when WEB_DIST has no build', async () => {
  const app = await buildApp({ config: database.config, db: database.db });
  try {
    const response = await app.inject({ method: 'GET', url: '/entidades' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(NOT_BUILT_PAGE);
  } finally {
    await app.close();
  }
});

describe('cacheControlFor', () => {
  it.each([
    ['js/main.1a2b3c4d.js', IMMUTABLE_CACHE],
    ['js/page-home.0f9e8d7c.js.br', IMMUTABLE_CACHE],
    ['assets/logo.deadbeef.svg.gz', IMMUTABLE_CACHE],
    // A lazy chunk: its id and six hex digits.
    ['js/1040.aad1e9.js.gz', IMMUTABLE_CACHE],
    ['index.html', REVALIDATE_CACHE],
    ['index.html.br', REVALIDATE_CACHE],
    ['favicon.svg', REVALIDATE_CACHE],
    ['js/main.js', REVALIDATE_CACHE],
    // Not webpack's 8 (or 6) hex digits: a name that happens to contain a dot-word stays revalidated.
    ['flag-pt.release.svg', REVALIDATE_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(path.join('/srv/dist/web', file))).toBe(expected);
  });
});

describe('a built SPA', () => {
  const script = Buffer.from(`console.log(${JSON.stringify('olá '.repeat(500))});\n`);
  const html = '<!doctype html><html lang="pt"><head><script defer src="/js/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A build as webpack writes it: hashed scripts with their .br and .gz, an unhashed image, the shell.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-test-'));
    fs.mkdirSync(path.join(webDist, 'js'));
    fs.writeFileSync(path.join(webDist, 'js/main.1a2b3c4d.js'), script);
    fs.writeFileSync(path.join(webDist, 'js/main.1a2b3c4d.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(webDist, 'js/main.1a2b3c4d.js.gz'), gzipSync(script));
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(webDist, 'index.html'), html);
    app = await buildApp({ config: { ...database.config, webDist }, db: database.db });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('sends the %s file to a browser that accepts %s, cached for a year', async (encoding, acceptEncoding, decompress) => {
    const response = await get('/js/main.1a2b3c4d.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decompress(response.rawPayload).equals(script)).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
  ])('sends the file as it is with %s', async (_label, acceptEncoding) => {
    const response = await get('/js/main.1a2b3c4d.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('has the browser revalidate files without a content hash', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it.each(['/', '/index.html', '/entidades', '/entidade/7/2/detalhe', '/authcallback?code=abc'])('answers %s with the SPA shell, revalidated on every visit', async (url) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(response.body).toBe(html);
  });

  it('answers a missing asset with a plain 404, never the shell', async () => {
    const response = await get('/js/missing.00000000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });
});
