import type { UserRow } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../core/errors.ts';
import { verifyPassword } from './passwords.ts';
import { REAUTH_PER_PERSON, assertNotThrottled, recordHit } from '../core/throttle.ts';

/**
 * The current password of a signed-in person, asked again before a sensitive change (the e-mail
 * address, a second factor). Wrong answers count per person (REAUTH_PER_PERSON), so a stolen
 * session cannot guess on.
 */
export async function reauthenticate(
  deps: { db: Db; now: () => Date },
  person: Pick<UserRow, 'id' | 'password_hash'>,
  given: string | undefined,
): Promise<void> {
  const now = deps.now();
  const key = `reauth:person:${person.id}`;
  await assertNotThrottled(deps.db, key, now);
  if (await verifyPassword(person.password_hash, given ?? '')) return;
  await recordHit(deps.db, key, REAUTH_PER_PERSON, now);
  throw new HttpError(400, 'CURRENT_PASSWORD_WRONG');
}
