import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The SQL of company registrations (companies.created_at): the range filter and the chart. */

/**
 * Companies (`co`) registered in the range: `from` and `to` are days in Europe/Berlin, both
 * included (from midnight of `from` to midnight after `to`, German time); an empty end is open.
 */
export function registeredIn(from: string | undefined, to: string | undefined): RawBuilder<SqlBool> {
  const bounds = [sql`true`];
  if (from) bounds.push(sql`co.created_at >= (${from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (to) bounds.push(sql`co.created_at < (${to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
}

/** How many companies registered in each month (YYYY-MM, German time) of the range; months without any are missing. */
export async function registrationsPerMonth(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<Array<{ month: string; companies: number }>> {
  // Grouped by the month's start, named per group: to_char for every row costs a third more.
  const { rows } = await sql<{ month: string; companies: number }>`
    select to_char(m.start, 'YYYY-MM') as month, m.companies
    from (
      select date_trunc('month', co.created_at at time zone 'Europe/Berlin') as start, count(*) as companies
      from companies co where ${registeredIn(from, to)} group by 1
    ) m
  `.execute(db);
  return rows;
}

/** When the first company registered (null: none has). */
export function firstRegistration(db: Db): Promise<{ at: Date | null }> {
  return db
    .selectFrom('companies')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirstOrThrow();
}
