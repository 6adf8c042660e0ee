import { type Kysely, sql } from 'kysely';

/**
 * Exercises on the course slides (docs/decisions/055-quiz-cues-and-exercises.md): which of a course's
 * exercises the learner has begun and finished, as sets of exercise ids on the progress row. A set
 * keeps every event counted once, whatever order or how often the device sends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_progress')
    .addColumn('exercises_started', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('exercises_finished', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}
