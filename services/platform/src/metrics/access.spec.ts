import { isLoopbackAddress, isPrivateAddress, metricsAccess, normalizeAddress } from './access';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('metrics access', () => {
  it('classifies addresses (IPv4-mapped IPv6 included)', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((a) => isLoopbackAddress(normalizeAddress(a)))).toEqual([true, true, true]);
    expect(['10.0.0.7', '172.20.0.3', '192.168.1.9', '100.64.3.1', 'fd12::1'].every(isPrivateAddress)).toBe(true);
    expect(['8.8.8.8', '172.32.0.1', '2001:db8::1', 'not-an-ip', ''].some(isPrivateAddress)).toBe(false);
  });

  it('lets loopback and the cluster network in, not the public', () => {
    const mayRead = metricsAccess();
    expect(mayRead(request('::ffff:127.0.0.1'))).toBe(true);
    expect(mayRead(request('10.244.1.17'))).toBe(true);
    expect(mayRead(request('203.0.113.9'))).toBe(false);
  });

  it('serves loopback only when asked to (the web server)', () => {
    const mayRead = metricsAccess({ allow: 'loopback' });
    expect(mayRead(request('127.0.0.1'))).toBe(true);
    expect(mayRead(request('10.0.0.2'))).toBe(false);
  });

  it('refuses a relayed request unless a trusted proxy relays a cluster client', () => {
    // The edge (an ingress, or a reverse proxy on this machine) relays a visitor from a private address.
    const untrusted = metricsAccess();
    expect(untrusted(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(untrusted(request('10.0.0.5', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(untrusted(request('10.0.0.5', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    expect(untrusted(request('10.0.0.5', { 'x-real-ip': '10.0.0.6' }))).toBe(false);

    const behindProxy = metricsAccess({ trustedProxies: ['127.0.0.1', '10.0.0.0/24'] });
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    // A client cannot hide behind an address it wrote itself: the walk stops at the first untrusted hop.
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' }))).toBe(false);
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 10.0.0.8' }))).toBe(false);
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '192.168.4.2' }))).toBe(true);
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 10.1.0.3, 10.0.0.8' }))).toBe(true);
    // A trusted proxy naming its client only with X-Real-IP: that client cannot be checked.
    expect(behindProxy(request('127.0.0.1', { 'x-real-ip': '10.1.1.1' }))).toBe(false);
    expect(metricsAccess({ trustedProxies: ['loopback'] })(request('::1', { 'x-forwarded-for': '::1' }))).toBe(true);
  });
});
