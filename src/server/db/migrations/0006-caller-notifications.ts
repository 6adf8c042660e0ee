import { type Kysely, sql } from 'kysely';

/**
 * Every server instance keeps the callers of recent sessions in memory (http/caller-cache.ts,
 * docs/decisions/050-sessions-in-memory.md), so a signed-in request costs no query. Whatever changes what a session
 * may do tells every instance at commit, on the channel `caller_changed`: `u<id>` for a person (a
 * token revoked, role, e-mail, language, company, lock, deletion), `c<id>` for all people of a
 * company (blocked, new employer, agreement accepted or withdrawn, deletion), `*` for everyone
 * (a statement that revoked the tokens of many people). The triggers see every writer, so no
 * code path can forget to tell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_caller_changed() returns trigger language plpgsql as $fn$
    declare
      people integer;
    begin
      if TG_TABLE_NAME = 'access_tokens' then
        select count(distinct user_id) into people from old_rows;
        if people > 100 then
          perform pg_notify('caller_changed', '*');
        else
          perform pg_notify('caller_changed', 'u' || user_id) from (select distinct user_id from old_rows) t;
        end if;
      elsif TG_TABLE_NAME = 'users' then
        perform pg_notify('caller_changed', 'u' || old.id);
        -- The employer's agreement decides for the whole company.
        if old.role = 'employer' and old.company_id is not null then
          perform pg_notify('caller_changed', 'c' || old.company_id);
        elsif TG_OP = 'UPDATE' then
          if new.role = 'employer' and new.company_id is not null then
            perform pg_notify('caller_changed', 'c' || new.company_id);
          end if;
        end if;
      else
        perform pg_notify('caller_changed', 'c' || old.id);
      end if;
      return null;
    end
    $fn$
  `.execute(db);
  await sql`create trigger access_tokens_caller_changed after delete on access_tokens
    referencing old table as old_rows for each statement execute function notify_caller_changed()`.execute(db);
  await sql`create trigger users_caller_changed after update on users for each row
    when (old.role is distinct from new.role or old.company_id is distinct from new.company_id
      or old.email is distinct from new.email or old.lang is distinct from new.lang
      or old.locked_at is distinct from new.locked_at
      or old.order_processing_accepted_at is distinct from new.order_processing_accepted_at)
    execute function notify_caller_changed()`.execute(db);
  await sql`create trigger users_caller_deleted after delete on users for each row
    execute function notify_caller_changed()`.execute(db);
  await sql`create trigger companies_caller_changed after update on companies for each row
    when (old.blocked_at is distinct from new.blocked_at or old.owner_id is distinct from new.owner_id)
    execute function notify_caller_changed()`.execute(db);
  await sql`create trigger companies_caller_deleted after delete on companies for each row
    execute function notify_caller_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger companies_caller_deleted on companies`.execute(db);
  await sql`drop trigger companies_caller_changed on companies`.execute(db);
  await sql`drop trigger users_caller_deleted on users`.execute(db);
  await sql`drop trigger users_caller_changed on users`.execute(db);
  await sql`drop trigger access_tokens_caller_changed on access_tokens`.execute(db);
  await sql`drop function notify_caller_changed()`.execute(db);
}
