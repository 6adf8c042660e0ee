import type { Db } from '../db/database.ts';

/** SQL about the browsers where people signed in before (trusted-devices.ts holds the rules). */

/** Whose browser the token hash marks, undefined for none. */
export async function findTrustedDeviceOwner(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** Records that the browser was used to sign in now. */
export async function touchTrustedDevice(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Stores a new browser of the person. */
export async function insertTrustedDevice(db: Db, tokenHash: string, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now })
    .execute();
}

/** Forgets the person's browsers but the `keep` most recently used. */
export async function deleteOlderTrustedDevices(db: Db, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where(
      'token_hash',
      'not in',
      db
        .selectFrom('trusted_devices')
        .select('token_hash')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .limit(keep),
    )
    .execute();
}

/** Forgets every browser of the person. */
export async function deleteTrustedDevices(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
