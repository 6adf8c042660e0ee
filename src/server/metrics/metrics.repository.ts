import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Mails not yet handed to the mail server, and how long the oldest of them has waited. */
export async function unsentMail(db: Db): Promise<{ count: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as('oldestSeconds'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row;
}
