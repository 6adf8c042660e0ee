import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, UserRow } from '../db/schema.ts';

/** SQL about user accounts that more than one domain needs. */

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function assignedCourses(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('training_assignments')
    .select('training_slug')
    .where('user_id', '=', userId)
    .orderBy('training_slug')
    .execute();
  return rows.map((r) => r.training_slug);
}

/** Whether the company's employer has accepted the data-processing agreement. */
export async function companyHasAgreement(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies as co')
    .innerJoin('users as owner', 'owner.id', 'co.owner_id')
    .select('owner.order_processing_accepted_at')
    .where('co.id', '=', companyId)
    .executeTakeFirst();
  return Boolean(row?.order_processing_accepted_at);
}

/** The person's name and address, which a new password must not contain, and whose account it is. */
export function passwordContext(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['firstname', 'lastname', 'email', 'company_id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Stores a new password hash; `also` sets what the occasion changes besides (active, first login, consent). */
export async function storePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  also: {
    active?: true;
    is_first_login?: false;
    data_protection_policy_accepted_at?: Date;
  } = {},
): Promise<void> {
  await db
    .updateTable('users')
    // A password the person chose is never a temporary one (decision 064), and whoever guessed
    // second-factor codes with the old one starts from nothing (decision 069).
    .set({
      password_hash: passwordHash,
      password_expires_at: null,
      second_factor_failures: 0,
      updated_at: now,
      // Joining (the first own password: an invitation, a temporary or first password replaced)
      // starts the reminders: nobody is reminded of a course right after taking up the account.
      reminders_from: sql<Date>`case when active and password_expires_at is null then reminders_from else ${now} end`,
      ...also,
    })
    .where('id', '=', userId)
    .execute();
}
