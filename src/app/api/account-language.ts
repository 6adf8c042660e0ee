import { api } from '#shared/api/endpoints/index.ts';
import type { Lang } from '#shared/constants.ts';
import { isApiError } from './api-error.ts';
import { call } from './client.ts';
import { activateLang } from '../i18n.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';

/**
 * A customer's language belongs to the account: mails and the next sign-in on any device use it
 * (docs/product.md §4). A change made offline waits on the device, like a save, and is sent when
 * the network returns, the app starts or the person signs in again.
 */
const KEY = 'pendingAccountLang';
/** `at`: when it was chosen. A choice older than a session's life is stale: another device may have set another since. */
type Pending = { userId: number; lang: Lang; at: number };
const STALE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** The language picked here while nobody was signed in (the invitation page): kept at sign-in. */
let pickedSignedOut: Lang | undefined;
export const languagePickedBeforeSignIn = () => pickedSignedOut;

function pending(): Pending | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Pending | null;
    const valid =
      value &&
      typeof value.userId === 'number' &&
      (value.lang === 'de' || value.lang === 'en') &&
      typeof value.at === 'number' &&
      Date.now() - value.at < STALE_AFTER_MS;
    return valid ? value : null;
  } catch {
    return null;
  }
}

/** The language a person chose here that the server has not taken yet. */
export const waitingLanguageOf = (userId: number): Lang | undefined =>
  pending()?.userId === userId ? pending()?.lang : undefined;

/** Switches the app, and for a signed-in customer the account, to `lang`. */
export async function chooseLanguage(lang: Lang): Promise<void> {
  await activateLang(lang);
  const session = getSession();
  if (!session) pickedSignedOut = lang;
  if (!session || session.role === 'admin') return;
  localStorage.setItem(KEY, JSON.stringify({ userId: session.userId, lang, at: Date.now() } satisfies Pending));
  await sendAccountLanguage();
}

/**
 * Sends the waiting language of the signed-in person. It stays waiting while the server cannot be
 * reached (no answer, a 5xx) or the session has ended (401: it goes with the next sign-in, as saves
 * do); any other answer of the server's own, yes or no, ends the wait. One send at a time.
 */
let sending: Promise<void> = Promise.resolve();
export function sendAccountLanguage(): Promise<void> {
  sending = sending.then(sendOnce, sendOnce);
  return sending;
}

async function sendOnce(): Promise<void> {
  const waiting = pending();
  const session = getSession();
  if (!waiting || !session || session.role === 'admin' || session.userId !== waiting.userId) return;
  try {
    await call(api.patchEmployee, { params: { id: session.userId }, body: { lang: waiting.lang } });
  } catch (error) {
    // INVALID_RESPONSE: the server took it (2xx) and answered in a shape this app does not know.
    const waits = !isApiError(error) || error.status === 0 || error.status === 401 || error.status >= 500;
    if (waits) return;
  }
  // A newer choice made while this one was on its way waits for its own turn.
  if (pending()?.lang === waiting.lang) localStorage.removeItem(KEY);
}

export function startAccountLanguageSync(): void {
  subscribeSession(() => void sendAccountLanguage());
  window.addEventListener('online', () => void sendAccountLanguage());
  void sendAccountLanguage();
}
