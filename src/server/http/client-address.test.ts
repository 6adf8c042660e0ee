import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxiesOf, type TrustedProxies } from './client-address.ts';

const PROXY = '10.0.0.5';
const hops = (n: number): TrustedProxies => ({ hops: n });

describe('the client address behind proxies', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(clientAddressOf('6.6.6.6', '203.0.113.9', hops(0))).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddressOf('198.51.100.7', PROXY, hops(1))).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 198.51.100.7', PROXY, hops(1))).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 127.0.0.1, 198.51.100.7', PROXY, hops(1))).toBe('198.51.100.7');
  });

  it('counts each trusted proxy from the right', () => {
    // client → CDN (appends the client) → nginx (appends the CDN) → server
    expect(clientAddressOf('6.6.6.6, 198.51.100.7, 192.0.2.44', PROXY, hops(2))).toBe('198.51.100.7');
    expect(clientAddressOf('2001:db8::1, 192.0.2.44', PROXY, hops(2))).toBe('2001:db8::1');
  });

  it('never takes text that is not an IP address, nor a header shorter than the proxies promise', () => {
    expect(clientAddressOf('<script>alert(1)</script>', PROXY, hops(1))).toBe(PROXY);
    expect(clientAddressOf('198.51.100.7, not-an-ip', PROXY, hops(1))).toBe(PROXY);
    expect(clientAddressOf('198.51.100.7', PROXY, hops(3))).toBe(PROXY);
    expect(clientAddressOf('', PROXY, hops(1))).toBe(PROXY);
  });

  it('reads TRUST_PROXY as a number of proxies, true as one, addresses, and refuses anything else', () => {
    expect([undefined, '', 'false', 'true', 'TRUE', '0', '2'].map(trustedProxiesOf)).toEqual(
      [0, 0, 0, 1, 1, 0, 2].map(hops),
    );
    expect(trustedProxiesOf('10.0.0.5, 192.168.0.0/16,::1')).toHaveProperty('addresses');
    for (const wrong of ['yes', '10.0.0.5/33', '10.0.0.5/', '10.0.0.0/8/1', '10.0.0.5,nginx', '::1/129']) {
      expect(() => trustedProxiesOf(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('believes the header only from the trusted addresses, reading leftwards while each is a proxy', () => {
    const trust = trustedProxiesOf('127.0.0.1,10.0.0.0/8');
    // Straight from a client that is not a proxy: the socket, whatever the header says.
    expect(clientAddressOf('6.6.6.6', '203.0.113.9', trust)).toBe('203.0.113.9');
    // Through nginx on the same machine: the address nginx appended.
    expect(clientAddressOf('6.6.6.6, 198.51.100.7', '127.0.0.1', trust)).toBe('198.51.100.7');
    expect(clientAddressOf('198.51.100.7', '::ffff:127.0.0.1', trust)).toBe('198.51.100.7');
    // Through two trusted proxies (a balancer in 10/8, then nginx).
    expect(clientAddressOf('6.6.6.6, 198.51.100.7, 10.1.2.3', '127.0.0.1', trust)).toBe('198.51.100.7');
    // A client pretending to be a proxy is still the rightmost untrusted entry.
    expect(clientAddressOf('10.9.9.9, 198.51.100.7', '127.0.0.1', trust)).toBe('198.51.100.7');
    // Text that is no address: the nearest trusted proxy, never the text.
    expect(clientAddressOf('<script>', '127.0.0.1', trust)).toBe('127.0.0.1');
    expect(clientAddressOf('198.51.100.7, junk, 10.1.2.3', '127.0.0.1', trust)).toBe('10.1.2.3');
    // A dual-stack socket's IPv4 peer is one address with or without the header.
    expect(clientAddressOf(undefined, '::ffff:203.0.113.9', trust)).toBe('203.0.113.9');
    expect(clientAddressOf('6.6.6.6', '::ffff:203.0.113.9', hops(0))).toBe('203.0.113.9');
    // Only proxies all the way: the leftmost of them.
    expect(clientAddressOf('10.1.2.3', '127.0.0.1', trust)).toBe('10.1.2.3');
  });
});
