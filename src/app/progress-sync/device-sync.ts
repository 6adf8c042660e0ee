import { api } from '#shared/api/endpoints/index.ts';
import type { SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { liveQuery } from 'dexie';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/client.ts';
import { getSession } from '../session/session-store.ts';
import { deviceStore } from '../../device/device-store.ts';
import { confirmSave, dropSave, keepSave } from '../../device/outbox.ts';
import { replayWaitingSaves, type ReplayResult, type Sent, SYNC_TAG, waitsAfter } from '../../device/replay.ts';
import { keepOfflineData } from './persistent-storage.ts';

export { forgetConfirmed, setSender, storeConfirmed } from '../../device/outbox.ts';

/**
 * The app's side of progress sync, loaded with the first learner page (Dexie comes with it). The
 * app sends through its own client, so an ended session signs the person out as any call does.
 * The client signs with the page's session: a save of someone who is no longer the one signed in
 * here waits for them.
 */
async function sendThroughClient(request: SaveProgressRequest, token: string): Promise<Sent> {
  if (getSession()?.token !== token) return { kind: 'waits' };
  try {
    return { kind: 'stored', answer: await call(api.saveProgress, { body: request }) };
  } catch (error) {
    return waitsForLater(error) ? { kind: 'waits' } : { kind: 'refused' };
  }
}

/** The same judgement as the worker's (core/replay.ts); an answer that is not the server's waits. */
const waitsForLater = (error: unknown) =>
  !isApiError(error) || waitsAfter(error.status, error.code) || error.code === 'INVALID_RESPONSE';

/**
 * Records one save on the device, then sends it. Answers the server's answer, or undefined when the
 * save has to wait (it is sent later by the app or the service worker, see replayWaitingSaves). A
 * refusal for good drops the save and rejects, as sending it again cannot succeed.
 */
export async function saveOnDevice(
  userId: number,
  request: SaveProgressRequest,
  local: { score?: QuizScore; slideCount?: number } = {},
): Promise<SaveProgressResponse | undefined> {
  await keepSave({ opId: request.opId, userId, request, ...local });
  void keepOfflineData();
  try {
    const answer = await call(api.saveProgress, { body: request });
    await confirmSave(userId, request.opId, answer);
    return answer;
  } catch (error) {
    if (waitsForLater(error)) {
      void askWorkerToSend();
      return undefined;
    }
    await dropSave(request.opId);
    throw error;
  }
}

/**
 * Sends the signed-in person's waiting saves from the page (start, sign-in, network back); what
 * still waits afterwards is left to the worker's Background Sync too.
 */
export async function sendWaitingSaves(): Promise<ReplayResult> {
  const result = await replayWaitingSaves(sendThroughClient);
  if (result.left > 0) void askWorkerToSend();
  return result;
}

/**
 * Asks the service worker to send the waiting saves when the network is back, even if the page is
 * closed by then (Background Sync; Chromium). Elsewhere the page sends them itself when it can.
 */
async function askWorkerToSend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}

/** Calls back with the number of the person's saves waiting to be sent, now and on every change. */
export function watchWaitingCount(userId: number, onChange: (count: number) => void): () => void {
  const subscription = liveQuery(() => deviceStore.saves.where('userId').equals(userId).count()).subscribe({
    next: onChange,
    error: () => onChange(0),
  });
  return () => subscription.unsubscribe();
}
