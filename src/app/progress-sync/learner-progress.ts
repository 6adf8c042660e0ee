import { api } from '#shared/api/endpoints/index.ts';
import { type CourseProgress } from '#shared/api/progress.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { applyLocalSave, emptyProgress } from '#shared/api/progress-merge.ts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/client.ts';
import { confirmedList, storeConfirmedList, waitingSaves } from './core/outbox.ts';

/**
 * "My progress" as the learner sees it: the server's list when it can be reached (and kept on
 * the device), else the device's last copy; either way with the saves still waiting applied.
 */
export async function learnerProgress(userId: number): Promise<CourseProgress[]> {
  let confirmed: CourseProgress[];
  try {
    confirmed = await call(api.myProgress, {});
    await storeConfirmedList(userId, confirmed);
  } catch (error) {
    if (isApiError(error) && error.status !== 0) throw error;
    confirmed = await confirmedList(userId);
  }
  return withWaitingSaves(userId, confirmed);
}

/** Applies the person's waiting saves to their progress list, beginning courses begun offline. */
export async function withWaitingSaves(userId: number, confirmed: CourseProgress[]): Promise<CourseProgress[]> {
  const bySlug = new Map<CourseSlug, CourseProgress>(confirmed.map((p) => [p.trainingSlug, p]));
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
