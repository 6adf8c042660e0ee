import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { Agent, EnvHttpProxyAgent, fetch } from 'undici';
import { hostOf, isInternalAddress, resolveAll, type Resolve } from './public-host.ts';

/** A connection not made: the host is, at this moment, an address of the portal's own machine or network. */
export class InternalAddressRefused extends Error {
  constructor(host: string, address: string) {
    super(
      host === address
        ? `the host is on an internal address (${host})`
        : `the host ${host} is on an internal address (${address})`,
    );
    this.name = 'InternalAddressRefused';
  }
}

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The fetch openid-client uses on a company's behalf (decision 106). A name is resolved once, by
 * the socket's own lookup, and the socket gets only addresses that passed the check there: a check
 * made earlier with its own lookup could be answered with a public address and the connection with
 * an internal one (DNS rebinding). `resolve` and `isInternal` are seams for tests.
 *
 * Behind an egress proxy, set as for Node's own fetch (NODE_USE_ENV_PROXY), the proxy resolves the
 * name and connects: refusing internal addresses is then the proxy's part (hosts in NO_PROXY are
 * still checked here).
 */
export function pinnedFetch({
  resolve = resolveAll,
  isInternal = isInternalAddress,
  envProxy = process.env.NODE_USE_ENV_PROXY === '1',
}: { resolve?: Resolve; isInternal?: (address: string) => boolean; envProxy?: boolean } = {}): CustomFetch {
  const checked = async (host: string, family: LookupOptions['family']): Promise<LookupAddress[]> => {
    const found = await resolve(host);
    const refused = found.find((a) => isInternal(a.address));
    if (refused) throw new InternalAddressRefused(host, refused.address);
    const wanted = family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : (family ?? 0);
    const addresses = wanted === 0 ? found : found.filter((a) => a.family === wanted);
    if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  const lookup = (host: string, options: LookupOptions, callback: Callback): void => {
    checked(host, options.family).then(
      (addresses) =>
        options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
  // Redirects are not followed (openid-client asks for none), so the URL's host is the only one connected to.
  const agent = envProxy ? new EnvHttpProxyAgent({ connect: { lookup } }) : new Agent({ connect: { lookup } });
  return async (url, options) => {
    const host = hostOf(new URL(url));
    // A literal address is connected to without a lookup; it cannot change, so checking it here is enough.
    if (isIP(host) && isInternal(host)) throw new InternalAddressRefused(host, host);
    // undici's Response is another class than the global one; openid-client accepts it by its tag.
    return (await fetch(url, { ...options, dispatcher: agent })) as unknown as Response;
  };
}
