/**
 * At most `limit` calls running at once, the rest waiting in order: the tile servers' policy asks for
 * few parallel downloads (OpenStreetMap's: no more than two). Our own few lines, like rateGate.ts.
 */
export function createConcurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
