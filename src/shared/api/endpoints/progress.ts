import { IdParam } from '../common.ts';
import { ResetCompanyProgressRequest, ResetCompanyProgressResponse } from '../company-reset.ts';
import {
  CompanyProgress,
  CourseProgress,
  CreateProgressRequest,
  MyProgressList,
  SaveProgressRequest,
  SaveProgressResponse,
} from '../progress.ts';
import { endpoint } from '../endpoint.ts';
import { DrawQuizRequest, QuizDraw } from '../quiz-draws.ts';
import { LEARNERS, STAFF } from './access.ts';
import { SAVE_PROGRESS_PATH } from '../paths.ts';

/** The learner’s progress, its saves, and the employer’s reset of the company’s e-learning. */
export const progressEndpoints = {
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
      'revoked); two calls at once get the same record. A course that is neither assigned to the caller, nor ' +
      'the course of a simulation they clicked in the pseudonymous mode (decision 102), nor begun is 403 ' +
      '`TRAINING_NOT_ASSIGNED`; the management training is for who is named as management (decision 103), ' +
      '“KI am Arbeitsplatz” (`ai-at-work`) for who the AI inventory names as a user of a tool (decision 109).',
    tag: 'Progress',
    access: LEARNERS,
    body: CreateProgressRequest,
    response: CourseProgress,
  }),
  drawQuiz: endpoint({
    method: 'POST',
    path: '/progress/draw-quiz',
    summary: 'The questions of the caller’s next quiz attempt in a course',
    description:
      'Hands out five questions of the course for the next attempt: ones the caller has not been handed ' +
      'yet while the course has them, then those handed out longest ago, each with its options in a new ' +
      'order. The draw stays the same until an attempt answers it, so asking again shows nothing new; the ' +
      'device may keep it to take the quiz offline. Each question carries a `check` that lets the device ' +
      'say right or wrong to the answer given; which option is right and why comes only with the score of ' +
      'the attempt, for the questions answered wrongly. `moduleFirst` is true after ' +
      '`QUIZ_FAILURES_BEFORE_MODULE` (2) failed attempts in a row until the module’s end is reached again. ' +
      'A course that is neither assigned to the caller nor begun is 403 `TRAINING_NOT_ASSIGNED`.',
    tag: 'Progress',
    access: LEARNERS,
    body: DrawQuizRequest,
    response: QuizDraw,
  }),
  saveProgress: endpoint({
    method: 'POST',
    path: SAVE_PROGRESS_PATH,
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
      'the course lacks, or not exactly five answers, is 400 `VALIDATION_FAILED` and changes nothing. A quiz ' +
      'attempt answers a draw (`drawId`, see draw-quiz): answers to other questions than the draw’s, a draw ' +
      'of someone else or one another attempt answered are 409 `QUIZ_NOT_HANDED_OUT`; an attempt after two ' +
      'failed ones in a row before the module’s end was reached again is 409 `QUIZ_MODULE_FIRST`. The score ' +
      'lists, for the questions answered wrongly, the right option and the explanation (`review`).',
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
      'course order and each course’s deadline (`dueOn`, null for none); only current progress counts, and progress in a course no longer assigned is left out. ' +
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
} as const;
