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

function internal(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? INTERNAL.check(mapped[1]!, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

/** The host of `url` if it or any address it resolves to is internal; undefined when all are public. */
export async function internalHost(url: URL): Promise<string | undefined> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  return addresses.some(internal) ? host : undefined;
}
