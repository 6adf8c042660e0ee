import type { CourseSlug } from '#shared/courses.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The deadline of the assignment `ta` is not met, whenever it comes (decision 083): its course is
 * not passed. Passed means the current round is, or an earlier round was passed by the due day
 * and still valid at its end (its pass lapsed only later). No clock in it: the reminder job asks
 * when this company's next missed deadline comes.
 */
export const deadlineUnmet = sql<boolean>`(ta.due_on is not null
  and not exists (select 1 from course_progress cp where cp.user_id = ta.user_id
    and cp.training_slug = ta.training_slug and cp.archived_at is null and cp.passed_at is not null)
  and not exists (select 1 from course_progress cp where cp.user_id = ta.user_id
    and cp.training_slug = ta.training_slug and cp.archived_at is not null and cp.lapsed_at is not null
    and (cp.passed_at at time zone 'Europe/Berlin')::date <= ta.due_on
    and cp.lapsed_at > ((ta.due_on + 1)::timestamp at time zone 'Europe/Berlin')))`;

/**
 * The assignment `ta` is past its deadline: a due day before `today` (German days) and not met.
 * The dashboard's overdue list and the weekly digest ask the same question, so they share this.
 */
export const missedDeadline = (today: string) => sql<boolean>`(ta.due_on < ${today}::date and ${deadlineUnmet})`;

/** One course of a person past its deadline. */
export type OverdueAssignment = {
  id: number;
  firstname: string;
  lastname: string;
  training_slug: CourseSlug;
  due_on: string | null;
};

/** The company's assignments past their deadline on `today`: the earliest deadline first, then by name. */
export function findOverdueAssignments(db: Db, companyId: number, today: string): Promise<OverdueAssignment[]> {
  return db
    .selectFrom('training_assignments as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'ta.training_slug', 'ta.due_on'])
    .where('u.company_id', '=', companyId)
    .where(missedDeadline(today))
    .orderBy('ta.due_on')
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();
}
