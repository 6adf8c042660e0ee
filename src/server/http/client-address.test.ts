import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedHopsOf } from './client-address.ts';

const PROXY = '10.0.0.5';

describe('the client address behind proxies', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(clientAddressOf('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddressOf('198.51.100.7', PROXY, 1)).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 198.51.100.7', PROXY, 1)).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 127.0.0.1, 198.51.100.7', PROXY, 1)).toBe('198.51.100.7');
  });

  it('counts each trusted proxy from the right', () => {
    // client → CDN (appends the client) → nginx (appends the CDN) → server
    expect(clientAddressOf('6.6.6.6, 198.51.100.7, 192.0.2.44', PROXY, 2)).toBe('198.51.100.7');
    expect(clientAddressOf('2001:db8::1, 192.0.2.44', PROXY, 2)).toBe('2001:db8::1');
  });

  it('never takes text that is not an IP address, nor a header shorter than the proxies promise', () => {
    expect(clientAddressOf('<script>alert(1)</script>', PROXY, 1)).toBe(PROXY);
    expect(clientAddressOf('198.51.100.7, not-an-ip', PROXY, 1)).toBe(PROXY);
    expect(clientAddressOf('198.51.100.7', PROXY, 3)).toBe(PROXY);
    expect(clientAddressOf('', PROXY, 1)).toBe(PROXY);
  });

  it('reads TRUST_PROXY as a number of proxies, true as one, and refuses anything else', () => {
    expect([undefined, '', 'false', 'true', 'TRUE', '0', '2'].map(trustedHopsOf)).toEqual([0, 0, 0, 1, 1, 0, 2]);
    expect(() => trustedHopsOf('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustedHopsOf('10.0.0.5')).toThrow(/TRUST_PROXY/);
  });
});
