import { Resolver } from 'node:dns/promises';

/** Looks up a name's TXT records; each record's strings are joined, as RFC 7208 reads them. */
export type TxtLookup = (name: string) => Promise<string[]>;

/**
 * The resolver of DNS_SERVERS (the system's without): short timeouts, because an employer waits
 * for the answer. A name without records, or one that does not exist, answers no records; a
 * resolver that does not answer throws.
 */
export function txtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
      throw error;
    }
  };
}
