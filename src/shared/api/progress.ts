import * as v from 'valibot';
import { CUSTOMER_ROLES, PROGRESS_STATUSES, type ProgressStatus, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';
import { COURSE_SLUGS, TRAINING_SLUGS } from '../courses.ts';
import { OPTION_IDS } from '../content/course-content.ts';
import { JsonId } from './company-employees.ts';
import { Timestamp } from './common.ts';

export { PROGRESS_STATUSES, type ProgressStatus };

/**
 * One person's progress in one course (docs/product.md §3 "Course progress"). Slides count from 0;
 * `furthestSlide` is the furthest the learner has reached. `quizRepeatCount` is the number of quiz
 * attempts after the first (docs/product.md R19), `moduleRepeatCount` how often the learner chose to
 * read the module again. Scores are whole percent.
 */
export const CourseProgress = v.object({
  id: v.number(),
  ownerId: v.number(),
  trainingSlug: v.picklist(TRAINING_SLUGS),
  status: v.picklist(PROGRESS_STATUSES),
  furthestSlide: v.number(),
  slideCount: v.number(),
  timeSpentSeconds: v.number(),
  moduleFinishedAt: v.nullable(v.string()),
  moduleRepeatCount: v.number(),
  quizAttemptCount: v.number(),
  quizRepeatCount: v.number(),
  bestScore: v.nullable(v.number()),
  lastScore: v.nullable(v.number()),
  passedAt: v.nullable(v.string()),
  /** At which attempt of the round the course was passed (1 = the first). */
  passedAtAttempt: v.optional(v.nullable(v.number()), null),
  /** Until when the pass counts (TRAINING_VALIDITY_MONTHS after it); then the course is due again. */
  validUntil: v.optional(v.nullable(v.string()), null),
  startedAt: v.string(),
  updatedAt: v.string(),
  /** The ids of the course's exercises the learner has begun, and of those they checked (e1, e2, …). */
  exercisesStarted: v.array(v.string()),
  exercisesFinished: v.array(v.string()),
});
export type CourseProgress = v.InferOutput<typeof CourseProgress>;

/** GET /progress/get-progress: the caller's current progress in every course they have begun. */
export const MyProgressList = v.array(CourseProgress);

/** POST /progress/create-progress: begins (or returns) the caller's progress in an assigned course. */
export const CreateProgressRequest = v.strictObject({ trainingSlug: v.picklist(TRAINING_SLUGS) });
export type CreateProgressRequest = v.InferOutput<typeof CreateProgressRequest>;

const Uuid = v.pipe(v.string(), v.uuid());
const QuestionId = v.pipe(v.string(), v.regex(/^q\d{1,2}$/));

/**
 * One quiz attempt as the learner gave it: the draw it answers (quiz-draws.ts) and the answer chosen
 * for each of its five questions, keyed by question id. The attempt keeps its own id, so it counts
 * once however often it is sent. The server scores it from the course file and never takes a
 * client's "passed" (docs/product.md R19).
 */
export const QuizAttemptInput = v.strictObject({
  id: Uuid,
  drawId: Uuid,
  answers: v.pipe(
    v.record(QuestionId, v.picklist(OPTION_IDS)),
    v.check((answers) => Object.keys(answers).length === QUIZ_QUESTIONS_PER_ATTEMPT, 'five answers'),
  ),
  attemptedAt: Timestamp,
});
export type QuizAttemptInput = v.InferOutput<typeof QuizAttemptInput>;

/**
 * An exercise on a slide (course-content.ts): begun when the learner first answers in it, finished
 * when they check their answers. Not graded; the employer sees how many are done.
 */
export const ExerciseEvent = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^e\d{1,2}$/)),
  finished: v.optional(v.literal(true)),
});
export type ExerciseEvent = v.InferOutput<typeof ExerciseEvent>;

/** Seconds one save may add: a learner's device saves at least every few minutes. */
export const MAX_SECONDS_PER_SAVE = 3600;

/**
 * POST /progress/save-progress: one operation of the learner's device. Every operation carries a
 * client-made `opId`; the server applies each id once and merges by rule, so saves sent twice, late
 * or out of order give the same result (docs/architecture.md "Offline learning"):
 * - `slide`: a slide the learner reached; the furthest one counts.
 * - `secondsSpent`: learning time since the device's previous save; added once per operation.
 * - `moduleFinished`: the learner reached the end of the module; the first time counts.
 * - `moduleRepeated`: the learner chose to read the module again; each operation counts one.
 * - `quizAttempt`: a finished quiz attempt; counted once by its id, scored by the server.
 * - `exercise`: an exercise begun or finished; each counts once, whatever the order.
 * `progressId` names the progress the operation was made for, when the device knew it: if that
 * progress has since been archived by a company reset, the operation is acknowledged and dropped.
 * `at` is when the device made the operation (never later than the server's time counts), so the
 * first finish and the first pass keep their own moments whatever order the saves arrive in.
 */
export const SaveProgressRequest = v.strictObject({
  opId: Uuid,
  trainingSlug: v.picklist(TRAINING_SLUGS),
  progressId: v.optional(JsonId),
  at: v.optional(Timestamp),
  slide: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  secondsSpent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SECONDS_PER_SAVE))),
  moduleFinished: v.optional(v.literal(true)),
  moduleRepeated: v.optional(v.literal(true)),
  quizAttempt: v.optional(QuizAttemptInput),
  exercise: v.optional(ExerciseEvent),
});
export type SaveProgressRequest = v.InferOutput<typeof SaveProgressRequest>;

/** A question answered wrongly, shown after the attempt: the right option and why. */
export const QuizReview = v.object({
  questionId: v.string(),
  question: v.string(),
  rightAnswer: v.string(),
  explanation: v.string(),
});
export type QuizReview = v.InferOutput<typeof QuizReview>;

/**
 * The server's score of one quiz attempt, with each question right or wrong, and for the questions
 * answered wrongly the right option and the explanation (only after the attempt, only those).
 */
export const QuizAttemptResult = v.object({
  id: v.string(),
  correctCount: v.number(),
  questionCount: v.number(),
  scorePercent: v.number(),
  passed: v.boolean(),
  questions: v.array(v.object({ questionId: v.string(), correct: v.boolean() })),
  review: v.optional(v.array(QuizReview), []),
});
export type QuizAttemptResult = v.InferOutput<typeof QuizAttemptResult>;

/**
 * The answer of save-progress: the merged progress and, for an operation with a quiz attempt, the
 * server's score of it. `applied` is false when the operation had been applied before (a replay) or
 * was made for progress that a company reset has archived since.
 */
export const SaveProgressResponse = v.object({
  applied: v.boolean(),
  progress: CourseProgress,
  quizAttempt: v.optional(QuizAttemptResult),
});
export type SaveProgressResponse = v.InferOutput<typeof SaveProgressResponse>;

/** One assigned course of one person in the company overview. */
export const PersonCourseProgress = v.object({
  trainingSlug: v.picklist(COURSE_SLUGS),
  /** The day by which the course is to be passed (decision 083), yyyy-mm-dd; null: none. Optional when read, for data kept from before. */
  dueOn: v.optional(v.nullable(v.string()), null),
  status: v.picklist(PROGRESS_STATUSES),
  bestScore: v.nullable(v.number()),
  passedAt: v.nullable(v.string()),
  /** At which attempt the course was passed (1 = the first). */
  passedAtAttempt: v.optional(v.nullable(v.number()), null),
  quizRepeatCount: v.number(),
  moduleRepeatCount: v.number(),
  timeSpentSeconds: v.number(),
  /** The course's exercises, how many the person began and how many they finished. */
  exerciseCount: v.number(),
  exercisesStarted: v.number(),
  exercisesFinished: v.number(),
});
export type PersonCourseProgress = v.InferOutput<typeof PersonCourseProgress>;

/**
 * GET /progress/get-company-progress: every person of the caller's company (employer included,
 * docs/product.md R13) with their assigned courses and how far they are. `certificateAvailable` follows
 * docs/product.md R20 (at least 6 courses assigned, all passed).
 */
export const PersonProgress = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  assignedCount: v.number(),
  startedCount: v.number(),
  passedCount: v.number(),
  certificateAvailable: v.boolean(),
  courses: v.array(PersonCourseProgress),
});
export type PersonProgress = v.InferOutput<typeof PersonProgress>;

export const CompanyProgress = v.array(PersonProgress);
export type CompanyProgress = v.InferOutput<typeof CompanyProgress>;
