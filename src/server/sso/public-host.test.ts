import { describe, expect, it } from 'vitest';
import { internalHost } from './public-host.ts';

describe('internalHost', () => {
  it('names loopback, private, link-local, carrier-grade NAT and unique-local addresses', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://10.20.30.40/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      expect(await internalHost(new URL(url)), url).toBeDefined();
    }
  });

  it('lets public addresses pass', async () => {
    for (const url of ['https://93.184.216.34/', 'https://[2606:4700:4700::1111]/', 'https://172.32.0.1/']) {
      expect(await internalHost(new URL(url)), url).toBeUndefined();
    }
  });
});
