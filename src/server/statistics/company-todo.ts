import {
  DUE_SOON_DAYS,
  type CompanyTodo,
  type NeverSignedInPerson,
  type TodoPerson,
} from '#shared/api/employer-todo.ts';
import { INVITATION_TTL_SECONDS } from '#shared/constants.ts';
import { berlinMonth, berlinToday, monthsBetween } from '../core/berlin-dates.ts';
import { startRepeating } from '../core/repeating-job.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { count } from './statistics-figures.ts';
import { findCompanySummary } from './company-summaries.repository.ts';
import { foldCompanyChanges } from './summary-folding.ts';
import {
  findDeadlinesBy,
  findNeverSignedIn,
  findTrainingMonths,
  recordTrainingMonth,
  type DeadlineRow,
} from './company-todo.repository.ts';

/**
 * GET /statistics/get-company-todo (docs/decisions/105-employer-to-do-view.md): who is past a
 * deadline, whose deadline comes within the week, who never signed in, and the share of people
 * with valid training over the last 12 months: the recorded months and, for this month, the
 * statistics of now.
 */
export async function companyTodo(db: Db, companyId: number, now: Date): Promise<CompanyTodo> {
  const today = berlinToday(now);
  const dueSoonUntil = addDays(today, DUE_SOON_DAYS - 1);
  const thisMonth = berlinMonth(now);
  const months = monthsBetween(monthsBefore(thisMonth, 11), thisMonth);
  await foldCompanyChanges(db, companyId);
  const [deadlines, neverSignedIn, recorded, summary] = await Promise.all([
    findDeadlinesBy(db, companyId, dueSoonUntil),
    findNeverSignedIn(db, companyId),
    findTrainingMonths(db, companyId, `${months[0]}-01`),
    findCompanySummary(db, companyId),
  ]);
  const { overdue, dueSoon } = byUrgency(deadlines, today);
  const byMonth = new Map(recorded.map((row) => [row.month, row]));
  return {
    today,
    dueSoonUntil,
    overdue,
    dueSoon,
    neverSignedIn: neverSignedIn.map((row): NeverSignedInPerson => ({
      userId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      invitation: row.has_password
        ? 'accepted'
        : row.invitation_expires_at && new Date(row.invitation_expires_at) > now
          ? 'pending'
          : 'expired',
      invitedAt: row.invitation_expires_at
        ? new Date(new Date(row.invitation_expires_at).getTime() - INVITATION_TTL_SECONDS * 1000).toISOString()
        : null,
    })),
    trend: months.map((month) => {
      if (month === thisMonth) {
        const population = count(summary?.population);
        return { month, population, valid: count(summary?.finished_all) };
      }
      const row = byMonth.get(month);
      return { month, population: row?.population ?? null, valid: row?.valid ?? null };
    }),
  };
}

/** Each person once, in the more urgent list, with all their courses concerned, the earliest first. */
function byUrgency(rows: DeadlineRow[], today: string) {
  const people = new Map<number, TodoPerson & { overdue: boolean }>();
  for (const row of rows) {
    const person = people.get(row.id) ?? {
      userId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      courses: [],
      lastRemindedAt: row.learner_reminded_at ? new Date(row.learner_reminded_at).toISOString() : null,
      overdue: false,
    };
    person.courses.push({ trainingSlug: row.training_slug, dueOn: row.due_on });
    if (row.due_on < today) person.overdue = true;
    people.set(row.id, person);
  }
  const list = [...people.values()];
  const plain = (person: TodoPerson & { overdue: boolean }): TodoPerson => {
    const { overdue, ...rest } = person;
    void overdue;
    return rest;
  };
  return {
    overdue: list.filter((p) => p.overdue).map(plain),
    dueSoon: list.filter((p) => !p.overdue).map(plain),
  };
}

/** The calendar day `days` after `day` (yyyy-mm-dd). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The month `n` months before `month` (yyyy-mm). */
function monthsBefore(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How often every instance records the month's figures: the month keeps the last reading within it. */
export const TRAINING_MONTHS_INTERVAL_MS = 60 * 60_000;

/** Records this month's figures of every company (decision 105); answers how many rows changed. */
export function recordTrainingMonthNow(db: Db, now: Date): Promise<number> {
  return recordTrainingMonth(db, `${berlinMonth(now)}-01`);
}

/** Starts the hourly record of this instance; the answer stops it. */
export function startTrainingMonths(db: Db, now: () => Date, intervalMs = TRAINING_MONTHS_INTERVAL_MS) {
  return startRepeating('recording the training trend', intervalMs, async () => {
    const changed = await recordTrainingMonthNow(db, now());
    if (changed > 0) log.info('training trend recorded', { companies: changed });
  });
}
