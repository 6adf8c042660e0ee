import { sql } from 'kysely';
import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../http/types.ts';
import type { ProgressRow } from './progress.presenter.ts';

export const notAssigned = () => new HttpError(403, 'TRAINING_NOT_ASSIGNED');

export async function isAssigned(db: Db, userId: number, slug: CourseSlug): Promise<boolean> {
  const row = await db
    .selectFrom('training_assignments')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's current (not archived) progress in a course, locked for the transaction's update. */
export function lockCurrentProgress(db: Db, userId: number, slug: CourseSlug): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The caller's current progress in a course, begun now if there is none. Only an assigned course
 * can be begun; progress begun before a course was revoked stays reachable. Two requests that
 * begin the same course at once get the same row (the unique index on current progress decides).
 */
export async function currentOrNewProgress(
  db: Db,
  caller: Caller,
  slug: CourseSlug,
  slideCount: number,
  now: Date,
): Promise<ProgressRow> {
  const existing = await lockCurrentProgress(db, caller.userId, slug);
  if (existing) return existing;
  if (caller.companyId === null || !(await isAssigned(db, caller.userId, slug))) throw notAssigned();
  await db
    .insertInto('course_progress')
    .values({
      user_id: caller.userId,
      company_id: caller.companyId,
      training_slug: slug,
      slide_count: slideCount,
      started_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'training_slug']).where('archived_at', 'is', null).doNothing())
    .execute();
  const created = await lockCurrentProgress(db, caller.userId, slug);
  if (!created) throw new Error('progress vanished while it was begun');
  return created;
}

/** One save operation as the single statement below applies it (save-progress.ts makes it). */
export type SaveStatement = {
  userId: number;
  slug: CourseSlug;
  /** The progress the device made the operation for, if it knew it. */
  progressId: number | null;
  opId: string;
  slideCount: number;
  /** The slide reached, already clamped to the course. */
  slide: number | null;
  secondsSpent: number;
  moduleRepeated: boolean;
  finishedAt: Date | null;
  attempt: ScoredAttempt | null;
  now: Date;
};

export type ScoredAttempt = {
  id: string;
  answers: Record<string, string>;
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  attemptedAt: Date;
};

/**
 * Applies a save in one statement (docs/decisions.md 49): records the operation id (once), the
 * quiz attempt (once by its id) and merges the operation into the current progress row. The
 * update counts a new attempt into the quiz figures instead of counting all attempts again, so
 * a save waiting for another one's row lock sees that one's figures when it goes on (PostgreSQL
 * evaluates the SET list again on the newest row). Answers the row after the save and whether the
 * operation was applied; nothing when the person has no current progress in the course yet.
 */
export async function applySave(db: Db, s: SaveStatement): Promise<{ applied: boolean; row: ProgressRow } | undefined> {
  const a = s.attempt;
  const { rows } = await sql<ProgressRow & { applied: boolean }>`
    with cur as (
      select id from course_progress
      where user_id = ${s.userId} and training_slug = ${s.slug} and archived_at is null
    ),
    op as (
      insert into progress_operations (op_id, user_id, progress_id, received_at)
      select ${s.opId}::uuid, ${s.userId}::int, cur.id, ${s.now}::timestamptz from cur
      where ${s.progressId}::int is null or cur.id = ${s.progressId}::int
      on conflict (op_id) do nothing
      returning progress_id
    ),
    attempt as (
      insert into quiz_attempts (id, progress_id, user_id, answers, correct_count, question_count, score_percent,
        passed, attempted_at, received_at)
      select ${a?.id ?? null}::uuid, op.progress_id, ${s.userId}::int, ${a ? JSON.stringify(a.answers) : null}::jsonb,
        ${a?.correctCount ?? null}::int, ${a?.questionCount ?? null}::int, ${a?.scorePercent ?? null}::int,
        ${a?.passed ?? null}::boolean, ${a?.attemptedAt ?? null}::timestamptz, ${s.now}::timestamptz
      from op where ${a !== null}::boolean
      -- The same attempt sent again under another operation id still counts once.
      on conflict (id) do nothing
      returning id, score_percent, passed, attempted_at
    ),
    saved as (
      update course_progress p set
        slide_count = ${s.slideCount}::int,
        furthest_slide = greatest(p.furthest_slide, coalesce(${s.slide}::int, p.furthest_slide)),
        time_spent_seconds = p.time_spent_seconds + ${s.secondsSpent}::int,
        module_repeat_count = p.module_repeat_count + ${s.moduleRepeated ? 1 : 0}::int,
        module_finished_at = least(p.module_finished_at, ${s.finishedAt}::timestamptz),
        quiz_attempt_count = p.quiz_attempt_count + (select count(*) from attempt)::int,
        quiz_repeat_count = greatest(p.quiz_attempt_count + (select count(*) from attempt)::int - 1, 0),
        best_score = greatest(p.best_score, (select score_percent from attempt)),
        passed_at = least(p.passed_at, (select attempted_at from attempt where passed)),
        last_score = case when (select (attempted_at, id) > (p.last_attempt_at, p.last_attempt_id)
          or p.last_attempt_at is null from attempt) then (select score_percent from attempt) else p.last_score end,
        last_attempt_id = case when (select (attempted_at, id) > (p.last_attempt_at, p.last_attempt_id)
          or p.last_attempt_at is null from attempt) then (select id from attempt) else p.last_attempt_id end,
        last_attempt_at = greatest(p.last_attempt_at, (select attempted_at from attempt)),
        updated_at = ${s.now}::timestamptz
      from op
      where p.id = op.progress_id and p.archived_at is null
      returning p.*
    )
    select true as applied, saved.* from saved
    union all
    select false as applied, p.* from course_progress p
    where p.id = (select id from cur) and not exists (select 1 from saved)
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { applied, ...progress } = row;
  return { applied, row: progress };
}
