/**
 * One call at a time, each starting at least `intervalMs` after the previous one started: Nominatim's
 * usage policy (at most one request a second, no parallel requests). A bounded queue: when more than
 * `maxWaiting` calls wait, a new one is refused at once (GateFullError) so that a burst falls back to the
 * gazetteer instead of making users wait minutes. A few lines of our own rather than a dependency: the
 * maintained queue libraries (p-limit, p-queue) are ES modules only, and this is all we need.
 */
export class GateFullError extends Error {
  override name = 'GateFullError';
}

export interface RateGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Calls waiting or running. */
  readonly pending: number;
}

export interface RateGateOptions {
  intervalMs: number;
  maxWaiting: number;
  /**
   * The pace shared with the other server processes (sharedPace.ts): when this call may start (ms on
   * `now`'s clock), or null when no slot is free soon enough (the call is refused, GateFullError).
   */
  reserve?: () => Promise<number | null>;
  /** Injected by tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRateGate({ intervalMs, maxWaiting, reserve, now = Date.now, sleep = realSleep }: RateGateOptions): RateGate {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (pending > maxWaiting) return Promise.reject(new GateFullError('too many calls waiting'));
      pending += 1;
      const turn = tail.then(async () => {
        const wait = lastStart + intervalMs - now();
        if (wait > 0) await sleep(wait);
        if (reserve) {
          const start = await reserve();
          if (start === null) throw new GateFullError('the shared pace has no slot soon enough');
          if (start > now()) await sleep(start - now());
        }
        lastStart = now();
        return task();
      });
      // The next call waits for this one to end, whether it succeeds or not.
      tail = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn.finally(() => {
        pending -= 1;
      });
    },
  };
}
