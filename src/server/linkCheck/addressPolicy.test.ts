/** Which addresses the broken-link check may reach: public unicast only, unless LINK_CHECK_ALLOW names them. */
import { addressAllowed, addressPolicy, allowEntryProblem, hostAllowed } from './addressPolicy';

const none = addressPolicy([]);

describe('addressAllowed without an allow-list', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback /8'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback as the URL parser writes it'],
    ['::7f00:1', 'IPv4-compatible loopback (outside 2000::/3)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12, its end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fd00::/8'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['localhost', 'a name is not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(addressAllowed(none, address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2a00:1450:4003:80f::200e', '::ffff:8.8.8.8'])('allows the public %s', (address) => {
    expect(addressAllowed(none, address)).toBe(true);
  });
});

describe('LINK_CHECK_ALLOW', () => {
  const policy = addressPolicy(['10.20.0.0/16', '127.0.0.1', 'fd00:1::/32', 'Intranet.Azores.Gov.PT.', '::ffff:192.168.5.0/120']);

  it('allows the ranges and addresses it names, and nothing next to them', () => {
    expect(addressAllowed(policy, '10.20.3.4')).toBe(true);
    expect(addressAllowed(policy, '10.21.0.1')).toBe(false);
    expect(addressAllowed(policy, '127.0.0.1')).toBe(true);
    expect(addressAllowed(policy, '::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed(policy, '127.0.0.2')).toBe(false);
    expect(addressAllowed(policy, '::1')).toBe(false);
    expect(addressAllowed(policy, 'fd00:1:ffff::1')).toBe(true);
    expect(addressAllowed(policy, 'fd00:2::1')).toBe(false);
    // An IPv4-mapped range is the IPv4 range.
    expect(addressAllowed(policy, '192.168.5.77')).toBe(true);
    expect(addressAllowed(policy, '192.168.6.1')).toBe(false);
    expect(addressAllowed(policy, '169.254.169.254')).toBe(false);
  });

  it('allows the host names it names, whatever their case or final dot, and no other', () => {
    expect(hostAllowed(policy, 'intranet.azores.gov.pt')).toBe(true);
    expect(hostAllowed(policy, 'INTRANET.azores.gov.pt.')).toBe(true);
    expect(hostAllowed(policy, 'other.azores.gov.pt')).toBe(false);
    expect(hostAllowed(policy, 'localhost')).toBe(false);
  });

  it('tells what an entry it cannot read is', () => {
    expect(allowEntryProblem('10.0.0.0/8')).toBeNull();
    expect(allowEntryProblem('fd00::/8')).toBeNull();
    expect(allowEntryProblem('192.168.1.10')).toBeNull();
    expect(allowEntryProblem('intranet.example')).toBeNull();
    expect(allowEntryProblem('10.0.0.0/33')).toMatch(/neither a host name nor an IP address or range/);
    expect(allowEntryProblem('http://intranet.example/')).toMatch(/neither a host name/);
    expect(allowEntryProblem('*.example.org')).toMatch(/neither a host name/);
  });
});
