import { createRateGate, GateFullError } from './rateGate';

describe('the rate gate', () => {
  it('runs one call at a time, starts spaced by the interval, in order', async () => {
    const gate = createRateGate({ intervalMs: 80, maxWaiting: 10 });
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const starts: number[] = [];
    const task = (name: string) => async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      starts.push(Date.now());
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((n) => gate.run(task(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(maxRunning).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    // Timers may fire a millisecond early.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(78);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(78);
  });

  it('goes on after a failed call', async () => {
    const gate = createRateGate({ intervalMs: 0, maxWaiting: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 42)).resolves.toBe(42);
    expect(gate.pending).toBe(0);
  });

  it('refuses at once when too many calls wait', async () => {
    const gate = createRateGate({ intervalMs: 0, maxWaiting: 1 });
    let release: () => void = () => undefined;
    const blocker = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(GateFullError);
    release();
    await blocker;
    await expect(second).resolves.toBe('second');
  });
});
