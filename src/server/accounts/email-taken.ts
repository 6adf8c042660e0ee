import type { Db } from '../db/database.ts';
import { findUserByEmail } from '../identity/users.repository.ts';
import { addressReserved } from './email-changes.repository.ts';

/** Whether an address belongs to someone other than `exceptUserId`: as their sign-in, or reserved. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const owner = await findUserByEmail(db, email);
  if (owner !== undefined && owner.id !== exceptUserId) return true;
  return addressReserved(db, email, exceptUserId);
}
