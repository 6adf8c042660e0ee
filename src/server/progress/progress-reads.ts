import type { CourseProgress } from '#shared/api/progress.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../core/errors.ts';
import type { Caller } from '../http/types.ts';
import { presentProgress } from './progress.presenter.ts';
import { currentProgressOf, findProgress } from './progress.repository.ts';

/** The caller's current progress in every course begun, in the courses' order. */
export async function myProgress(db: Db, caller: Caller): Promise<CourseProgress[]> {
  return (await currentProgressOf(db, caller.userId)).map(presentProgress);
}

/** One progress record: learners see their own, the employer and managers their company's; anything else is unknown. */
export async function visibleProgress(db: Db, caller: Caller, id: number): Promise<CourseProgress> {
  const row = await findProgress(db, id);
  const visible =
    row !== undefined &&
    (row.user_id === caller.userId || (caller.role !== 'employee' && row.company_id === caller.companyId));
  if (!visible) throw notFound();
  return presentProgress(row);
}
