import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** SQL about the throttle counters that name people or companies the admin deletes. */

/** Deletes the throttle counters with these keys. */
export async function deleteThrottleCounters(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', 'in', keys).execute();
}

/** Deletes the sign-in counters per account and client address of these accounts (`sign-in:pair:<email>`). */
export async function deleteSignInPairCounters(db: Db, accountKeys: string[]): Promise<void> {
  // Sign-in counters per account and client address: `sign-in:pair:<email>|<address>`.
  await db
    .deleteFrom('throttle_counters')
    .where('key', 'like', 'sign-in:pair:%')
    .where(sql<string>`split_part(key, '|', 1)`, 'in', accountKeys)
    .execute();
}
