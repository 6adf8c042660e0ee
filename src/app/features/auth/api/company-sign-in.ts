import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/** Where the callback page continues after the provider: the `next` of the sign-in page, kept for this tab. */
const NEXT_KEY = 'portal.sso-next';

/** Whether the address signs in through its company's identity provider (decision 106). */
export const discoverProvider = (email: string) => call(api.discoverSignIn, { body: { email } });

/** Begins the sign-in at the provider: the browser leaves for its authorization page. */
export async function startProviderSignIn(email: string, next: string | null): Promise<void> {
  leaveFor((await call(api.startSignIn, { body: { email } })).url, next);
}

/** Begins an admin's sign-in at the provider's own identity provider (decision 112). */
export async function startAdminProviderSignIn(next: string | null): Promise<void> {
  leaveFor((await call(api.adminStartSignIn, {})).url, next);
}

function leaveFor(url: string, next: string | null): void {
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
  window.location.assign(url);
}

/** The `next` kept when the sign-in began, once. */
export function takeProviderNext(): string | null {
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return next;
}
