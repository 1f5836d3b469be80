import { retryingLoader } from './retryingLoader';

describe('retryingLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries in the background with a doubling delay until the value loads, then keeps it', async () => {
    const failures: number[] = [];
    let calls = 0;
    const loader = retryingLoader(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('unreachable');
        return 'metadata';
      },
      { initialDelayMs: 100, maxDelayMs: 250, onFailure: (_error, next) => failures.push(next) },
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.current()).toBeNull();
    await jest.advanceTimersByTimeAsync(100 + 200 + 250);
    expect(failures).toEqual([100, 200, 250]);
    expect(loader.current()).toBe('metadata');
    await expect(loader.get()).resolves.toBe('metadata');
    expect(calls).toBe(4);
    loader.stop();
  });

  it('lets a caller try on demand, sharing one attempt between concurrent callers', async () => {
    let calls = 0;
    let reachable = false;
    const loader = retryingLoader(
      async () => {
        calls += 1;
        if (!reachable) throw new Error('unreachable');
        return 42;
      },
      { initialDelayMs: 60_000, maxDelayMs: 60_000, onFailure: () => undefined },
    );
    await jest.advanceTimersByTimeAsync(0);
    await expect(loader.get()).rejects.toThrow('unreachable');
    reachable = true;
    const [a, b] = await Promise.all([loader.get(), loader.get()]);
    expect([a, b, calls]).toEqual([42, 42, 3]);
    loader.stop();
  });
});
