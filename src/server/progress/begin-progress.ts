import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { Caller } from '../http/types.ts';
import type { ProgressRow } from './progress.presenter.ts';
import { currentOrNewProgress } from './progress.repository.ts';

/** Begins (or returns) the caller's progress in an assigned course, in a transaction of its own. */
export function beginProgress(
  db: Db,
  caller: Caller,
  slug: CourseSlug,
  slideCount: number,
  now: Date,
): Promise<ProgressRow> {
  return db.transaction().execute((trx) => currentOrNewProgress(trx, caller, slug, slideCount, now));
}
