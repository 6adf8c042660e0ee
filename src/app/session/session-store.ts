import * as v from 'valibot';
import { LANGS, ROLES } from '#shared/constants.ts';

/** The session kept in localStorage (docs/product.md §3): the token record of the sign-in. */
const Session = v.object({
  token: v.string(),
  userId: v.number(),
  ttl: v.number(),
  created: v.string(),
  lang: v.optional(v.picklist(LANGS)),
  role: v.optional(v.picklist(ROLES)),
});
export type Session = v.InferOutput<typeof Session>;

const KEY = 'session';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    // Another tab, an older version or a person's own hands may have written it: read what it says.
    const parsed = raw ? v.safeParse(Session, JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.output : null;
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

/**
 * The signed-in person's id, for work that belongs to one person (their saves, their device store,
 * their quiz attempt). Without a session it throws rather than filing the work under a made-up
 * person: the guard is about to send the visitor to the sign-in page anyway.
 */
export function signedInUserId(): number {
  const session = getSession();
  if (!session) throw new Error('nobody is signed in');
  return session.userId;
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
