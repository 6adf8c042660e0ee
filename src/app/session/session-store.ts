import type { Lang, Role } from '#shared/constants.ts';

/** The session kept in localStorage (docs/product.md §3): the token record of the sign-in. */
export type Session = { token: string; userId: number; ttl: number; created: string; lang?: Lang; role?: Role };

const KEY = 'session';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function notify() {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** The current session, or null; an expired one counts as none. */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  if (cached && Date.parse(cached.created) + cached.ttl * 1000 < Date.now()) return null;
  return cached;
}

export function setSession(session: Session): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key === KEY || event.key === null) notify();
});
