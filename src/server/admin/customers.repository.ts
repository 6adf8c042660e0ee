import type { ExpressionBuilder } from 'kysely';
import type { EmployeeFilter, EmployeeOrderField, EmployeeWhere } from '#shared/api/admin-filter.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** SQL about the customers' accounts (everyone but the admins) as the admin reads and changes them. */

/**
 * The parsed LoopBack filter (src/shared/api/admin-filter.ts) as Kysely: every column name comes
 * from the tables below, every value goes as a query parameter. Admins are never part of it.
 */

const ORDER_COLUMNS = {
  id: 'users.id',
  createdAt: 'users.created_at',
  lastname: 'users.lastname',
  firstname: 'users.firstname',
  email: 'users.email',
} as const satisfies Record<EmployeeOrderField, string>;

type Eb = ExpressionBuilder<Database, 'users'>;

function employeeWhere(eb: Eb, where: EmployeeWhere) {
  const parts = [eb('users.role', '!=', 'admin')];
  const { id, role, companyId, locked, active } = where;
  if (typeof id === 'number') parts.push(eb('users.id', '=', id));
  else if (id) {
    if (id.eq !== undefined) parts.push(eb('users.id', '=', id.eq));
    if (id.inq) parts.push(eb('users.id', 'in', id.inq));
    if (id.gt !== undefined) parts.push(eb('users.id', '>', id.gt));
    if (id.gte !== undefined) parts.push(eb('users.id', '>=', id.gte));
    if (id.lt !== undefined) parts.push(eb('users.id', '<', id.lt));
    if (id.lte !== undefined) parts.push(eb('users.id', '<=', id.lte));
  }
  if (typeof role === 'string') parts.push(eb('users.role', '=', role));
  else if (role) {
    if (role.eq) parts.push(eb('users.role', '=', role.eq));
    if (role.neq) parts.push(eb('users.role', '!=', role.neq));
    if (role.inq) parts.push(eb('users.role', 'in', role.inq));
  }
  if (typeof companyId === 'number') parts.push(eb('users.company_id', '=', companyId));
  else if (companyId && 'eq' in companyId) parts.push(eb('users.company_id', '=', companyId.eq));
  else if (companyId) parts.push(eb('users.company_id', 'in', companyId.inq));
  if (locked !== undefined) parts.push(eb('users.locked_at', locked ? 'is not' : 'is', null));
  if (active !== undefined) parts.push(eb('users.active', '=', active));
  return eb.and(parts);
}

/** How many customers the filter's condition matches. */
export async function countCustomers(db: Db, where: EmployeeWhere): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => employeeWhere(eb, where))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of customers. The page's ids are chosen first on `users` alone, where an index holds
 * everything the choice reads (`users_role_id` (role, id) for the employer list): skipping 99,000
 * rows then walks index entries only, not table rows, so the last page of 100,000 employers costs
 * about what the first does. The page's rows and, in one more query, their companies follow by id.
 */
export function findCustomerPage(db: Db, filter: EmployeeFilter) {
  const ordered = <
    Q extends { orderBy: (column: (typeof ORDER_COLUMNS)[EmployeeOrderField], direction: 'asc' | 'desc') => Q },
  >(
    query: Q,
  ) => {
    let result = query;
    for (const { field, direction } of filter.order) result = result.orderBy(ORDER_COLUMNS[field], direction);
    return filter.order.some(({ field }) => field === 'id') ? result : result.orderBy('users.id', 'asc');
  };
  const pageIds = ordered(
    db
      .selectFrom('users')
      .select('users.id')
      .where((eb) => employeeWhere(eb, filter.where)),
  )
    .limit(filter.limit)
    .offset(filter.skip);
  return ordered(
    db
      .selectFrom('users')
      .select([
        'users.id',
        'users.firstname',
        'users.lastname',
        'users.salutation',
        'users.email',
        'users.role',
        'users.company_id',
        'users.active',
        'users.locked_at',
        'users.is_first_login',
        'users.created_at',
        'users.order_processing_accepted_at',
      ])
      .where('users.id', 'in', pageIds),
  ).execute();
}

/** The ids and addresses of the company's people. */
export function findCompanyPeople(db: Db, companyId: number): Promise<Array<{ id: number; email: string }>> {
  return db.selectFrom('users').select(['id', 'email']).where('company_id', '=', companyId).execute();
}

/** Which of these lower-case addresses already have an account, of any company or an admin (lower-case). */
export async function findTakenEmails(db: Db, emails: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  return rows.map((row) => row.email);
}
