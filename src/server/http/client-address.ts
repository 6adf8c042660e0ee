import { isIP } from 'node:net';

/**
 * The address of the person behind a request (throttles, audit log). Behind `trustedHops` reverse
 * proxies that each append the address they received from (nginx's `$proxy_add_x_forwarded_for`),
 * the client is the entry that many places from the right of `X-Forwarded-For` followed by the
 * socket's address: whatever a client writes into the header itself stands further left and is
 * never taken. An entry that is not an IP address, or a header shorter than the proxies promise,
 * gives the socket's address: nothing a client wrote is stored.
 */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string, trustedHops: number): string {
  if (trustedHops === 0 || !forwardedFor) return socketAddress;
  const chain = [...forwardedFor.split(','), socketAddress].map((entry) => entry.trim());
  const client = chain[chain.length - 1 - trustedHops];
  return client !== undefined && isIP(client) !== 0 ? client : socketAddress;
}

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server. `true` is one (a single
 * nginx), `false` or nothing is none; anything else stops the server at start.
 */
export function trustedHopsOf(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be the number of trusted proxies (0–99), true (one) or false, not "${value}"`);
}
