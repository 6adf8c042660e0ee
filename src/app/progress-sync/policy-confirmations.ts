import { api } from '#shared/api/endpoints/index.ts';
import { liveQuery } from 'dexie';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/client.ts';
import { getSession } from '../session/session-store.ts';
import { deviceStore } from '../../device/device-store.ts';
import {
  dropConfirmation,
  keepConfirmation,
  replayWaitingConfirmations,
  type ConfirmationSent,
} from '../../device/policy-confirmations.ts';
import { SYNC_TAG, waitsAfter } from '../../device/replay.ts';

/**
 * The app's side of policy confirmations (decision 108), loaded with the policies page (Dexie comes
 * with it): a confirmation is kept on the device first, then sent; offline it waits and is sent
 * with the waiting saves when the network returns (progress-sync.ts, the service worker).
 */

const waitsForLater = (error: unknown) =>
  !isApiError(error) || waitsAfter(error.status, error.code) || error.code === 'INVALID_RESPONSE';

async function sendThroughClient(
  pending: { versionId: number; confirmedAt: string },
  token: string,
): Promise<ConfirmationSent> {
  if (getSession()?.token !== token) return 'waits';
  try {
    await call(api.confirmPolicy, { body: { versionId: pending.versionId, confirmedAt: pending.confirmedAt } });
    return 'stored';
  } catch (error) {
    return waitsForLater(error) ? 'waits' : 'refused';
  }
}

/** "Gelesen und verstanden" now: answers `sent`, or `waits` when it will be sent later; a refusal rejects. */
export async function confirmOnDevice(userId: number, versionId: number): Promise<'sent' | 'waits'> {
  const confirmedAt = new Date().toISOString();
  await keepConfirmation(userId, versionId, confirmedAt);
  try {
    await call(api.confirmPolicy, { body: { versionId, confirmedAt } });
    await dropConfirmation(userId, versionId);
    return 'sent';
  } catch (error) {
    if (waitsForLater(error)) {
      void askWorkerToSend();
      return 'waits';
    }
    await dropConfirmation(userId, versionId);
    throw error;
  }
}

/** Sends the signed-in person's waiting confirmations from the page. */
export const sendWaitingConfirmations = () => replayWaitingConfirmations(sendThroughClient);

/** Calls back with the versions whose confirmation waits on this device, now and on every change. */
export function watchWaitingConfirmations(userId: number, onChange: (versionIds: number[]) => void): () => void {
  const subscription = liveQuery(() => deviceStore.confirmations.where('userId').equals(userId).toArray()).subscribe({
    next: (rows) => onChange(rows.map((row) => row.versionId)),
    error: () => onChange([]),
  });
  return () => subscription.unsubscribe();
}

async function askWorkerToSend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}
