import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, NewUser, UserRow, UserUpdate } from '../db/schema.ts';

/** SQL about user accounts: creating them, reading them and the changes several services make. */

type UserColumn = keyof UserRow & string;

/**
 * Creates user accounts (a registration, the first admin, an invited person or admin, an employee
 * list) in one statement and answers the `returning` columns: of the one row, or of each new row of
 * a list. With `ifAddressTaken: 'skip'`, a row whose address has an account already (in any case)
 * is left out instead of failing the statement.
 */
export function insertUser<C extends UserColumn>(
  db: Db,
  user: NewUser,
  returning: readonly C[],
): Promise<Pick<UserRow, C>>;
export function insertUser<C extends UserColumn>(
  db: Db,
  users: readonly NewUser[],
  returning: readonly C[],
  ifAddressTaken: 'skip',
): Promise<Array<Pick<UserRow, C>>>;
export function insertUser<C extends UserColumn>(
  db: Db,
  users: NewUser | readonly NewUser[],
  returning: readonly C[],
  ifAddressTaken?: 'skip',
): Promise<unknown> {
  let insert = db.insertInto('users').values(users);
  if (ifAddressTaken === 'skip') insert = insert.onConflict((oc) => oc.expression(sql`lower(email)`).doNothing());
  const query = insert.returning(returning);
  return Array.isArray(users) ? query.execute() : query.executeTakeFirstOrThrow();
}

/** Writes the changes to the account. */
export async function updateUser(db: Db, userId: number, update: UserUpdate): Promise<void> {
  await db.updateTable('users').set(update).where('id', '=', userId).execute();
}

/**
 * Gives the account the new address, if it still has `oldEmail` (a confirmed e-mail change);
 * answers the account, undefined when it has another address by now.
 */
export function replaceEmail(db: Db, userId: number, oldEmail: string, newEmail: string, now: Date) {
  return db
    .updateTable('users')
    .set({ email: newEmail, updated_at: now })
    .where('id', '=', userId)
    .where('email', '=', oldEmail)
    .returning(['id', 'role', 'company_id'])
    .executeTakeFirst();
}

/**
 * Gives the account its earlier address back and takes its password (a reported e-mail change);
 * answers the address now, undefined when the account is gone.
 */
export function restoreEmail(db: Db, userId: number, email: string, now: Date) {
  return db
    .updateTable('users')
    .set({ email, password_hash: null, password_expires_at: null, updated_at: now })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirst();
}

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
