import { queryClient, forgetLoadedData } from '../api/query-client.ts';
import { myProgressQuery } from '../api/queries.ts';
import { onSaveSynced } from '../offline/service-worker.ts';
import { getSession, subscribeSession } from './session-store.ts';

// The device's outbox (IndexedDB through Dexie) is loaded only when a learner is signed in.
const outbox = () => import('../offline/progress-outbox.ts');

/**
 * What follows the session on a shared device: when a person signs out (or another signs in),
 * everything loaded for them is forgotten, in memory and on the device; their unsent saves stay,
 * kept for them alone. When a person signs in, the app starts or the network returns, their
 * waiting saves go out; whatever sent them (the app or the service worker), the shown progress
 * follows.
 */
export function startSessionHousekeeping(): void {
  let signedIn = getSession()?.userId ?? null;
  const refreshProgress = () => void queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
  let retry: ReturnType<typeof setTimeout> | undefined;
  // The network often returns in steps (the 'online' event comes before requests get through):
  // saves still waiting are tried again a few times, 1, 2, 4 … 32 seconds apart.
  const sendWaiting = (attempt = 0) => {
    clearTimeout(retry);
    const session = getSession();
    if (!session || session.role === 'admin') return;
    void outbox()
      .then(async ({ sendWaitingSaves, waitingSaves }) => {
        const answers = await sendWaitingSaves(session.userId);
        if (answers.length > 0) refreshProgress();
        const left = (await waitingSaves(session.userId)).length;
        if (left > 0 && navigator.onLine && attempt < 6)
          retry = setTimeout(() => sendWaiting(attempt + 1), 1000 * 2 ** attempt);
      })
      .catch(() => undefined);
  };
  subscribeSession(() => {
    const userId = getSession()?.userId ?? null;
    if (userId === signedIn) return;
    if (signedIn !== null) {
      void forgetLoadedData();
      const signedOut = signedIn;
      void outbox()
        .then(({ forgetConfirmed }) => forgetConfirmed(signedOut))
        .catch(() => undefined);
    }
    signedIn = userId;
    sendWaiting();
  });
  onSaveSynced(refreshProgress);
  window.addEventListener('online', () => sendWaiting());
  sendWaiting();
}
