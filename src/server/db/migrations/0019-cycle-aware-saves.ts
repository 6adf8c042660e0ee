import { type Kysely, sql } from 'kysely';

/**
 * Yearly cycles in the save and in the statistics (docs/decisions/081-training-cycles.md):
 * - `save_progress` knows how long a pass counts: a save that finds the current round's pass lapsed
 *   archives the round and answers nothing, so the caller begins the new round and saves into it;
 *   no work of a new round goes into an old one. Dates of a later round are floored at the end of
 *   the previous round, not at the first assignment.
 * - A save made for the lapsed round itself (it names the round, or repeats an operation) is
 *   acknowledged and not applied, as one made for a round a company reset archived: it begins no
 *   new round.
 * - A course due again after a lapse is open since the lapse: the 30 days before a person needs
 *   attention start then, not at the first assignment a year before.
 * The functions are declared in db/definitions/ (saves.ts, statistics.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's earlier rounds of a course, for the floor of a later round's dates and "due again".
  await sql`drop index course_progress_lapsed`.execute(db);
  await sql`create index course_progress_archived on course_progress (user_id, training_slug, archived_at)
    where archived_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index course_progress_archived`.execute(db);
  await sql`create index course_progress_lapsed on course_progress (user_id, training_slug)
    where lapsed_at is not null`.execute(db);
}
