import { forgetLoadedData } from '../api/query-client.ts';
import { forgetConfirmed, sendWaitingSaves } from '../offline/progress-outbox.ts';
import { getSession, subscribeSession } from './session-store.ts';

/**
 * What follows the session on a shared device: when a person signs out (or another signs in),
 * everything loaded for them is forgotten, in memory and on the device; their unsent saves stay,
 * kept for them alone. When a person signs in, or the network returns, their waiting saves go out.
 */
export function startSessionHousekeeping(): void {
  let signedIn = getSession()?.userId ?? null;
  const sendWaiting = () => {
    const session = getSession();
    if (session && session.role !== 'admin') void sendWaitingSaves(session.userId).catch(() => undefined);
  };
  subscribeSession(() => {
    const userId = getSession()?.userId ?? null;
    if (userId === signedIn) return;
    if (signedIn !== null) {
      void forgetLoadedData();
      void forgetConfirmed(signedIn).catch(() => undefined);
    }
    signedIn = userId;
    sendWaiting();
  });
  window.addEventListener('online', sendWaiting);
  sendWaiting();
}
