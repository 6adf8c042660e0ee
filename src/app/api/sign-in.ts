import { api } from '#shared/api/endpoints/index.ts';
import { call } from './client.ts';
import { activateLang } from '../i18n.ts';
import { setSession } from '../session/session-store.ts';

/** Signs a customer in, keeps the session and switches to their stored language (docs/product.md R1). */
export async function signInCustomer(email: string, password: string): Promise<void> {
  const token = await call(api.customerLogin, { body: { email, password } });
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
  const token = await call(api.adminLogin, { body: { email, password } });
  setSession({ token: token.id, userId: token.userId, ttl: token.ttl, created: token.created, role: 'admin' });
}
