/**
 * The login's bot check (reCAPTCHA-compatible "siteverify"): POST secret and response, form-encoded,
 * read `success`. Only used when BOT_CHECK_SECRET is configured. The fetch is injectable so tests
 * can fake the verifier; network failures count as a failed check (the login answers -32).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BotCheckConfig } from '../config';

export type FetchFn = (
  input: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export type BotCheckVerifier = (token: string | undefined, remoteIp: string) => Promise<boolean>;

const TIMEOUT_MS = 5_000;

export function createBotCheckVerifier(config: BotCheckConfig, fetchFn: FetchFn, log: FastifyBaseLogger): BotCheckVerifier {
  return async (token, remoteIp) => {
    if (!token) return false;
    try {
      const response = await fetchFn(config.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        log.warn({ status: response.status }, 'bot check verifier answered an HTTP error');
        return false;
      }
      const body = (await response.json()) as { success?: unknown } | null;
      return body?.success === true;
    } catch (error) {
      log.warn({ err: error }, 'bot check verifier unreachable');
      return false;
    }
  };
}
