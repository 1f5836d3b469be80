/**
 * A value fetched from elsewhere once and then kept (the provider's discovered metadata): the first
 * attempt starts at once, failures are retried in the background with exponential backoff, and a
 * caller that needs the value before then may try once more on demand. Never throws at start, so the
 * server starts (and password login works) while the provider is unreachable.
 */
export interface RetryingLoaderOptions {
  /** First retry delay; doubled after each failure up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  onFailure: (error: unknown, nextRetryMs: number) => void;
}

export interface RetryingLoader<T> {
  /** The value when loaded, else null (no waiting). */
  current(): T | null;
  /** The value, loading it now if not yet there (concurrent callers share one attempt); rejects when that attempt fails. */
  get(): Promise<T>;
  stop(): void;
}

export function retryingLoader<T>(load: () => Promise<T>, options: RetryingLoaderOptions): RetryingLoader<T> {
  let value: T | null = null;
  let inFlight: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = options.initialDelayMs;
  let stopped = false;

  const attempt = (): Promise<T> => {
    inFlight ??= load()
      .then((loaded) => {
        value = loaded;
        return loaded;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const background = (): void => {
    timer = null;
    attempt().catch((error: unknown) => {
      if (stopped || value !== null) return;
      options.onFailure(error, delay);
      timer = setTimeout(background, delay);
      // A retry must never keep the process (or a test) alive on its own.
      timer.unref();
      delay = Math.min(delay * 2, options.maxDelayMs);
    });
  };
  background();

  return {
    current: () => value,
    get: () => (value !== null ? Promise.resolve(value) : attempt()),
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
