import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the portal never asks on a company's behalf (decision 106): a provider named by an
 * employer must be on the internet, not on the portal's own machine or network (loopback, private,
 * link-local with the cloud metadata service, carrier-grade NAT, unique-local), else saving a
 * connection would make the server fetch internal URLs.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is the portal's own machine or network; anything that is not an address counts as internal. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? INTERNAL.check(mapped[1]!, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

/** Every address a name resolves to. */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const resolveAll: Resolve = (host) => lookup(host, { all: true });

/** The host of a URL, an IPv6 address without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/** The host of `url` if it or any address it resolves to is internal; undefined when all are public. */
export async function internalHost(url: URL, resolve: Resolve = resolveAll): Promise<string | undefined> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await resolve(host).catch(() => [])).map((a) => a.address);
  return addresses.some(isInternalAddress) ? host : undefined;
}
