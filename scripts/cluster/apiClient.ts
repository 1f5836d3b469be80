/**
 * A small client of the API as the SPA speaks it (envelopes, encrypted password, bearer token) that
 * times every call and says how it ended: ok, an HTTP status, a catalogued code, or no answer.
 */
import { ACCOUNT_PATHS, type Envelope, type TokenData } from '@/shared/api';
import { API_BASE } from '@/shared/limits';
import { encryptPassword } from '@/server/test/encryptPassword';

/** How one call ended: 'ok', 'HTTP 502', 'HTTP 500 code -1', 'code -730', 'network ECONNRESET', 'not JSON'. */
export type Result = string;

export interface Sample {
  /** When it was sent (ms since the epoch). */
  at: number;
  ms: number;
  label: string;
  result: Result;
}

export type Answer<T> = { ok: true; status: number; body: Envelope<T> } | { ok: false; result: Result };

export class ApiClient {
  token: string | null = null;
  private publicKey: string | null = null;

  constructor(
    readonly origin: string,
    private readonly record: (sample: Sample) => void = () => undefined,
  ) {}

  async call<T = unknown>(label: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const at = Date.now();
    const started = performance.now();
    let answer: Answer<T>;
    try {
      const raw = typeof body === 'string';
      const response = await fetch(`${this.origin}${API_BASE}${path}`, {
        method,
        headers: {
          ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
          ...(this.token && { authorization: `Bearer ${this.token}` }),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(text) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (envelope && typeof envelope.code === 'number') {
        answer = response.status === 200 ? { ok: true, status: 200, body: envelope } : { ok: false, result: `HTTP ${response.status} code ${envelope.code}` };
      } else {
        answer = { ok: false, result: `HTTP ${response.status}${response.status === 200 ? ' not JSON' : ''}` };
      }
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const reason = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.cause?.message ?? e.message);
      answer = { ok: false, result: `network ${reason}` };
    }
    const result = answer.ok ? (answer.body.code === 0 ? 'ok' : `code ${answer.body.code}`) : answer.result;
    this.record({ at, ms: performance.now() - started, label, result });
    return answer;
  }

  /** The answer's data when it is a success (HTTP 200, code 0), else null. */
  static data<T>(answer: Answer<T>): T | null {
    return answer.ok && answer.body.code === 0 ? answer.body.data : null;
  }

  async login(username: string, password: string): Promise<boolean> {
    if (!this.publicKey) {
      const settings = ApiClient.data(await this.call<{ publicKey: string }>('loginSettings', 'GET', ACCOUNT_PATHS.loginSettings));
      if (!settings) return false;
      this.publicKey = settings.publicKey;
    }
    const token = ApiClient.data(await this.call<TokenData>('login', 'POST', ACCOUNT_PATHS.login, { username, password: encryptPassword(password, this.publicKey) }));
    if (token) this.token = token.token;
    return token !== null;
  }

  /** A client of another origin (a process's own port) with the same session. */
  at(origin: string, record?: (sample: Sample) => void): ApiClient {
    const other = new ApiClient(origin, record ?? this.record);
    other.token = this.token;
    other.publicKey = this.publicKey;
    return other;
  }
}

/** The data of a call that must succeed; throws with what it answered otherwise. */
export async function must<T>(what: string, answer: Promise<Answer<T>>): Promise<T> {
  const a = await answer;
  if (a.ok && a.body.code === 0) return a.body.data;
  throw new Error(`${what} failed: ${a.ok ? `code ${a.body.code} ${a.body.description}` : a.result}`);
}
