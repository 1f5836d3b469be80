import { BASE_LOCK_MS, FREE_FAILURES, lockDuration, MAX_LOCK_MS } from './loginThrottle';

describe('lockDuration', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    expect(lockDuration(FREE_FAILURES - 1)).toBe(0);
    expect(lockDuration(FREE_FAILURES)).toBe(BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 1)).toBe(2 * BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 2)).toBe(4 * BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 50)).toBe(MAX_LOCK_MS);
  });
});
