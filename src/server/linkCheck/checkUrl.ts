/**
 * Checks one address (issue 14 §4): HEAD first (no body to download), GET when HEAD does not answer
 * 2xx — many servers refuse HEAD (405, 501) or answer it wrongly —, redirects followed by hand (so a
 * loop is seen and counted) up to LINK_CHECK_LIMITS.maxRedirects, each request bounded by the
 * timeout. A request that does not answer in time is not tried again with GET: it would only double
 * the wait. Node's own fetch (undici); its connection errors carry a `cause.code` we classify. The
 * fetch is given: the runner's is guardedFetch.ts, which refuses a non-public address before
 * connecting, at every hop ('notAllowed', not retried with GET).
 */
import { LINK_CHECK_LIMITS, type LinkOutcome } from '@/shared/linkCheck';
import { PRODUCT } from '@/shared/limits';
import { ADDRESS_NOT_ALLOWED } from './guardedFetch';

export interface LinkResult {
  outcome: LinkOutcome;
  /** The last HTTP status received (null when none came). */
  httpStatus: number | null;
  /** What went wrong, for the log and the record (an error code or the last address); null when ok. */
  detail: string | null;
}

export interface CheckOptions {
  timeoutMs: number;
  /** guardedFetch(…).fetch: no default, so no caller checks an address without the address guard by mistake. */
  fetch: typeof fetch;
  /** Aborts every request at once (the server closing). */
  signal?: AbortSignal;
}

/** Identifies the checker to the sites it visits, with a contact (as the geo services' agent). */
export const LINK_CHECK_USER_AGENT = `${PRODUCT.abbreviation}-backoffice-linkcheck/1 (${PRODUCT.name}; ${PRODUCT.contactMailbox})`;

const DNS_CODES = ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL'];
const REFUSED_CODES = ['ECONNREFUSED'];
const TLS_PATTERN = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ERR_TLS/i;

/** An absolute http(s) address, or null. */
export function httpAddress(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function errorCode(error: unknown): string {
  let current: unknown = error;
  // The code sits on the cause (fetch failed ← connect ECONNREFUSED), sometimes one level deeper.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (name === 'TimeoutError' || name === 'AbortError') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : 'unknown';
}

/** How a failed request is classified (exported for the unit tests). */
export function classifyError(error: unknown): LinkResult {
  const code = errorCode(error);
  if (code === ADDRESS_NOT_ALLOWED) return { outcome: 'notAllowed', httpStatus: null, detail: code };
  if (code === 'TimeoutError' || code === 'AbortError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT') {
    return { outcome: 'timeout', httpStatus: null, detail: code };
  }
  if (DNS_CODES.includes(code)) return { outcome: 'dns', httpStatus: null, detail: code };
  if (REFUSED_CODES.includes(code)) return { outcome: 'refused', httpStatus: null, detail: code };
  if (TLS_PATTERN.test(code)) return { outcome: 'tls', httpStatus: null, detail: code };
  return { outcome: 'network', httpStatus: null, detail: code };
}

const isRedirect = (status: number) => status >= 300 && status < 400;
/** Outcomes GET would only repeat: a timeout (double the wait), and what no method changes. */
const FINAL_AFTER_HEAD: readonly LinkOutcome[] = ['ok', 'timeout', 'dns', 'redirectLoop', 'tooManyRedirects', 'notAllowed'];

/** One method, following redirects by hand. */
async function follow(start: URL, method: 'HEAD' | 'GET', options: CheckOptions): Promise<LinkResult> {
  const doFetch = options.fetch;
  const visited = new Set<string>();
  let current = start;
  for (let hop = 0; ; hop++) {
    visited.add(current.href);
    let response: Response;
    try {
      response = await doFetch(current, {
        method,
        redirect: 'manual',
        headers: { 'user-agent': LINK_CHECK_USER_AGENT, accept: '*/*' },
        signal: options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]) : AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return classifyError(error);
    }
    // The body is never read: dropping it frees the connection at once.
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    if (!isRedirect(status)) {
      return status >= 200 && status < 300 ? { outcome: 'ok', httpStatus: status, detail: null } : { outcome: 'broken', httpStatus: status, detail: current.href };
    }
    const location = response.headers.get('location');
    const next = location ? httpAddress(new URL(location, current).href) : null;
    if (!next) return { outcome: 'broken', httpStatus: status, detail: location ?? 'no Location' };
    if (visited.has(next.href)) return { outcome: 'redirectLoop', httpStatus: status, detail: next.href };
    if (hop + 1 > LINK_CHECK_LIMITS.maxRedirects) return { outcome: 'tooManyRedirects', httpStatus: status, detail: next.href };
    current = next;
  }
}

export async function checkUrl(raw: string, options: CheckOptions): Promise<LinkResult> {
  const url = httpAddress(raw);
  if (!url) return { outcome: 'invalid', httpStatus: null, detail: null };
  const head = await follow(url, 'HEAD', options);
  if (FINAL_AFTER_HEAD.includes(head.outcome)) return head;
  // 405/501 and any other refusal of HEAD, or a connection dropped on it: GET decides.
  return follow(url, 'GET', options);
}
