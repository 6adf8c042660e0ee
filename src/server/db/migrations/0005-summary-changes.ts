import { type Kysely, sql } from 'kysely';

/**
 * Statistics off the learner's hot path (docs/decisions/048-statistics-queue.md). Until now the triggers of
 * migration 0003 recomputed a person's summary and locked the company's sum rows inside every
 * writing transaction, so all saves of one company queued behind each other. Now a write only
 * notes "this person changed" in `summary_changes`, an append-only queue that never conflicts;
 * `fold_summary_changes` brings the summaries up to date from it with the same
 * `refresh_learner_summaries`, either for the changes of one company (a statistics read: exact
 * for its reader) or in batches that several server instances take in turn (`SKIP LOCKED`).
 *
 * The progress row also keeps which quiz attempt is its latest, so a save can count a new attempt
 * into the quiz figures instead of counting all attempts again: `save_progress` does a whole save
 * in one call. The functions and triggers are declared in db/definitions/.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('summary_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('summary_changes_company').on('summary_changes').column('company_id').execute();

  await db.schema
    .alterTable('course_progress')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_attempt_id', 'uuid')
    .execute();
  await sql`
    update course_progress cp set last_attempt_at = a.attempted_at, last_attempt_id = a.id
    from (select distinct on (progress_id) progress_id, attempted_at, id from quiz_attempts
      order by progress_id, attempted_at desc, id desc) a
    where a.progress_id = cp.id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('course_progress').dropColumn('last_attempt_id').dropColumn('last_attempt_at').execute();
  await db.schema.dropTable('summary_changes').execute();
}
