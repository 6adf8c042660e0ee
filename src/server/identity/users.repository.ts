import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, NewUser, UserRow, UserUpdate } from '../db/schema.ts';

/**
 * Every write to the users table (creating accounts, the person's data, role, lock, activity, second
 * factor, deletion), and the reads several domains share. The one exception is the reminder job's
 * claim (reminders/reminders.repository.ts), which stamps its own bookkeeping columns in the
 * statement that locks the people it takes.
 */

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

/** Locks the person's account since `lockedAt`, or unlocks it with null. */
export async function setUserLocked(db: Db, userId: number, lockedAt: Date | null, now: Date): Promise<void> {
  await db.updateTable('users').set({ locked_at: lockedAt, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * The first sign-in through the company's identity provider of an invited person, or of one who
 * had not yet accepted the privacy notice (docs/decisions/106-company-sign-in.md): as an accepted
 * invitation, without a password; joining starts the reminders.
 */
export async function joinThroughProvider(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      active: true,
      is_first_login: false,
      data_protection_policy_accepted_at: sql<Date>`coalesce(data_protection_policy_accepted_at, ${now})`,
      reminders_from: sql<Date>`case when active then reminders_from else ${now} end`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Marks the person's account active. */
export async function markUserActive(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ active: true, updated_at: now }).where('id', '=', userId).execute();
}

/** Gives the company's employer another role, if they are still the employer. */
export async function demoteEmployer(db: Db, userId: number, role: 'manager' | 'employee', now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ role, updated_at: now })
    .where('id', '=', userId)
    .where('role', '=', 'employer')
    .execute();
}

/** Makes the company's manager or employee its employer, with no agreement accepted yet; false if they are neither. */
export async function promoteToEmployer(db: Db, userId: number, companyId: number, now: Date): Promise<boolean> {
  const promoted = await db
    .updateTable('users')
    .set({ role: 'employer', order_processing_accepted_at: null, updated_at: now })
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('role', 'in', ['manager', 'employee'])
    .executeTakeFirst();
  return promoted.numUpdatedRows !== 0n;
}

/** Deletes the account if it is an admin's. */
export async function deleteAdminAccount(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).where('role', '=', 'admin').execute();
}

/**
 * Writes the changes to the account of a manager or employee; answers false when the person is
 * gone or has another role by now (never the employer's account, whatever happened since a check).
 */
export async function updateEmployeeAccount(db: Db, userId: number, update: UserUpdate): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set(update)
    .where('id', '=', userId)
    .where('role', 'in', ['manager', 'employee'])
    .executeTakeFirst();
  return updated.numUpdatedRows !== 0n;
}

/**
 * Deletes the account of a manager or employee, and by the foreign keys their tokens, assignments,
 * progress and quiz attempts; answers false when the person is gone or has another role by now.
 */
export async function deleteEmployeeAccount(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('role', 'in', ['manager', 'employee'])
    .executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}

/** Counts a wrong second-factor code of the person; answers how many came in a row. */
export async function countSecondFactorFailure(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ second_factor_failures: eb('second_factor_failures', '+', 1) }))
    .where('id', '=', userId)
    .returning('second_factor_failures')
    .executeTakeFirst();
  return row?.second_factor_failures ?? 0;
}

export async function clearSecondFactorFailures(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ second_factor_failures: 0 })
    .where('id', '=', userId)
    .where('second_factor_failures', '>', 0)
    .execute();
}

/**
 * Records whether the person has a confirmed second factor; a first one keeps its date. The count
 * of wrong codes stays: only a new password clears it (decision 069).
 */
export async function setSecondFactorSince(db: Db, userId: number, confirmed: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ second_factor_since: confirmed ? eb.fn.coalesce('second_factor_since', eb.val(now)) : null }))
    .where('id', '=', userId)
    .execute();
}

/** Every admin's address, name and language (to tell them of something about an admin account). */
export function adminAddressees(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'lang'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .execute();
}

/**
 * The employer or a manager asked at `now` that the people `ids` be reminded (decision 105): the
 * reminder job reads the request as one more moment, and looks at them at its next run
 * (decision 091's mark, written here because no trigger watches the request).
 */
export async function storeReminderRequests(db: Db, ids: readonly number[], now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ reminder_requested_at: now, reminder_check_at: sql<Date>`'-infinity'::timestamptz` })
    .where('id', 'in', ids)
    .execute();
}
