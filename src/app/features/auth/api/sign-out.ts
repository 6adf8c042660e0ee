import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/**
 * Ends the session on the server (docs/product.md §4) and answers the identity provider's sign-out
 * page when the session came from one (decision 112), asked first, while the session still counts.
 * Not knowing it (offline, an error) never stops the portal's own sign-out.
 */
export async function signOut(admin: boolean): Promise<string | null> {
  const provider = await call(api.providerSignOut, {}).catch(() => ({ url: null }));
  await call(admin ? api.adminLogout : api.customerLogout, {});
  return provider.url;
}
