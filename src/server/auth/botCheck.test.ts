import type { FastifyBaseLogger } from 'fastify';
import { createBotCheckVerifier, type FetchFn } from './botCheck';

const config = { secret: 'sec', siteKey: 'key', verifyUrl: 'https://verify.example' };
const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
const answering =
  (ok: boolean, body: unknown): FetchFn =>
  async () => ({ ok, status: ok ? 200 : 503, json: async () => body });

describe('bot check verifier', () => {
  it('passes only when the verifier says success: true', async () => {
    await expect(createBotCheckVerifier(config, answering(true, { success: true }), log)('t', '1.2.3.4')).resolves.toBe(true);
    await expect(createBotCheckVerifier(config, answering(true, { success: false }), log)('t', '1.2.3.4')).resolves.toBe(false);
    await expect(createBotCheckVerifier(config, answering(true, { success: 'true' }), log)('t', '1.2.3.4')).resolves.toBe(false);
    await expect(createBotCheckVerifier(config, answering(true, null), log)('t', '1.2.3.4')).resolves.toBe(false);
  });

  it('fails without a token, on an HTTP error and when unreachable', async () => {
    const fetchFn = jest.fn(answering(true, { success: true }));
    await expect(createBotCheckVerifier(config, fetchFn, log)(undefined, '1.2.3.4')).resolves.toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
    await expect(createBotCheckVerifier(config, answering(false, {}), log)('t', '1.2.3.4')).resolves.toBe(false);
    const unreachable: FetchFn = async () => {
      throw new Error('ECONNREFUSED');
    };
    await expect(createBotCheckVerifier(config, unreachable, log)('t', '1.2.3.4')).resolves.toBe(false);
  });

  it('posts secret, response and remote IP form-encoded', async () => {
    const fetchFn = jest.fn(answering(true, { success: true }));
    await createBotCheckVerifier(config, fetchFn, log)('tok en', '1.2.3.4');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://verify.example');
    expect(init?.method).toBe('POST');
    expect(init?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init?.body))).toEqual({ secret: 'sec', response: 'tok en', remoteip: '1.2.3.4' });
  });
});
