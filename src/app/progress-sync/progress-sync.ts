import { queryClient } from '../api/query-client.ts';
import { afterLoadWhenIdle } from '../browser/after-load.ts';
import { onSaveSynced } from '../offline/service-worker.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';
import { DEVICE_STORE_NAME } from '../../device/device-store-name.ts';
import { myProgressQuery } from './progress-query.ts';

// The device's store (IndexedDB through Dexie) is loaded only when a learner is signed in.
const device = () => import('./device-sync.ts');
// Policy confirmations given offline wait in the same store and go out at the same moments (decision 108).
const confirmations = () => import('./policy-confirmations.ts');

/** Admins do not learn: nothing of theirs is kept or sent. */
const learner = () => {
  const session = getSession();
  return session && session.role !== 'admin' ? session : null;
};

/**
 * Keeps the device's waiting saves flowing to the server (docs/architecture.md "Offline learning").
 * The device knows who is signed in, so the service worker sends with that person's token and no
 * one else's; when a person signs in, the app starts or the network returns, the page sends what
 * waits, and tries again 1, 2, 4 … 32 seconds later while some still wait (the network often
 * returns in steps). Whatever sent the saves, the page or the worker, the shown progress follows.
 * A person who signs out leaves their unsent saves behind, for them alone; what the device knew
 * of their confirmed progress is forgotten.
 */
export function startProgressSync(): void {
  // Who is signed in is known at start (no Dexie needed): a session that ends before the device
  // store starts still has its confirmed progress forgotten.
  let signedIn: number | null = learner()?.userId ?? null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Saves that went out may have answered a quiz draw: the next one is asked for too.
  const refreshProgress = () => {
    void queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['quiz-draw'] });
    void queryClient.invalidateQueries({ queryKey: ['my-policies'] });
  };

  const sendWaiting = (attempt = 0) => {
    clearTimeout(retry);
    if (!learner()) return;
    void device()
      .then(async ({ sendWaitingSaves }) => {
        const { sent, left: savesLeft } = await sendWaitingSaves();
        const confirmed = await (await confirmations()).sendWaitingConfirmations();
        if (sent.length > 0 || confirmed.sent > 0) refreshProgress();
        const left = savesLeft + confirmed.left;
        if (left > 0 && navigator.onLine && attempt < 6) {
          retry = setTimeout(() => sendWaiting(attempt + 1), 1000 * 2 ** attempt);
        }
      })
      .catch(() => undefined);
  };

  // One change after the other, so the sender the device keeps is always the latest session's.
  let following = Promise.resolve();
  const followSession = () => {
    const session = learner();
    const before = signedIn;
    signedIn = session?.userId ?? null;
    if (!session && before === null) return void forgetStaleSender();
    following = following
      .then(async () => {
        const { forgetConfirmed, setSender } = await device();
        await setSender(session ? { userId: session.userId, token: session.token } : undefined).catch(() => undefined);
        if (before !== null && before !== signedIn) await forgetConfirmed(before).catch(() => undefined);
      })
      .catch(() => undefined)
      .then(() => sendWaiting());
  };
  subscribeSession(followSession);
  onSaveSynced(refreshProgress);
  window.addEventListener('online', () => sendWaiting());
  // At start the device's store (Dexie) waits until the page has shown itself: what it sends
  // then has waited since the last visit, and a phone's first paint needs its CPU more.
  afterLoadWhenIdle(followSession);
}

let staleSenderChecked = false;

/**
 * A session that ended by its age (or an admin's start on a learner's device) leaves no sign-out
 * behind: the token the device keeps for the worker is forgotten at the next start. Dexie is loaded
 * for it only where the device's store exists.
 */
async function forgetStaleSender(): Promise<void> {
  if (staleSenderChecked) return;
  staleSenderChecked = true;
  const names = await indexedDB.databases?.().catch(() => []);
  if (!names?.some((db) => db.name === DEVICE_STORE_NAME)) return;
  await (await device()).setSender(undefined).catch(() => undefined);
}
