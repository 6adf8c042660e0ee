import { AdminAccessToken, CustomerAccessToken } from '#shared/api/accounts.ts';
import { callApi } from '../api/client.ts';
import { activateLang } from '../i18n.ts';
import { setSession } from './session-store.ts';

/** Signs a customer in, keeps the session and switches to their stored language (DECISIONS.md 1). */
export async function signInCustomer(email: string, password: string): Promise<void> {
  const token = await callApi('POST', '/employee/login', { body: { email, password }, schema: CustomerAccessToken });
  setSession({
    token: token.id,
    userId: token.userId,
    ttl: token.ttl,
    created: token.created,
    lang: token.lang,
    role: token.role,
  });
  await activateLang(token.lang);
}

export async function signInAdmin(email: string, password: string): Promise<void> {
  const token = await callApi('POST', '/appuser/login', { body: { email, password }, schema: AdminAccessToken });
  setSession({ token: token.id, userId: token.userId, ttl: token.ttl, created: token.created, role: 'admin' });
}
