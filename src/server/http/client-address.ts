import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies the server believes (TRUST_PROXY): a number of hops that each append the
 * address they received from (nginx's `$proxy_add_x_forwarded_for`), or the proxies' own addresses,
 * so that a request reaching the server from anywhere else is taken at its socket's word.
 */
export type TrustedProxies = { hops: number } | { addresses: BlockList; text: string };

const NO_PROXY: TrustedProxies = { hops: 0 };

/**
 * The address of the person behind a request (throttles, audit log). With `hops`, the client is
 * the entry that many places from the right of `X-Forwarded-For` followed by the socket's address;
 * with `addresses`, the rightmost entry that is not a trusted proxy, reading leftwards from the
 * socket only while each address is one. Whatever a client writes into the header itself stands
 * further left and is never taken. An entry that is not an IP address, or a header shorter than
 * the proxies promise, gives the nearest trusted address: nothing a client wrote is stored.
 */
export function clientAddressOf(forwardedFor: string | undefined, socket: string, trust: TrustedProxies): string {
  // One person, one address: an IPv4 peer of a dual-stack socket counts as its IPv4 address.
  const socketAddress = unmapped(socket);
  if (!forwardedFor) return socketAddress;
  const chain = [...forwardedFor.split(','), socketAddress].map((entry) => entry.trim());
  if ('hops' in trust) {
    if (trust.hops === 0) return socketAddress;
    const client = chain[chain.length - 1 - trust.hops];
    return client !== undefined && isIP(client) !== 0 ? unmapped(client) : socketAddress;
  }
  let nearest = socketAddress;
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = unmapped(chain[i]!);
    const family = isIP(entry);
    if (family === 0) return nearest;
    if (!trust.addresses.check(entry, family === 4 ? 'ipv4' : 'ipv6')) return entry;
    nearest = entry;
  }
  return nearest;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * TRUST_PROXY: `false` or nothing (no proxy), `true` (one), a number of proxies (0–99), or the
 * proxies' addresses and networks, comma-separated (`127.0.0.1,10.0.0.0/8`); anything else stops
 * the server at start.
 */
export function trustedProxiesOf(value: string | undefined): TrustedProxies {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return NO_PROXY;
  if (text === 'true') return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const addresses = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const family = isIP(address);
    const limit = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? limit : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
    if (family === 0 || rest.length > 0 || prefix < 0 || prefix > limit) {
      throw new Error(
        `TRUST_PROXY must be the number of trusted proxies (0–99), true (one), false, or the proxies' addresses (127.0.0.1,10.0.0.0/8), not "${value}"`,
      );
    }
    addresses.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { addresses, text };
}
