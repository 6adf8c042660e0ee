import { HttpError } from '../core/errors.ts';
import { isTrackSlug, type TrainingSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { AppDeps } from '../deps.ts';
import { presentProgress } from './progress.presenter.ts';
import { refresherCourses } from '../simulation/pseudonymous/refresher.ts';
import { isManagementMember } from '../management/management.repository.ts';
import { usesAiTools } from '../ai-literacy/ai-literacy.repository.ts';
import type { Caller } from '../core/caller.ts';
import {
  insertProgressUnlessCurrent,
  isAssigned,
  lockCurrentProgress,
  type ProgressRow,
} from './progress.repository.ts';

export const notAssigned = () => new HttpError(403, 'TRAINING_NOT_ASSIGNED');

/**
 * An assigned course, the course of a simulation the person clicked (decision 102), the
 * management training for who is named as management (decision 103), or "KI am Arbeitsplatz" for
 * who the company's AI inventory names as a user of an AI tool (decision 109).
 */
export async function mayBegin(db: Db, userId: number, slug: TrainingSlug, now: Date): Promise<boolean> {
  if (slug === 'ai-at-work') return usesAiTools(db, userId, now);
  if (isTrackSlug(slug)) return isManagementMember(db, userId);
  return (await isAssigned(db, userId, slug)) || (await refresherCourses(db, userId)).has(slug);
}

/**
 * Begins (or returns) the caller's progress in a course, in a transaction of its own. Only what
 * `mayBegin` allows can be begun; progress begun before a course was revoked stays reachable. Two
 * requests that begin the same course at once get the same row.
 */
export function beginProgress(
  db: Db,
  caller: Caller,
  slug: TrainingSlug,
  slideCount: number,
  now: Date,
): Promise<ProgressRow> {
  return db.transaction().execute(async (trx) => {
    const existing = await lockCurrentProgress(trx, caller.userId, slug);
    if (existing) return existing;
    if (caller.companyId === null || !(await mayBegin(trx, caller.userId, slug, now))) throw notAssigned();
    await insertProgressUnlessCurrent(trx, {
      userId: caller.userId,
      companyId: caller.companyId,
      slug,
      slideCount,
      now,
    });
    const created = await lockCurrentProgress(trx, caller.userId, slug);
    if (!created) throw new Error('progress vanished while it was begun');
    return created;
  });
}

/**
 * POST /progress/create-progress: the caller's progress in a course, begun if needed. A lapsed pass
 * is not the round to continue: it is archived first, and the new round begins.
 */
export async function startCourse(
  deps: AppDeps,
  caller: Caller,
  slug: TrainingSlug,
  slideCount: number,
): Promise<CourseProgress> {
  const now = deps.now();
  const months = deps.config.trainingValidityMonths;
  await archiveLapsed(deps.db, { userId: caller.userId }, months, now);
  return presentProgress(await beginProgress(deps.db, caller, slug, slideCount, now), months);
}
