import { sql } from 'kysely';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import type { Db } from '../db/database.ts';
import { toCompanyEmployee } from './company-employee.presenter.ts';

/**
 * The people of a company with their courses and invitation state: the employer first, then
 * managers and employees by last and first name. With `userId`, only that person (if theirs).
 */
export async function listCompanyEmployees(
  db: Db,
  companyId: number,
  now: Date,
  userId?: number,
): Promise<CompanyEmployee[]> {
  let users = db.selectFrom('users').selectAll().where('company_id', '=', companyId);
  let assignments = db
    .selectFrom('training_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.training_slug'])
    .where('u.company_id', '=', companyId)
    .orderBy('a.training_slug');
  let invitations = db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', (eb) => eb.fn.max<Date>('t.expires_at').as('expires_at')])
    .where('u.company_id', '=', companyId)
    .where('t.kind', '=', 'invitation')
    .groupBy('t.user_id');
  if (userId !== undefined) {
    users = users.where('id', '=', userId);
    assignments = assignments.where('a.user_id', '=', userId);
    invitations = invitations.where('t.user_id', '=', userId);
  }
  const [people, assigned, invited] = await Promise.all([
    users
      .orderBy(sql`case when role = 'employer' then 0 else 1 end`)
      .orderBy(sql`lower(lastname)`)
      .orderBy(sql`lower(firstname)`)
      .orderBy('id')
      .execute(),
    assignments.execute(),
    invitations.execute(),
  ]);

  const coursesOf = new Map<number, string[]>();
  for (const row of assigned) coursesOf.set(row.user_id, [...(coursesOf.get(row.user_id) ?? []), row.training_slug]);
  const expiryOf = new Map(invited.map((row) => [row.user_id, new Date(row.expires_at)]));
  return people.map((user) =>
    toCompanyEmployee(user, coursesOf.get(user.id) ?? [], expiryOf.get(user.id) ?? null, now),
  );
}

/** One person of the company in the list's shape, or undefined when there is none (removed in the meantime). */
export async function companyEmployee(
  db: Db,
  companyId: number,
  userId: number,
  now: Date,
): Promise<CompanyEmployee | undefined> {
  const [person] = await listCompanyEmployees(db, companyId, now, userId);
  return person;
}

/** A person's name and language with their company's name, undefined for none (or no company). */
export function findPersonWithCompany(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .select(['u.firstname', 'u.lastname', 'u.lang', 'co.company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
