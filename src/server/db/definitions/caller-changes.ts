import { sql } from 'kysely';
import type { DefinitionGroup } from './definition.ts';

/**
 * Every server instance keeps the callers of recent sessions in memory (http/caller-cache.ts,
 * docs/decisions/050-sessions-in-memory.md), so a signed-in request costs no query. Whatever changes
 * what a session may do tells every instance at commit, on the channel `caller_changed`: `u<id>` for
 * a person (a token revoked, role, e-mail, language, company, lock, temporary password, second
 * factor, deletion), `c<id>` for all people of a company (blocked, new employer, agreement accepted
 * or withdrawn, second-factor rule, deletion), `*` for everyone (a statement that revoked the tokens
 * of many people). The triggers see every writer, so no code path can forget to tell.
 */
const notifyCallerChanged = sql`
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
`;

/** A row trigger of `table` that tells on `event`, when `condition` holds. */
function tellingTrigger(name: string, table: string, event: 'update' | 'delete', condition = sql``) {
  return {
    name,
    table,
    create: sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)} for each row
      ${condition} execute function notify_caller_changed()`,
  };
}

export const callerChanges: DefinitionGroup = {
  name: 'caller changes',
  functions: [{ name: 'notify_caller_changed', create: notifyCallerChanged }],
  triggers: [
    {
      name: 'access_tokens_caller_changed',
      table: 'access_tokens',
      create: sql`create trigger access_tokens_caller_changed after delete on access_tokens
        referencing old table as old_rows for each statement execute function notify_caller_changed()`,
    },
    tellingTrigger(
      'users_caller_changed',
      'users',
      'update',
      sql`when (old.role is distinct from new.role or old.company_id is distinct from new.company_id
        or old.email is distinct from new.email or old.lang is distinct from new.lang
        or old.locked_at is distinct from new.locked_at
        or old.order_processing_accepted_at is distinct from new.order_processing_accepted_at
        or old.password_expires_at is distinct from new.password_expires_at
        or old.second_factor_since is distinct from new.second_factor_since)`,
    ),
    tellingTrigger('users_caller_deleted', 'users', 'delete'),
    tellingTrigger(
      'companies_caller_changed',
      'companies',
      'update',
      sql`when (old.blocked_at is distinct from new.blocked_at or old.owner_id is distinct from new.owner_id
        or old.second_factor_rule is distinct from new.second_factor_rule)`,
    ),
    tellingTrigger('companies_caller_deleted', 'companies', 'delete'),
  ],
};
