import type { CourseProgress } from '#shared/api/progress.ts';
import type { TrainingSlug } from '#shared/courses.ts';

/**
 * The list with the server's answer for one course in place of that course's entry, or added. An
 * answer older than the entry (two saves answered out of order) leaves the list as it is.
 */
export function withProgress(list: CourseProgress[], progress: CourseProgress): CourseProgress[] {
  const current = list.find((p) => p.trainingSlug === progress.trainingSlug);
  if (current && current.id === progress.id && current.updatedAt > progress.updatedAt) return list;
  return current ? list.map((p) => (p === current ? progress : p)) : [...list, progress];
}

// Each course's last answer put into the cached list, numbered in the order they were put there.
const stored = new Map<TrainingSlug, { progress: CourseProgress; number: number }>();
let storedCount = 0;

/** Notes an answer for one course that the cached list now holds. */
export function noteStoredProgress(progress: CourseProgress): void {
  stored.set(progress.trainingSlug, { progress, number: ++storedCount });
}

/** Taken as the list is asked for: what is stored after it, the list's answer cannot know. */
export const storedProgressMark = (): number => storedCount;

/**
 * The list with the answers stored since `mark` put in again, as if it had arrived before them: a
 * list asked for before a course was begun, arriving after it, does not take the course away.
 */
export function withProgressStoredSince(list: CourseProgress[], mark: number): CourseProgress[] {
  let result = list;
  for (const { progress, number } of stored.values()) if (number > mark) result = withProgress(result, progress);
  return result;
}
