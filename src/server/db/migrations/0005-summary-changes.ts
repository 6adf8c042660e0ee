import { type Kysely, sql } from 'kysely';
import { recomputingTriggerFunction } from './0003-statistics.ts';

/**
 * Statistics off the learner's hot path (docs/decisions.md 48). Until now the triggers of
 * migration 0003 recomputed a person's summary and locked the company's sum rows inside every
 * writing transaction, so all saves of one company queued behind each other. Now a write only
 * notes "this person changed" in `summary_changes`, an append-only queue that never conflicts;
 * `fold_summary_changes` brings the summaries up to date from it with the same
 * `refresh_learner_summaries`, either for the changes of one company (a statistics read: exact
 * for its reader) or in batches that several server instances take in turn (`SKIP LOCKED`).
 *
 * The progress row also keeps which quiz attempt is its latest, so a save can count a new attempt
 * into the quiz figures in the same single statement instead of counting all attempts again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('summary_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('summary_changes_company').on('summary_changes').column('company_id').execute();

  // The triggers of 0003 stay where they are; their function now only queues the people touched.
  await sql`
    create or replace function learner_summaries_after_write() returns trigger language plpgsql as $fn$
    begin
      if TG_TABLE_NAME = 'users' then
        insert into summary_changes (user_id, company_id)
        select id, company_id from old_rows where company_id is not null;
      elsif TG_TABLE_NAME = 'course_progress' then
        if TG_OP = 'INSERT' then
          insert into summary_changes (user_id, company_id) select distinct user_id, company_id from new_rows;
        elsif TG_OP = 'DELETE' then
          insert into summary_changes (user_id, company_id) select distinct user_id, company_id from old_rows;
        else
          insert into summary_changes (user_id, company_id)
          select user_id, company_id from new_rows union select user_id, company_id from old_rows;
        end if;
      else
        -- training_assignments: the person's company comes from the person (gone with them on deletion,
        -- when the users trigger queues them).
        if TG_OP = 'INSERT' then
          insert into summary_changes (user_id, company_id)
          select u.id, u.company_id from users u
          where u.id in (select user_id from new_rows) and u.company_id is not null;
        else
          insert into summary_changes (user_id, company_id)
          select u.id, u.company_id from users u
          where u.id in (select user_id from old_rows) and u.company_id is not null;
        end if;
      end if;
      return null;
    end
    $fn$
  `.execute(db);

  // Brings the summaries up to date with the queued changes and answers how many it took. With a
  // company: all of that company's changes, waiting for a fold that holds some of them (the reader
  // then sees its result). Without: at most \`batch\` of the oldest, skipping those another fold holds.
  await sql`
    create function fold_summary_changes(company integer, batch integer) returns integer
    language plpgsql as $fn$
    declare
      ids integer[];
      taken integer;
    begin
      if company is not null then
        with claimed as (delete from summary_changes where company_id = company returning user_id)
        select array_agg(distinct user_id), count(*) into ids, taken from claimed;
      else
        with claimed as (
          delete from summary_changes where id in (
            select id from summary_changes order by id limit batch for update skip locked)
          returning user_id)
        select array_agg(distinct user_id), count(*) into ids, taken from claimed;
      end if;
      perform refresh_learner_summaries(ids);
      return taken;
    end
    $fn$
  `.execute(db);

  await db.schema
    .alterTable('course_progress')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_attempt_id', 'uuid')
    .execute();
  // Filling the new columns changes no figure: the trigger stays out of it.
  await sql`alter table course_progress disable trigger course_progress_statistics_update`.execute(db);
  await sql`
    update course_progress cp set last_attempt_at = a.attempted_at, last_attempt_id = a.id
    from (select distinct on (progress_id) progress_id, attempted_at, id from quiz_attempts
      order by progress_id, attempted_at desc, id desc) a
    where a.progress_id = cp.id
  `.execute(db);
  await sql`alter table course_progress enable trigger course_progress_statistics_update`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('course_progress').dropColumn('last_attempt_id').dropColumn('last_attempt_at').execute();
  // The queued changes are folded before the triggers go back to recomputing at once.
  await sql`select refresh_learner_summaries(array(select distinct user_id from summary_changes))`.execute(db);
  await sql`drop function fold_summary_changes(integer, integer)`.execute(db);
  await recomputingTriggerFunction.execute(db);
  await db.schema.dropTable('summary_changes').execute();
}
