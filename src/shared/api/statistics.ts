import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { CalendarDay } from './common.ts';

/**
 * Statistics (docs/product.md §3 and §7). The population is every person of a company with at least
 * one assigned course, owner and managers included (docs/product.md R21); only assigned courses count,
 * and only current progress (a company reset archives the old); deleted people leave the figures.
 * The definitions are documented in docs/decisions/033-statistics-figures.md.
 */

/**
 * A person needs attention when an assigned course is still not passed this many days (exactly
 * days × 24 h, measured by the server's clock) after it was assigned, or after the company's last
 * e-learning reset if that came later (everyone trains again after a reset). Re-assigning a
 * revoked course starts its clock anew.
 */
export const ATTENTION_AFTER_DAYS = 30;

/** The figures both statistics share. Averages are null when there is nothing to average. */
export const StatisticsFigures = v.object({
  /** People with at least one assigned course (employer, managers, employees; invited ones too). */
  population: v.number(),
  /** Of them: began at least one assigned course (current progress exists, even without time). */
  started: v.number(),
  /** Of them: passed every assigned course. */
  finishedAll: v.number(),
  /** Of them: an assigned course is not passed ATTENTION_AFTER_DAYS after it was assigned. */
  attention: v.number(),
  /**
   * Learning time per person who started, in seconds (module reading, all assigned courses),
   * rounded to whole seconds; null when nobody started.
   */
  averageWorkingTimeSeconds: v.nullable(v.number()),
  /** Quiz attempts after the first, summed over all assigned courses. */
  quizRepeats: v.number(),
  /** "Repeat module" choices, summed. */
  trainingRepeats: v.number(),
  /** Average of the best quiz score of every assigned course with at least one attempt, whole percent (halves up). */
  averageQuizScore: v.nullable(v.number()),
});
export type StatisticsFigures = v.InferOutput<typeof StatisticsFigures>;

/** One course in the company's statistics: all 12 are listed, in course order, zeros included. */
export const CourseStatistics = v.object({
  trainingSlug: v.picklist(COURSE_SLUGS),
  assigned: v.number(),
  started: v.number(),
  passed: v.number(),
  averageQuizScore: v.nullable(v.number()),
});
export type CourseStatistics = v.InferOutput<typeof CourseStatistics>;

/**
 * A person who needs attention, for the employer's list; `overdueCourses` are the courses behind,
 * in course order. The list is sorted by `overdueSince` (longest first), then last and first name.
 */
export const AttentionPerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  overdueCourses: v.array(v.picklist(COURSE_SLUGS)),
  /** Since when the oldest of those courses is due: its assignment, or the company's last reset if later. */
  overdueSince: v.string(),
});
export type AttentionPerson = v.InferOutput<typeof AttentionPerson>;

/** A person past a deadline (decision 083), with the courses concerned and their due days (yyyy-mm-dd). */
export const OverduePerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  courses: v.array(v.object({ trainingSlug: v.picklist(COURSE_SLUGS), dueOn: v.string() })),
});
export type OverduePerson = v.InferOutput<typeof OverduePerson>;

/** GET /statistics/get-company-stats: the caller's company (employer and managers). */
export const CompanyStatistics = v.object({
  ...StatisticsFigures.entries,
  /** All people of the company, with or without courses. */
  people: v.number(),
  courses: v.array(CourseStatistics),
  attentionPeople: v.array(AttentionPerson),
  /** Who is past a deadline set for a course, earliest deadline first. Optional when read, for data kept from before. */
  overduePeople: v.optional(v.array(OverduePerson), []),
  /**
   * The current passes of assigned courses by the attempt that earned them: at the first, at the
   * second, and all passes. Optional when read, for data kept from before.
   */
  passesByAttempt: v.optional(v.object({ first: v.number(), second: v.number(), total: v.number() }), {
    first: 0,
    second: 0,
    total: 0,
  }),
});
export type CompanyStatistics = v.InferOutput<typeof CompanyStatistics>;

const DateOnly = CalendarDay;

/**
 * What the range of the overall statistics selects: the companies registered in it (the figures as
 * of now), or the training done in it (docs/decisions/113-statistics-by-activity.md).
 */
export const PERIOD_MEANINGS = ['registration', 'activity'] as const;
export type PeriodMeaning = (typeof PERIOD_MEANINGS)[number];

/**
 * GET /statistics/get-overall-stats?from=&to=&periodBy= (admins): dates yyyy-mm-dd, both optional
 * (empty `from`: since the beginning; empty `to`: until today), days in Europe/Berlin, both
 * included. By default the range selects the companies registered in it; their figures are as of
 * now. `periodBy=activity` counts the training done in the range instead.
 */
export const OverallStatisticsQuery = v.pipe(
  v.object({
    from: v.optional(v.union([v.literal(''), DateOnly])),
    to: v.optional(v.union([v.literal(''), DateOnly])),
    periodBy: v.optional(v.picklist(PERIOD_MEANINGS, 'periodBy must be registration or activity'), 'registration'),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to'),
);
/** As sent: without `periodBy` the range means registration. */
export type OverallStatisticsQuery = v.InferInput<typeof OverallStatisticsQuery>;

export const OverallStatistics = v.object({
  ...StatisticsFigures.entries,
  /** The range used: `from` null for "since the beginning", `to` today (Europe/Berlin) when not given. */
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  /** Companies registered in the range, with or without people, blocked or not. */
  companies: v.number(),
  /** Companies with a population whose every person passed every assigned course. */
  companiesFullyTrained: v.number(),
  /**
   * New registrations per month in the range, for the chart: [{month: 'yyyy-mm', companies}],
   * months in Europe/Berlin, every month listed (zeros too) from the later of `from` and the first
   * registration to the earlier of `to` and this month.
   */
  registrations: v.array(v.object({ month: v.string(), companies: v.number() })),
  /**
   * Only with `periodBy=activity`: the courses passed in the range, in all and per course (all 12,
   * in course order), and how many people passed at least one.
   */
  activity: v.optional(
    v.object({
      passes: v.number(),
      passedPeople: v.number(),
      courses: v.array(v.object({ trainingSlug: v.picklist(COURSE_SLUGS), passes: v.number() })),
    }),
  ),
});
export type OverallStatistics = v.InferOutput<typeof OverallStatistics>;
