import { CompanyStatistics, OverallStatistics, OverallStatisticsQuery } from '../statistics.ts';
import { CompanyTodo } from '../employer-todo.ts';
import { endpoint } from '../endpoint.ts';
import { STAFF } from './access.ts';

/** The company’s and the overall statistics. */
export const statisticsEndpoints = {
  companyStatistics: endpoint({
    method: 'GET',
    path: '/statistics/get-company-stats',
    summary: 'The caller’s company in figures, per course and overall',
    description:
      'Figures over the company’s people with at least one assigned course, counting assigned courses and ' +
      'current progress only, as of the call. `attention` counts people with a course not passed 30 days ' +
      'after it was assigned, or after the company’s last reset if later; `attentionPeople` lists them with ' +
      'those courses, longest overdue first. `courses` holds all 12 in course order; averages are `null` ' +
      'when there is nothing to average.',
    tag: 'Statistics',
    access: STAFF,
    response: CompanyStatistics,
  }),
  companyTodo: endpoint({
    method: 'GET',
    path: '/statistics/get-company-todo',
    summary: 'What the caller’s company has to do: deadlines, people not signed in, the 12-month trend',
    description:
      '`overdue`: people with a course not passed by its deadline; `dueSoon`: people whose deadline comes from ' +
      'today to `dueSoonUntil` (seven German days) and none has passed; each with those courses, the earliest ' +
      'deadline first, and their last reminder. `neverSignedIn`: people who have not signed in with a password ' +
      'of their own, the longest waiting first. `trend`: the last 12 months, the oldest first, each with the ' +
      'population and how many had every assigned course passed and valid as last recorded in that month ' +
      '(this month: now); `null` for a month without a record (docs/decisions/105-employer-to-do-view.md).',
    tag: 'Statistics',
    access: STAFF,
    response: CompanyTodo,
  }),
  overallStatistics: endpoint({
    method: 'GET',
    path: '/statistics/get-overall-stats',
    summary: 'All companies in figures (admins)',
    description:
      'The same figures over the companies registered from `from` to `to` (yyyy-mm-dd, days in German time, ' +
      'both included; empty or missing `from`: since the beginning, `to`: today), plus `registrations` per ' +
      'month, zeros included, from the first registration to this month at most. A date that is not a ' +
      'calendar day, or `from` after `to`, is 400 `VALIDATION_FAILED`. The figures may be a second or two ' +
      'behind writes that another instance is folding in at that moment. `periodBy=activity` (default ' +
      '`registration`, the above) counts instead the training done in the range across all companies: ' +
      '`population` the people who began, saved, took a quiz or passed a course in it, `started` those who ' +
      'began one in it, `companies` the companies with such people, `finishedAll`, `attention` and ' +
      '`companiesFullyTrained` those of them as of now, time and module repeats of the courses worked on, ' +
      'quiz repeats and best scores of the range’s attempts, `registrations` the companies active per month, ' +
      'and `activity` the passes in the range, the people who passed and the passes per course, archived ' +
      'rounds included (docs/decisions/113-statistics-by-activity.md). Any other `periodBy` is 400 ' +
      '`VALIDATION_FAILED`.',
    tag: 'Statistics',
    access: { token: 'session', roles: ['admin'] },
    query: OverallStatisticsQuery,
    response: OverallStatistics,
  }),
} as const;
