import type { QueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import type { CourseProgress, SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { storeConfirmed } from '../../device/outbox.ts';
import { call } from '../api/client.ts';
import { signedInUserId } from '../session/session-store.ts';
import { saveOnDevice } from './device-sync.ts';
import { myProgressQuery } from './progress-query.ts';
import { noteStoredProgress, withProgress } from './stored-progress.ts';

/**
 * What the learning screens do with progress, in one place: begin a course, save a step, and put
 * the server's answer into the cached list. The device's store, the sending and the replay stay
 * behind this module (and progress-query.ts, the list itself).
 */

/**
 * POST /progress/create-progress: begins (or returns) the learner's progress in an assigned course;
 * refused with 403 TRAINING_NOT_ASSIGNED for a course the person does not have. The answer is kept
 * on the device, where the progress shown offline comes from.
 */
export async function beginProgress(trainingSlug: TrainingSlug): Promise<CourseProgress> {
  const progress = await call(api.createProgress, { body: { trainingSlug } });
  await storeConfirmed(signedInUserId(), progress);
  return progress;
}

/**
 * POST /progress/save-progress, device first: the save is written to IndexedDB, then sent. Answers
 * the server's answer, or undefined when the save has to wait for the network or a new sign-in; it
 * is then sent later, by the app or the service worker, and the server applies its `opId` once. A
 * refusal for good (another 4xx) rejects. `local` is what the device knows to show until then: its
 * own quiz score, the course's slides.
 */
export function saveProgress(
  request: SaveProgressRequest,
  local: { score?: QuizScore; slideCount?: number } = {},
): Promise<SaveProgressResponse | undefined> {
  return saveOnDevice(signedInUserId(), request, local);
}

/**
 * Puts the server's answer for one course into the cached "my progress" list instead of loading
 * the whole list again. An answer older than what is cached (two saves answered out of order)
 * does not replace the newer one; a list asked for before the answer keeps it (stored-progress.ts).
 */
export function storeProgress(queryClient: QueryClient, progress: CourseProgress): void {
  const list = queryClient.getQueryData(myProgressQuery.queryKey);
  if (!list) {
    void queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
    return;
  }
  const next = withProgress(list, progress);
  if (next === list) return;
  queryClient.setQueryData(myProgressQuery.queryKey, next);
  noteStoredProgress(progress);
}
