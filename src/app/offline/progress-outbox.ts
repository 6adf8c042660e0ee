import { api } from '#shared/api/endpoints/index.ts';
import { liveQuery } from 'dexie';
import { type SaveProgressResponse, type CourseProgress, type SaveProgressRequest } from '#shared/api/progress.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/client.ts';
import { offlineDb, progressKey, type PendingSave } from './offline-db.ts';
import { keepOfflineData } from './persistent-storage.ts';

const send = (request: SaveProgressRequest) => call(api.saveProgress, { body: request });

/** The server has a save: it no longer waits, and its answer is the person's progress now. */
export async function confirmSave(userId: number, opId: string, answer: SaveProgressResponse): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.saves, offlineDb.progress, async () => {
    await offlineDb.saves.delete(opId);
    await storeConfirmed(userId, answer.progress);
  });
}

export async function storeConfirmed(userId: number, progress: CourseProgress): Promise<void> {
  const key = progressKey(userId, progress.trainingSlug);
  const known = await offlineDb.progress.get(key);
  // An answer that overtook a newer one must not replace it.
  if (known && known.progress.id === progress.id && known.progress.updatedAt > progress.updatedAt) return;
  await offlineDb.progress.put({ key, userId, progress });
}

let lastStamp = 0;
/** Strictly growing, so saves made within one millisecond still go out in the order they were made. */
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/**
 * Records one save on the device, then sends it. Answers the server's answer, or undefined when
 * there is no network (the save waits here, and in the service worker's queue, to be sent later).
 * A refusal (a 4xx) drops the save and rejects, as sending it again cannot succeed.
 */
export async function saveOnDevice(
  userId: number,
  request: SaveProgressRequest,
  local: { score?: QuizScore; slideCount?: number } = {},
): Promise<SaveProgressResponse | undefined> {
  await offlineDb.saves.put({ opId: request.opId, userId, createdAt: nextStamp(), request, ...local });
  void keepOfflineData();
  try {
    const answer = await send(request);
    await confirmSave(userId, request.opId, answer);
    return answer;
  } catch (error) {
    if (waitsForLater(error)) return undefined;
    await offlineDb.saves.delete(request.opId);
    throw error;
  }
}

/** No network, or the session ended: the save stays for the person's next chance. */
const waitsForLater = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || error.code === 'AUTHORIZATION_REQUIRED';

let flushing: Promise<SaveProgressResponse[]> | undefined;

/**
 * Sends the person's waiting saves in the order they were made (on start, when the network
 * returns, after sign-in). Stops at the first that must wait; drops those refused for good.
 */
export function sendWaitingSaves(userId: number): Promise<SaveProgressResponse[]> {
  flushing ??= (async () => {
    const answers: SaveProgressResponse[] = [];
    try {
      for (const save of await waitingSaves(userId)) {
        try {
          const answer = await send(save.request);
          await confirmSave(userId, save.opId, answer);
          answers.push(answer);
        } catch (error) {
          if (waitsForLater(error)) break;
          await offlineDb.saves.delete(save.opId);
        }
      }
    } finally {
      flushing = undefined;
    }
    return answers;
  })();
  return flushing;
}

export const waitingSaves = (userId: number): Promise<PendingSave[]> =>
  offlineDb.saves.where('userId').equals(userId).sortBy('createdAt');

/** Calls back with the number of the person's saves waiting to be sent, now and on every change. */
export function watchWaitingCount(userId: number, onChange: (count: number) => void): () => void {
  const subscription = liveQuery(() => offlineDb.saves.where('userId').equals(userId).count()).subscribe({
    next: onChange,
    error: () => onChange(0),
  });
  return () => subscription.unsubscribe();
}

/** Forgets what the device knows of a person's confirmed progress (on logout); waiting saves stay. */
export async function forgetConfirmed(userId: number): Promise<void> {
  await offlineDb.progress.where('userId').equals(userId).delete();
}
