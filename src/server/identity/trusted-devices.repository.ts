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

/** Forgets every browser of the person. */
export async function deleteTrustedDevices(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
