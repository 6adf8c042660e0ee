import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * How the company's current passes of assigned courses were earned: at the first attempt, at the
 * second, and in all (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md).
 */
export async function passAttemptsOfCompany(
  db: Db,
  companyId: number,
): Promise<{ first: number; second: number; total: number }> {
  const { rows } = await sql<{ first: number; second: number; total: number }>`
    select count(*) filter (where p.passed_at_attempt = 1)::int as first,
      count(*) filter (where p.passed_at_attempt = 2)::int as second,
      count(*)::int as total
    from course_progress p
    join training_assignments a on a.user_id = p.user_id and a.training_slug = p.training_slug
    where p.company_id = ${companyId} and p.archived_at is null and p.passed_at is not null
  `.execute(db);
  return rows[0] ?? { first: 0, second: 0, total: 0 };
}
