import { api } from '#shared/api/endpoints/index.ts';
import { type CourseProgress } from '#shared/api/progress.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { call } from '../../../api/client.ts';
import { storeConfirmed } from '../../../progress-sync/core/outbox.ts';
import { signedInUserId } from '../../../session/session-store.ts';

/**
 * POST /progress/create-progress: begins (or returns) the learner's progress in an assigned course;
 * refused with 403 TRAINING_NOT_ASSIGNED for a course the person does not have. The answer is kept
 * on the device, where the progress shown offline comes from.
 */
export async function createProgress(trainingSlug: CourseSlug): Promise<CourseProgress> {
  const progress = await call(api.createProgress, { body: { trainingSlug } });
  await storeConfirmed(signedInUserId(), progress);
  return progress;
}
