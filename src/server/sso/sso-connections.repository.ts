import type { Db } from '../db/database.ts';
import type { SignInProviderKind } from '../db/schema.ts';

/** A company's identity provider (table company_sign_in_providers, migration 0033). */
export function findConnection(db: Db, companyId: number) {
  return db.selectFrom('company_sign_in_providers').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findConnection>>>;

export async function upsertConnection(
  db: Db,
  row: {
    companyId: number;
    kind: SignInProviderKind;
    displayName: string;
    issuer: string;
    tenant: string | null;
    clientId: string;
    clientSecretSealed: string;
    passwordsAllowed: boolean;
    now: Date;
  },
): Promise<void> {
  const values = {
    kind: row.kind,
    display_name: row.displayName,
    issuer: row.issuer,
    tenant: row.tenant,
    client_id: row.clientId,
    client_secret_sealed: row.clientSecretSealed,
    passwords_allowed: row.passwordsAllowed,
    updated_at: row.now,
  };
  await db
    .insertInto('company_sign_in_providers')
    .values({ company_id: row.companyId, created_at: row.now, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

/** Removes the connection and the company's people's links to its issuer; true when there was one. */
export async function deleteConnection(db: Db, companyId: number, issuer: string): Promise<boolean> {
  await db
    .deleteFrom('sign_in_identities')
    .where('issuer', '=', issuer)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('company_id', '=', companyId))
    .execute();
  const removed = await db
    .deleteFrom('company_sign_in_providers')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The provider of the company of the address's customer account, for /login's discovery. */
export function findConnectionOfAddress(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('company_sign_in_providers as p', 'p.company_id', 'users.company_id')
    .selectAll('p')
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .where('users.role', '!=', 'admin')
    .executeTakeFirst();
}

/** Whether passwords are off for the person: their company has a provider that forbids them. */
export async function passwordsOffFor(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_sign_in_providers')
    .select('passwords_allowed')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined && !row.passwords_allowed;
}
