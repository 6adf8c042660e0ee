import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

/** The account an e-mail address signs in to, with what the sign-in decides besides the password. */
export type SignInCandidate = UserRow & {
  /** The person's company is blocked (docs/product.md R12). */
  company_blocked: boolean;
  /** The browser's mark (a hash given) is one of the person's trusted devices. */
  device_known: boolean;
  /** How many browsers the person has signed in from (trusted devices kept). */
  devices: number;
  /** The company's identity provider allows no passwords beside it (decision 106). */
  passwords_off: boolean;
};

/** The account of the address (in any case) and its sign-in facts, in one query. */
export function findSignInCandidate(
  db: Db,
  email: string,
  deviceTokenHash: string | null,
): Promise<SignInCandidate | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('company_sign_in_providers as sso', 'sso.company_id', 'users.company_id')
    .selectAll('users')
    .select((eb) => [
      eb('companies.blocked_at', 'is not', null).$castTo<boolean>().as('company_blocked'),
      eb
        .exists(
          eb
            .selectFrom('trusted_devices')
            .whereRef('trusted_devices.user_id', '=', 'users.id')
            .where('trusted_devices.token_hash', '=', deviceTokenHash ?? ''),
        )
        .$castTo<boolean>()
        .as('device_known'),
      sql<number>`(select count(*)::int from trusted_devices d where d.user_id = users.id)`.as('devices'),
      eb('sso.passwords_allowed', '=', false).$castTo<boolean>().as('passwords_off'),
    ])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}
