/**
 * How the benchmark times things. Reads: autocannon against the running server for a fixed time.
 * Writes: a loop of requests each with its own body and target (one in flight at 1 connection, a
 * pool of N in flight at N), stopped by time or by a count. In-process (SQL): the same engine call
 * in a loop, no HTTP. Every figure is per request, in milliseconds.
 */
import autocannon from 'autocannon';

export interface Timing {
  p50: number;
  p95: number;
  /** Requests measured. */
  count: number;
  /** HTTP errors, non-2xx answers, and (for writes) envelopes whose code is not 0. */
  errors: number;
  /** Requests measured per second of the run. */
  rps: number;
}

/** How long a run may last: at least `minCount` samples, then until `seconds` or `maxCount`. */
export interface Limits {
  seconds: number;
  minCount: number;
  maxCount: number;
}

export interface HttpRequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under the server's address, e.g. /api/records/entity/search. */
  path: string;
  body?: unknown;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summary(times: number[], errors: number, elapsedMs: number): Timing {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length, errors, rps: (times.length * 1000) / elapsedMs };
}

const headers = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/**
 * A read sent again and again by autocannon (the same request: reads have no side effect), for
 * `seconds` or, for a read too slow to give a few samples in that time, for `amount` requests.
 */
export async function autocannonLoad(
  address: string,
  token: string,
  spec: HttpRequestSpec,
  connections: number,
  run: { seconds: number } | { amount: number },
): Promise<Timing> {
  const times: number[] = [];
  const started = performance.now();
  const result = await autocannon({
    url: `${address}${spec.path}`,
    method: spec.method,
    connections,
    ...('amount' in run ? { amount: run.amount } : { duration: run.seconds }),
    headers: headers(token),
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
    setupClient: (client) => client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms)),
  });
  return summary(times, result.errors + result.non2xx, performance.now() - started);
}

/** One request; answers the envelope's code (0: done) or -1 when the answer is not an envelope. */
export async function callOnce(address: string, token: string, spec: HttpRequestSpec): Promise<number> {
  const response = await fetch(`${address}${spec.path}`, {
    method: spec.method,
    headers: headers(token),
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return response.ok && typeof envelope?.code === 'number' ? envelope.code : -1;
}

/**
 * Runs `work` from `workers` loops in parallel until the limits say stop or `work` has nothing left
 * (answers false). Each call is timed on its own.
 */
async function pool(workers: number, limits: Limits, work: () => Promise<boolean | 'error'>): Promise<Timing> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const more = () => times.length + errors < limits.maxCount && (times.length + errors < limits.minCount || performance.now() - started < limits.seconds * 1000);
  const worker = async () => {
    while (more()) {
      const start = performance.now();
      const outcome = await work();
      if (outcome === false) return;
      if (outcome === 'error') errors += 1;
      else times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return summary(times, errors, performance.now() - started);
}

/** Writes over HTTP: `next` gives each request its own body and target (null: none left). */
export function httpLoop(address: string, token: string, next: () => HttpRequestSpec | null, connections: number, limits: Limits): Promise<Timing> {
  return pool(connections, limits, async () => {
    const spec = next();
    if (!spec) return false;
    const code = await callOnce(address, token, spec);
    if (code !== 0 && process.env.BENCH_VERBOSE) console.error(`${spec.method} ${spec.path}: code ${code}`);
    return code === 0 ? true : 'error';
  });
}

/** The same work in-process, one at a time. `work` answers false when it has nothing left. */
export function inProcessLoop(limits: Limits, work: () => Promise<boolean>): Promise<Timing> {
  return pool(1, limits, async () => {
    try {
      return await work();
    } catch (error) {
      if (process.env.BENCH_VERBOSE) console.error(error);
      return 'error';
    }
  });
}

/**
 * A search and its page query alone, run in turns (list, page, list, page, …) so that a busy
 * machine slows both alike and their ratio stays honest; each within `limits` counted as pairs.
 */
export async function inProcessPair(limits: Limits, list: () => Promise<unknown>, page: () => Promise<unknown>): Promise<{ list: Timing; page: Timing }> {
  const times: [number[], number[]] = [[], []];
  const errors: [number, number] = [0, 0];
  const started = performance.now();
  const more = () => times[0].length + errors[0] < limits.maxCount && (times[0].length + errors[0] < limits.minCount || performance.now() - started < limits.seconds * 1000);
  while (more()) {
    for (const [i, work] of [list, page].entries()) {
      const start = performance.now();
      try {
        await work();
        times[i as 0 | 1].push(performance.now() - start);
      } catch (error) {
        if (process.env.BENCH_VERBOSE) console.error(error);
        errors[i as 0 | 1] += 1;
      }
    }
  }
  const elapsed = performance.now() - started;
  return { list: summary(times[0], errors[0], elapsed), page: summary(times[1], errors[1], elapsed) };
}
