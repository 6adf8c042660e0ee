import type { Role } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';

/** The company's identity provider as /login's button names it. */
export type ProviderOnly = { displayName: string };

/**
 * The identity provider that alone signs the person in, when their company has turned passwords
 * off: managers and employees only, as at sign-in; the employer keeps the password (decision 106).
 */
export async function providerOnlySignIn(
  db: Db,
  person: { role: Role; company_id: number | null },
): Promise<ProviderOnly | undefined> {
  if (person.company_id === null || (person.role !== 'manager' && person.role !== 'employee')) return undefined;
  const row = await db
    .selectFrom('company_sign_in_providers')
    .select('display_name')
    .where('company_id', '=', person.company_id)
    .where('passwords_allowed', '=', false)
    .executeTakeFirst();
  return row && { displayName: row.display_name };
}
