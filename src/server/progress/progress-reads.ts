import { isTrackSlug } from '#shared/courses.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import { passStillValid } from '#shared/rules/training-validity.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import { presentProgress } from './progress.presenter.ts';
import { currentProgressOf, findProgress } from './progress.repository.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';

/**
 * The caller's current progress in every course begun, in the courses' order. A pass that lapsed
 * since the last minute's archiving is archived here first, so the list never shows it as current.
 */
export async function myProgress(db: Db, caller: Caller, validityMonths: number, now: Date): Promise<CourseProgress[]> {
  let rows = await currentProgressOf(db, caller.userId);
  if (rows.some((row) => row.passed_at && !passStillValid(row.passed_at, validityMonths, now))) {
    await archiveLapsed(db, { userId: caller.userId }, validityMonths, now);
    rows = await currentProgressOf(db, caller.userId);
  }
  return rows.map((row) => presentProgress(row, validityMonths));
}

/**
 * One progress record: learners see their own, the employer and managers their company's, except
 * the management training, which is the employer's alone (decision 103); anything else is unknown.
 */
export async function visibleProgress(
  db: Db,
  caller: Caller,
  id: number,
  validityMonths: number,
): Promise<CourseProgress> {
  const row = await findProgress(db, id);
  const staff = row && isTrackSlug(row.training_slug) ? caller.role === 'employer' : caller.role !== 'employee';
  const visible =
    row !== undefined && (row.user_id === caller.userId || (staff && row.company_id === caller.companyId));
  if (!visible) throw notFound();
  return presentProgress(row, validityMonths);
}
