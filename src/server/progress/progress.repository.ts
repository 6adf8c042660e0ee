import { type Selectable, sql } from 'kysely';
import { byCourseOrder, COURSE_SLUGS, type CourseSlug, type TrainingSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { CourseProgressTable } from '../db/schema.ts';

/** A row of course_progress as read. */
export type ProgressRow = Selectable<CourseProgressTable>;

/** Whether the course is assigned to the person. */
export async function isAssigned(db: Db, userId: number, slug: CourseSlug): Promise<boolean> {
  const row = await db
    .selectFrom('training_assignments')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

const currentProgressQuery = (db: Db, userId: number, slug: TrainingSlug) =>
  db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .where('archived_at', 'is', null);

/** The learner's current (not archived) progress in a course. */
export function findCurrentProgress(db: Db, userId: number, slug: TrainingSlug): Promise<ProgressRow | undefined> {
  return currentProgressQuery(db, userId, slug).executeTakeFirst();
}

/** The learner's current (not archived) progress in a course, locked for the transaction's update. */
export function lockCurrentProgress(db: Db, userId: number, slug: TrainingSlug): Promise<ProgressRow | undefined> {
  return currentProgressQuery(db, userId, slug).forUpdate().executeTakeFirst();
}

/**
 * Begins the person's progress in a course unless a current one exists: of two requests that begin
 * the same course at once, the unique index on current progress lets one insert and the other do
 * nothing.
 */
export async function insertProgressUnlessCurrent(
  db: Db,
  row: { userId: number; companyId: number; slug: TrainingSlug; slideCount: number; now: Date },
): Promise<void> {
  await db
    .insertInto('course_progress')
    .values({
      user_id: row.userId,
      company_id: row.companyId,
      training_slug: row.slug,
      slide_count: row.slideCount,
      started_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'training_slug']).where('archived_at', 'is', null).doNothing())
    .execute();
}

/** One save operation as the single statement below applies it (save-progress.ts makes it). */
export type SaveStatement = {
  userId: number;
  slug: TrainingSlug;
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
  /** How long a pass counts: a save that finds its round's pass lapsed archives the round (decision 081). */
  validityMonths: number;
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

export type SaveOutcome = { applied: boolean; row: ProgressRow } | undefined;

/**
 * Applies several saves in one call and one transaction, each with `save_progress` (migrations
 * 0005, 0008, 0009 and 0019, docs/decisions/049-batched-saves.md), in the order given; answers in the same order.
 * A save whose person has no current progress in the course yet, or whose current round's pass has
 * lapsed (archived by the call), gets nothing (the caller begins the new round).
 */
export async function applySaves(db: Db, saves: readonly SaveStatement[]): Promise<SaveOutcome[]> {
  const column = <T>(pick: (s: SaveStatement) => T) => saves.map(pick);
  const attempt = <T>(pick: (a: ScoredAttempt) => T) => saves.map((s) => (s.attempt ? pick(s.attempt) : null));
  const { rows } = await sql<ProgressRow & { applied: boolean; position: number }>`
    select b.save_position as position, b.applied, (b.progress).*
    from save_progress_batch(
      ${column((s) => s.userId)}::int[], ${column((s) => s.slug)}::text[], ${column((s) => s.progressId)}::int[],
      ${column((s) => s.opId)}::uuid[], ${column((s) => s.now)}::timestamptz[],
      ${column((s) => s.slideCount)}::int[], ${column((s) => s.slide)}::int[], ${column((s) => s.secondsSpent)}::int[],
      ${column((s) => s.moduleRepeated)}::boolean[], ${column((s) => s.finishedAt)}::timestamptz[],
      ${attempt((a) => a.id)}::uuid[], ${attempt((a) => JSON.stringify(a.answers))}::jsonb[],
      ${attempt((a) => a.correctCount)}::int[], ${attempt((a) => a.questionCount)}::int[],
      ${attempt((a) => a.scorePercent)}::int[], ${attempt((a) => a.passed)}::boolean[],
      ${attempt((a) => a.attemptedAt)}::timestamptz[], ${column((s) => s.validityMonths)}::int[]
    ) b
  `.execute(db);
  const outcomes: SaveOutcome[] = saves.map(() => undefined);
  for (const { position, applied, ...row } of rows) outcomes[position - 1] = { applied, row };
  return outcomes;
}

/**
 * Notes an exercise begun or finished in the learner's current progress (a finished one is begun
 * too). The ids are kept as sorted sets, so an event sent twice or late changes nothing more.
 * Progress archived by a company reset is left alone.
 */
export async function recordExercise(
  db: Db,
  progressId: number,
  exercise: { id: string; finished: boolean },
): Promise<ProgressRow | undefined> {
  const add = (column: 'exercises_started' | 'exercises_finished') =>
    sql<string[]>`array(select distinct e from unnest(${sql.ref(column)} || ${exercise.id}::text) e order by e)`;
  return db
    .updateTable('course_progress')
    .set({
      exercises_started: add('exercises_started'),
      ...(exercise.finished ? { exercises_finished: add('exercises_finished') } : {}),
    })
    .where('id', '=', progressId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The learner's current (not archived) progress in every course begun, in the courses' order. */
export async function currentProgressOf(db: Db, userId: number): Promise<ProgressRow[]> {
  const rows = await db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('archived_at', 'is', null)
    .execute();
  return rows.sort((a, b) => byCourseOrder(a.training_slug, b.training_slug));
}

export function findProgress(db: Db, id: number): Promise<ProgressRow | undefined> {
  return db.selectFrom('course_progress').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Every current (not archived) progress row of a company in the 12 courses, for its progress
 * overview; the management training is the employer's to see, on its own page (decision 103).
 */
export function currentProgressOfCompany(db: Db, companyId: number): Promise<ProgressRow[]> {
  return db
    .selectFrom('course_progress')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .where('training_slug', 'in', [...COURSE_SLUGS])
    .execute();
}

/** Locks the company's current progress (a reset) by person, then course: the order every writer of progress uses. */
export async function lockCurrentProgressOfCompany(db: Db, companyId: number): Promise<void> {
  await db
    .selectFrom('course_progress')
    .select('id')
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .orderBy('user_id')
    // Byte order, as the save batches sort (save-batcher.ts).
    .orderBy(sql`training_slug collate "C"`)
    .forUpdate()
    .execute();
}

/**
 * Archives every current progress row of the company's courses at `now` (a company reset); answers
 * how many. The management training is a record of a legal duty, not e-learning results: a reset
 * leaves it (decision 103).
 */
export async function archiveCurrentProgressOfCompany(db: Db, companyId: number, now: Date): Promise<number> {
  const archived = await db
    .updateTable('course_progress')
    .set({ archived_at: now })
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .where('training_slug', 'in', [...COURSE_SLUGS])
    .executeTakeFirst();
  return Number(archived.numUpdatedRows);
}

/** How many progress rows (current and archived) the company's people have. */
export async function countCompanyProgress(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('course_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
