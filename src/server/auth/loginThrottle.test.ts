import { addressKey, BASE_LOCK_MS, FREE_FAILURES, lockDuration, MAX_LOCK_MS } from './loginThrottle';

describe('lockDuration', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    expect(lockDuration(FREE_FAILURES - 1)).toBe(0);
    expect(lockDuration(FREE_FAILURES)).toBe(BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 1)).toBe(2 * BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 2)).toBe(4 * BASE_LOCK_MS);
    expect(lockDuration(FREE_FAILURES + 50)).toBe(MAX_LOCK_MS);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 (also IPv4-mapped) and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
