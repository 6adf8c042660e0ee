import { getSession, subscribeSession } from '../session/session-store.ts';
import { forgetLoadedData } from './query-client.ts';

/**
 * What follows the session on a shared device: when a person signs out (or another signs in),
 * everything loaded for them is forgotten. Their progress on the device follows the session in
 * progress-sync/progress-sync.ts.
 */
export function startSessionHousekeeping(): void {
  let signedIn = getSession()?.userId ?? null;
  subscribeSession(() => {
    const userId = getSession()?.userId ?? null;
    if (userId === signedIn) return;
    if (signedIn !== null) void forgetLoadedData();
    signedIn = userId;
  });
}
