import { type Kysely, sql } from 'kysely';

/**
 * The AI-literacy record (docs/decisions/109-ai-literacy-record.md):
 * - `trainings` gains the track "KI am Arbeitsplatz" (`ai-at-work`), learned like the management
 *   training with the courses' progress and quiz draws;
 * - `ai_tools`: the company's AI inventory, one row per tool as it stood from `added_at` until
 *   `retired_at`; a change retires the row and adds a new one, so the inventory on any past day
 *   can be read back (the evidence package reads the record at a chosen date);
 * - `ai_tool_users`: the people named for a tool used by chosen people.
 * Expand only: a previous release never reads the new tables nor writes the new slug.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into trainings (slug, kind) values ('ai-at-work', 'track') on conflict do nothing`.execute(db);
  await sql`create table ai_tools (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    name text not null check (length(name) between 1 and 80),
    purpose text not null check (length(purpose) <= 200),
    used_by text not null check (used_by in ('everyone', 'leaders', 'chosen')),
    added_at timestamptz not null,
    added_by integer references users (id) on delete set null,
    retired_at timestamptz,
    retired_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`create index ai_tools_company on ai_tools (company_id, added_at)`.execute(db);
  await sql`create table ai_tool_users (
    tool_id integer not null references ai_tools (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    primary key (tool_id, user_id)
  )`.execute(db);
  await sql`create index ai_tool_users_user on ai_tool_users (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ai_tool_users`.execute(db);
  await sql`drop table ai_tools`.execute(db);
  await sql`delete from quiz_draws where training_slug = 'ai-at-work'`.execute(db);
  await sql`delete from course_progress where training_slug = 'ai-at-work'`.execute(db);
  await sql`delete from trainings where slug = 'ai-at-work'`.execute(db);
}
