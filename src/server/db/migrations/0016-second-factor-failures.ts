import { type Kysely, sql } from 'kysely';

/**
 * Wrong second-factor codes in a row since the person's last success (decision 069): after 30 the
 * second step refuses until the person sets a new password. Only someone who knew the password
 * reaches that step, so a stranger cannot cause the stop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column second_factor_failures integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column second_factor_failures`.execute(db);
}
