import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { INVITATION_STATES, JsonId } from './company-employees.ts';

/**
 * The employer's to-do view (docs/decisions/105-employer-to-do-view.md): who is past a deadline,
 * whose deadline comes within the week, who never signed in, one action to remind the chosen
 * people through the rules of decision 085, and the share of people with valid training over the
 * last 12 months.
 */

/** How many days ahead "due this week" looks: today and the six days after it (German days). */
export const DUE_SOON_DAYS = 7;

/** The most people one reminder request may name (a company's to-do list, page by page). */
export const REMIND_PEOPLE_MAX = 1000;

/** A person with a deadline to meet: the courses concerned, earliest deadline first. */
export const TodoPerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  courses: v.array(v.object({ trainingSlug: v.picklist(COURSE_SLUGS), dueOn: v.string() })),
  /** The last reminder mail the person got (the job's or one asked for); null: none yet. */
  lastRemindedAt: v.nullable(v.string()),
});
export type TodoPerson = v.InferOutput<typeof TodoPerson>;

/**
 * Someone who has not signed in with a password of their own yet: invited (`pending`, `expired`)
 * or given a temporary password (`accepted`, which they have not replaced yet).
 */
export const NeverSignedInPerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  invitation: v.picklist(INVITATION_STATES),
  /** When the newest invitation was sent; null if none was (a list import, a temporary password). */
  invitedAt: v.nullable(v.string()),
});
export type NeverSignedInPerson = v.InferOutput<typeof NeverSignedInPerson>;

/**
 * One month of the trend: `month` yyyy-mm (German time); `population` and `valid` as the
 * statistics read at the month's last record (this month: now); both null for a month with no
 * record (before the company's first, or before the portal kept them).
 */
export const TrendMonth = v.object({
  month: v.string(),
  population: v.nullable(v.number()),
  valid: v.nullable(v.number()),
});
export type TrendMonth = v.InferOutput<typeof TrendMonth>;

/** GET /statistics/get-company-todo: the caller's company. */
export const CompanyTodo = v.object({
  /** Today in German time (yyyy-mm-dd); "due this week" runs to `dueSoonUntil`, both included. */
  today: v.string(),
  dueSoonUntil: v.string(),
  /** People with a deadline passed and the course not passed, the earliest deadline first. */
  overdue: v.array(TodoPerson),
  /** People with a deadline from today to `dueSoonUntil` (and none passed), the earliest first. */
  dueSoon: v.array(TodoPerson),
  /** People who never signed in with their own password, the longest waiting first. */
  neverSignedIn: v.array(NeverSignedInPerson),
  /** The last 12 months, the oldest first, this month last. */
  trend: v.array(TrendMonth),
});
export type CompanyTodo = v.InferOutput<typeof CompanyTodo>;

/** POST /reminders/remind-people: people of the caller's company, each once. */
export const RemindPeopleRequest = v.strictObject({
  userIds: v.pipe(
    v.array(JsonId),
    v.minLength(1),
    v.maxLength(REMIND_PEOPLE_MAX),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type RemindPeopleRequest = v.InferOutput<typeof RemindPeopleRequest>;

/**
 * What became of each person:
 * - `queued`: the reminder job mails the person's open courses at its next run in working hours;
 * - `invitationSent`: not signed in yet, so the invitation went out again (a new 14-day link);
 * - `remindedRecently`: a reminder or invitation went out within the last week (`nextPossibleAt`);
 * - `switchedOff`: the person or the company switched reminders off;
 * - `unreachable`: locked, blocked, or on a temporary password from the company;
 * - `nothingOpen`: no course to pass.
 */
export const REMIND_OUTCOMES = [
  'queued',
  'invitationSent',
  'remindedRecently',
  'switchedOff',
  'unreachable',
  'nothingOpen',
] as const;
export type RemindOutcome = (typeof REMIND_OUTCOMES)[number];

export const RemindPeopleResponse = v.object({
  results: v.array(
    v.object({
      userId: v.number(),
      outcome: v.picklist(REMIND_OUTCOMES),
      /** For `remindedRecently`: from when a reminder may go out again. */
      nextPossibleAt: v.nullable(v.string()),
    }),
  ),
  /** When queued reminders go out: now in working hours (within ten minutes), else the next working morning. */
  sendsFrom: v.string(),
});
export type RemindPeopleResponse = v.InferOutput<typeof RemindPeopleResponse>;
