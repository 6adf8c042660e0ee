import { type CourseProgress } from '#shared/api/progress.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { applyLocalSave, emptyProgress } from '#shared/api/progress-merge.ts';
import { isApiError } from '../api/api-error.ts';
import { confirmedList, storeConfirmedList, waitingSaves } from '../../device/outbox.ts';
import { askServerForProgress, type ServerProgress } from './server-progress.ts';

/**
 * "My progress" as the learner sees it: the server's list when it can be reached (and kept on
 * the device), else the device's last copy; either way with the saves still waiting applied.
 * The server may have been asked already (`answer`), while this module was still loading.
 */
export async function learnerProgress(
  userId: number,
  answer: ServerProgress = askServerForProgress(),
): Promise<CourseProgress[]> {
  const asked = await answer;
  let confirmed: CourseProgress[];
  if ('list' in asked) {
    confirmed = asked.list;
    await storeConfirmedList(userId, confirmed);
  } else {
    if (isApiError(asked.error) && asked.error.status !== 0) throw asked.error;
    confirmed = await confirmedList(userId);
  }
  return withWaitingSaves(userId, confirmed);
}

/** Applies the person's waiting saves to their progress list, beginning courses begun offline. */
export async function withWaitingSaves(userId: number, confirmed: CourseProgress[]): Promise<CourseProgress[]> {
  const bySlug = new Map<TrainingSlug, CourseProgress>(confirmed.map((p) => [p.trainingSlug, p]));
  for (const save of await waitingSaves(userId)) {
    const { trainingSlug, progressId } = save.request;
    let current = bySlug.get(trainingSlug);
    // A save made for progress a company reset has archived will be dropped by the server.
    if (current && progressId !== undefined && current.id !== 0 && progressId !== current.id) continue;
    current ??= emptyProgress(userId, trainingSlug, save.slideCount ?? 1, new Date(save.createdAt).toISOString());
    bySlug.set(trainingSlug, applyLocalSave(current, save));
  }
  return [...bySlug.values()];
}
