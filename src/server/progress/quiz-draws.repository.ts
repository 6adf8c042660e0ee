import { type Selectable, sql } from 'kysely';
import type { TrainingSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { QuizDrawsTable } from '../db/schema.ts';

/** A row of quiz_draws as read. */
export type DrawRow = Selectable<QuizDrawsTable>;

/** The person's draw of the course not yet answered, if any. */
export function findOpenDraw(db: Db, userId: number, slug: TrainingSlug): Promise<DrawRow | undefined> {
  return db
    .selectFrom('quiz_draws')
    .selectAll()
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .where('attempt_id', 'is', null)
    .executeTakeFirst();
}

export function findDraw(db: Db, id: string): Promise<DrawRow | undefined> {
  return db.selectFrom('quiz_draws').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Hands out a draw unless the person already has an open one (two requests at once: one wins). */
export async function insertDrawUnlessOpen(
  db: Db,
  draw: {
    id: string;
    userId: number;
    slug: TrainingSlug;
    lang: string;
    questionIds: string[];
    optionOrders: Record<string, string[]>;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('quiz_draws')
    .values({
      id: draw.id,
      user_id: draw.userId,
      training_slug: draw.slug,
      lang: draw.lang,
      question_ids: draw.questionIds,
      option_orders: JSON.stringify(draw.optionOrders),
      handed_out_at: draw.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'training_slug']).where('attempt_id', 'is', null).doNothing())
    .execute();
}

/** When each question of the course was last handed out to the person (epoch milliseconds). */
export async function lastHandedOut(db: Db, userId: number, slug: TrainingSlug): Promise<Map<string, number>> {
  const { rows } = await sql<{ question_id: string; at: Date }>`
    select q.question_id, max(d.handed_out_at) as at
    from quiz_draws d, unnest(d.question_ids) as q(question_id)
    where d.user_id = ${userId} and d.training_slug = ${slug}
    group by q.question_id
  `.execute(db);
  return new Map(rows.map((r) => [r.question_id, new Date(r.at).getTime()]));
}

/**
 * Binds the draw to the attempt that answers it: once, or again by the same attempt (a replay).
 * Undefined when the draw is not the person's, not of the course, or answered by another attempt.
 */
export function claimDraw(
  db: Db,
  claim: { drawId: string; userId: number; slug: TrainingSlug; attemptId: string },
): Promise<DrawRow | undefined> {
  return db
    .updateTable('quiz_draws')
    .set({ attempt_id: claim.attemptId })
    .where('id', '=', claim.drawId)
    .where('user_id', '=', claim.userId)
    .where('training_slug', '=', claim.slug)
    .where((eb) => eb.or([eb('attempt_id', 'is', null), eb('attempt_id', '=', claim.attemptId)]))
    .returningAll()
    .executeTakeFirst();
}

/** The attempts of one round of a course, oldest first. */
export function attemptsOfRound(db: Db, progressId: number): Promise<{ passed: boolean; attempted_at: Date }[]> {
  return db
    .selectFrom('quiz_attempts')
    .select(['passed', 'attempted_at'])
    .where('progress_id', '=', progressId)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
}

/** The learner reached the module's end at `at`: the latest such moment counts. */
export async function noteModuleReviewed(db: Db, progressId: number, at: Date): Promise<void> {
  await db
    .updateTable('course_progress')
    .set({ module_reviewed_at: sql`greatest(module_reviewed_at, ${at}::timestamptz)` })
    .where('id', '=', progressId)
    .where('archived_at', 'is', null)
    .execute();
}

/**
 * Counts at which attempt the round was passed: the attempts made up to the first pass, whatever
 * order they arrived in (recounted with every attempt that arrives).
 */
export function notePassAttempt(db: Db, progressId: number) {
  return db
    .updateTable('course_progress as p')
    .set({
      passed_at_attempt: sql`case when p.passed_at is null then null else (select count(*)::int from quiz_attempts a
        where a.progress_id = p.id and a.attempted_at <= p.passed_at) end`,
    })
    .where('p.id', '=', progressId)
    .returningAll()
    .executeTakeFirst();
}
