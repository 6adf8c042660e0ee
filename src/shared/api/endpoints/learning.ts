import * as v from 'valibot';
import { CertificateQuery, CertificateVerification } from '../certificates.ts';
import { Id, IdParam } from '../common.ts';
import { CourseList } from '../courses.ts';
import { ResetCompanyProgressRequest, ResetCompanyProgressResponse } from '../progress-reset.ts';
import {
  CompanyProgress,
  CourseProgress,
  CreateProgressRequest,
  MyProgressList,
  SaveProgressRequest,
  SaveProgressResponse,
} from '../progress.ts';
import { CompanyStatistics, OverallStatistics, OverallStatisticsQuery } from '../statistics.ts';
import {
  SetDeadlineRequest,
  TrainingAssignmentRequest,
  TrainingChangeResponse,
  TrainingForAllRequest,
} from '../training-assignments.ts';
import { TrainingMaterial, TrainingMaterialQuery } from '../trainings.ts';
import { CUSTOMER_ROLES, ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';

const LEARNERS = { token: 'session', roles: CUSTOMER_ROLES } as const;
const STAFF = { token: 'session', roles: ['employer', 'manager'] } as const;

/** Courses, their assignment, the learner's progress, certificates and statistics. */
export const learningEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: '/trainings',
    summary: 'The 12 courses, each with who of the caller’s company has it',
    description:
      'Titles and summaries in the request’s language. `employees` lists who has the course: the whole ' +
      'company for the employer and managers, only the caller for an employee, nobody for an admin; ' +
      '`active` is whether the caller has it. `dueAgainSince` and `lastPassedAt` are the caller’s own yearly ' +
      'cycle: when their last pass of the course lapsed, while no new pass counts, and when it was made.',
    tag: 'Courses',
    access: { token: 'session', roles: ROLES },
    response: CourseList,
  }),
  trainingMaterial: endpoint({
    method: 'GET',
    path: '/trainings/get-training/:slug',
    summary: 'One course’s material and quiz pool in a language (ETag, 304 when unchanged)',
    description:
      '`lang` picks the language (none: the request’s; one the portal lacks: German). `{{itContact}}` and ' +
      '`{{insurerHotline}}` are filled from configuration, pictures are `/courses/<slug>/<file>?v=<hash>` ' +
      'URLs that may be cached for a year, and each quiz question carries its answer and explanation ' +
      'sealed (`seal`: AES-GCM-SIV under a key made from the right option, opened by the app once the ' +
      'learner has answered; the server scores attempts itself). Made once per process and sent with an `ETag` (`If-None-Match` → ' +
      '304), Brotli or gzip and `Cache-Control: private, max-age=300`; an unknown slug is 404.',
    tag: 'Courses',
    access: LEARNERS,
    revalidates: true,
    // Any text: a slug that names no course is 404, as an unknown path is.
    params: v.object({ slug: v.string() }),
    query: TrainingMaterialQuery,
    response: TrainingMaterial,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/trainings/assign',
    summary: 'Assign a course to one person of the company',
    description:
      '`ownerId` is the learner: anyone of the caller’s company, the employer included; someone of another ' +
      'company, or an unknown id, is 403. Idempotent: `changed` is 1 when the assignment was added, else 0; ' +
      'a course assigned again continues the progress kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/trainings/revoke',
    summary: 'Take a course from one person of the company',
    description:
      '`ownerId` as for assigning (`/trainings/assign`). Idempotent: `changed` is 1 when the assignment was ' +
      'removed, else 0; the learner’s progress is kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingAssignmentRequest,
    response: TrainingChangeResponse,
  }),
  assignToAll: endpoint({
    method: 'POST',
    path: '/trainings/assign-to-all',
    summary: 'Assign a course to everyone in the company',
    description:
      'Every person of the caller’s company: employer, managers and employees, invited or not. Idempotent: ' +
      '`changed` counts the people who did not have the course yet.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
  setDeadline: endpoint({
    method: 'POST',
    path: '/trainings/set-deadline',
    summary: 'Set or remove the deadline of a course, for one person or everyone who has it',
    description:
      '`dueOn` (yyyy-mm-dd, from today in German time up to five years ahead; `null` removes it) is the day by ' +
      'which the course is to be passed. With `ownerId`, that person’s assignment (someone of another company ' +
      'or an unknown id is 403); without, every assignment of the course in the caller’s company. Only ' +
      'existing assignments change; `changed` counts them. The learner sees the day in the course list ' +
      '(`deadlines`), and the company statistics list who is overdue (`overduePeople`).',
    tag: 'Courses',
    access: STAFF,
    body: SetDeadlineRequest,
    response: TrainingChangeResponse,
  }),
  revokeForAll: endpoint({
    method: 'POST',
    path: '/trainings/revoke-for-all',
    summary: 'Take a course from everyone in the company',
    description:
      'Every person of the caller’s company. Idempotent: `changed` counts the people who had the course; ' +
      'their progress is kept.',
    tag: 'Courses',
    access: STAFF,
    body: TrainingForAllRequest,
    response: TrainingChangeResponse,
  }),
  myProgress: endpoint({
    method: 'GET',
    path: '/progress/get-progress',
    summary: 'The caller’s progress in every course begun',
    description:
      'Current progress only (a company reset archives the old), in course order; a course not begun is ' +
      'missing. `status` is `inProgress`, `quizPending` (module finished, quiz not tried), `failed` (tried, ' +
      'not passed) or `passed`; slides count from 0.',
    tag: 'Progress',
    access: LEARNERS,
    response: MyProgressList,
  }),
  singleProgress: endpoint({
    method: 'GET',
    path: '/progress/get-single-progress/:id',
    summary: 'One progress record: the own, or (employer, managers) one of the company',
    description:
      'Any record of the caller’s, archived ones included, or for the employer and managers one of their ' +
      'company; anything else is 404, whether it exists or not.',
    tag: 'Progress',
    access: LEARNERS,
    params: IdParam,
    response: CourseProgress,
  }),
  createProgress: endpoint({
    method: 'POST',
    path: '/progress/create-progress',
    summary: 'Begin an assigned course (or get the progress already begun)',
    description:
      'Begins the caller’s progress in the course, or returns the current one (also after the course was ' +
      'revoked); two calls at once get the same record. A course that is neither assigned to the caller nor ' +
      'begun is 403 `TRAINING_NOT_ASSIGNED`.',
    tag: 'Progress',
    access: LEARNERS,
    body: CreateProgressRequest,
    response: CourseProgress,
  }),
  saveProgress: endpoint({
    method: 'POST',
    path: '/progress/save-progress',
    summary: 'Save a step of a course: slide, time, exercise, quiz attempt (idempotent by operation id)',
    description:
      'Each save is one operation of the learner’s device with a client-made `opId`, applied once and ' +
      'merged by rule, so saves repeated, made offline and sent late, or in any order give the same ' +
      'progress: the furthest `slide` counts (capped at the last slide), `secondsSpent` adds up per ' +
      'operation but never beyond the wall time since the course was assigned or begun, the earliest finish ' +
      '(`moduleFinished` or a quiz attempt) counts, each `moduleRepeated` adds one, a quiz attempt counts ' +
      'once by its `id` and is scored by the server (80 % passes), and exercises are kept as sets of ids ' +
      'that change neither status nor score. Device times (`at`, `attemptedAt`) count, but never later than ' +
      'the server’s time nor earlier than the course was assigned or begun (in a later round: than the ' +
      'previous round ended). `applied: false` answers a replay, or drops an operation whose `progressId` ' +
      'names progress archived since (a company reset, or a pass that lapsed); the answer always shows the ' +
      'current progress, and a 2xx answer means the save is stored. A pass counts until `validUntil` ' +
      '(`TRAINING_VALIDITY_MONTHS` after it); a save after that begins a new round of the course. A first ' +
      'save begins the course (not assigned: 403 `TRAINING_NOT_ASSIGNED`); a question, option or exercise ' +
      'the course lacks, or not exactly five answers, is 400 `VALIDATION_FAILED` and changes nothing.',
    tag: 'Progress',
    access: LEARNERS,
    body: SaveProgressRequest,
    response: SaveProgressResponse,
  }),
  companyProgress: endpoint({
    method: 'GET',
    path: '/progress/get-company-progress',
    summary: 'Every person’s progress in the caller’s company',
    description:
      'The employer included, people come by last and first name, each with their assigned courses in ' +
      'course order; only current progress counts, and progress in a course no longer assigned is left out. ' +
      '`certificateAvailable` once at least 6 courses are assigned and all are passed.',
    tag: 'Progress',
    access: STAFF,
    response: CompanyProgress,
  }),
  resetCompanyProgress: endpoint({
    method: 'POST',
    path: '/progress/reset-company-progress',
    summary: 'Start the company’s e-learning anew (archives all progress)',
    description:
      'The current progress is archived, never deleted; quiz attempts and assignments stay, and ' +
      'certificates issued before no longer verify. The employer may reset their own company (another is ' +
      '403) once in 30 days, else 409 `RESET_TOO_SOON` naming the first possible day; admins any company at ' +
      'any time (404 for an unknown one). Every reset, an admin’s too, starts the employer’s 30 days anew.',
    tag: 'Progress',
    access: { token: 'session', roles: ['employer', 'admin'] },
    body: ResetCompanyProgressRequest,
    response: ResetCompanyProgressResponse,
  }),
  personalCertificate: endpoint({
    method: 'GET',
    path: '/certificates/personal/:userId{[0-9]+}',
    summary: 'A person’s certificate as a PDF, once all assigned courses are passed',
    description:
      'Earned with at least 6 courses assigned, all passed in current progress; else 409 ' +
      '`CERTIFICATE_NOT_EARNED`. For the person and the employer and managers of their company; a colleague ' +
      'gets 403, anyone outside the company 404, as for an unknown id. Every download issues a new ' +
      'certificate whose verification code (only its hash is stored) is printed with ' +
      '`<PUBLIC_URL>/verify/<code>`, in `lang` (`de` or `en`) or else the request’s language; past 60 ' +
      'downloads an hour per person each waits longer (429), 600 at most.',
    tag: 'Certificates',
    access: LEARNERS,
    params: v.object({ userId: Id }),
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  companyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/company',
    summary: 'The company certificate as a PDF, proof for the insurer',
    description:
      'The caller’s company with address, insurance number, figures over its people with an assigned ' +
      'course, and a table per course. 409 `INSURANCE_NUMBER_MISSING` without a stored insurance number, ' +
      '409 `INSURANCE_NUMBER_INVALID` when it fails the policy-number rule. Each download issues a new ' +
      'verification code; language and throttle as for the personal certificate.',
    tag: 'Certificates',
    access: STAFF,
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/verify/:code',
    summary: 'Check a certificate’s code (public)',
    description:
      'The code is read in any case, with or without hyphens and spaces, with O for 0 and I or L for 1. A ' +
      'certificate holds while its company and holder exist and the company’s results have not been reset ' +
      'since it was issued; anything else, a malformed code included, answers 200 `{valid: false}` and ' +
      'nothing more. A genuine certificate answers `validUntil` (a personal one: until the first of its ' +
      'passes lapses; a company one: one validity period after its issue) and `lapsed: true` once that ' +
      'moment has passed. Course titles come in the request’s language; sent with the session of a company whose ' +
      'actions are blocked, the call is refused like others, so send it without a token.',
    tag: 'Certificates',
    access: { token: 'none' },
    // Any text: a malformed code is answered `valid: false`, as an unknown one is.
    params: v.object({ code: v.string() }),
    response: CertificateVerification,
  }),
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
  overallStatistics: endpoint({
    method: 'GET',
    path: '/statistics/get-overall-stats',
    summary: 'All companies in figures (admins)',
    description:
      'The same figures over the companies registered from `from` to `to` (yyyy-mm-dd, days in German time, ' +
      'both included; empty or missing `from`: since the beginning, `to`: today), plus `registrations` per ' +
      'month, zeros included, from the first registration to this month at most. A date that is not a ' +
      'calendar day, or `from` after `to`, is 400 `VALIDATION_FAILED`. The figures may be a second or two ' +
      'behind writes that another instance is folding in at that moment.',
    tag: 'Statistics',
    access: { token: 'session', roles: ['admin'] },
    query: OverallStatisticsQuery,
    response: OverallStatistics,
  }),
} as const;
