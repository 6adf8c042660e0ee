import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

/** SQL about admin accounts (admins.ts holds the rules). */

/** The columns an admin account is shown with. */
export const ADMIN_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'email',
  'active',
  'locked_at',
  'lang',
  'created_at',
] as const;

export type AdminRow = Pick<UserRow, (typeof ADMIN_COLUMNS)[number]>;

/** Every admin account, by last name, first name and id. */
export function listAdminRows(db: Db): Promise<AdminRow[]> {
  return db
    .selectFrom('users')
    .select(ADMIN_COLUMNS)
    .where('role', '=', 'admin')
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

/** One admin account, locked for the rest of the transaction; undefined for any other id. */
export function findAdminRow(db: Db, id: number): Promise<AdminRow | undefined> {
  return db
    .selectFrom('users')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('role', '=', 'admin')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Every admin's id and address, each row locked for the rest of the transaction: two admins
 * deleting each other at the same time cannot both see the other as not the last one.
 */
export function lockAdmins(db: Db) {
  return db.selectFrom('users').select(['id', 'email']).where('role', '=', 'admin').forUpdate().execute();
}
