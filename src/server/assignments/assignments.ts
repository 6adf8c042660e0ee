import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import {
  deleteAssignments,
  insertAssignments,
  updateDeadlines,
  type AssignmentScope,
} from './assignments.repository.ts';

/**
 * Course assignments (docs/product.md §3, "Training assignment"). Both changes are idempotent
 * and answer how many people they changed. Revoking keeps the person's progress, so assigning
 * the course again continues where they stopped.
 */
export function assignTraining(db: Db, scope: AssignmentScope, slug: CourseSlug, now: Date): Promise<number> {
  return insertAssignments(db, scope, slug, now);
}

/**
 * Sets or removes the deadline of a course (decision 083) for one person's assignment or every
 * assignment of the course in a company; answers how many assignments changed.
 */
export function setDeadline(db: Db, scope: AssignmentScope, slug: CourseSlug, dueOn: string | null): Promise<number> {
  return updateDeadlines(db, scope, slug, dueOn);
}

export function revokeTraining(db: Db, scope: AssignmentScope, slug: CourseSlug): Promise<number> {
  return deleteAssignments(db, scope, slug);
}
