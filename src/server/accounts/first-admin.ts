import type { Db } from '../db/database.ts';
import { findUserByEmail, insertUser } from '../identity/users.repository.ts';
import { log } from '../log.ts';
import { assertAcceptablePassword, hashPassword } from '../identity/passwords.ts';

/**
 * Creates an admin account (first start with ADMIN_EMAIL and ADMIN_PASSWORD, or the
 * admin:create command). An existing account of that address is left as it is.
 */
export async function ensureFirstAdmin(
  db: Db,
  input: { email: string; password: string; firstname?: string; lastname?: string },
  config: { breachedPasswordsUrl: string | undefined },
): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) return 'exists';
  await assertAcceptablePassword(input.password, [email, input.firstname ?? '', input.lastname ?? ''], config);
  await insertUser(
    db,
    {
      email,
      firstname: input.firstname ?? 'Admin',
      lastname: input.lastname ?? 'Portal',
      salutation: null,
      role: 'admin',
      company_id: null,
      password_hash: await hashPassword(input.password),
      active: true,
      is_first_login: false,
    },
    ['id'],
  );
  log.info('admin created', { email });
  return 'created';
}
