import type { QuizAttemptResult, SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import { attemptProblem, scoreQuizAttempt } from '#shared/rules/quiz.ts';
import type { Db } from '../db/database.ts';
import type { Caller } from '../core/caller.ts';
import { fieldError } from '../core/errors.ts';
import { presentProgress } from './progress.presenter.ts';
import type { CourseFacts } from '../courses/course-catalog.ts';
import { beginProgress } from './begin-progress.ts';
import { recordExercise, type SaveStatement } from './progress.repository.ts';
import { admitAttempt, reviewOfWrongAnswers, type QuizTexts } from './quiz-draw.ts';
import { type DrawRow, noteModuleReviewed, notePassAttempt } from './quiz-draws.repository.ts';
import type { SaveBatcher } from './save-batcher.ts';

export type SavedCourse = CourseFacts & {
  /** How long a pass counts (TRAINING_VALIDITY_MONTHS), for the answer's `validUntil`. */
  validityMonths: number;
};

const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * POST /progress/save-progress: applies one operation of a learner's device. The merge rules
 * make the result independent of order and repetition (docs/architecture.md "Offline learning"):
 * an operation id is applied once; the furthest slide and the earliest finish count; time and
 * module repeats add up per operation; a quiz attempt counts once by its id. The database applies
 * it in one call, together with the saves of other learners arriving at the same moment
 * (save-batcher.ts); only a learner's very first save of a course, before any progress exists,
 * begins the progress first.
 */
export async function saveProgress(
  db: Db,
  batcher: SaveBatcher,
  caller: Caller,
  op: SaveProgressRequest,
  course: SavedCourse,
  now: Date,
  texts: QuizTexts,
): Promise<SaveProgressResponse> {
  // Checked before anything is written: a refused save changes nothing.
  const problem = op.quizAttempt ? attemptProblem(course.quiz, op.quizAttempt.answers) : undefined;
  if (problem) throw fieldError(problem, 'not a question or option of this course');
  if (op.exercise && !course.exerciseIds.includes(op.exercise.id)) {
    throw fieldError('exercise.id', 'not an exercise of this course');
  }
  const attemptedAt = op.quizAttempt ? earliest(new Date(op.quizAttempt.attemptedAt), now) : now;
  // The last check, and the only write before the save: the attempt answers a draw handed out.
  const draw = op.quizAttempt
    ? await admitAttempt(db, caller, op.trainingSlug, op.quizAttempt, attemptedAt)
    : undefined;

  const attemptResult = op.quizAttempt && draw ? scoreAttempt(course, op.quizAttempt, texts, draw) : undefined;
  const at = op.at ? earliest(new Date(op.at), now) : now;
  const statement: SaveStatement = {
    userId: caller.userId,
    slug: op.trainingSlug,
    progressId: op.progressId ?? null,
    opId: op.opId,
    slideCount: course.slideCount,
    slide: op.slide === undefined ? null : Math.min(op.slide, Math.max(course.slideCount - 1, 0)),
    secondsSpent: op.secondsSpent ?? 0,
    moduleRepeated: op.moduleRepeated ?? false,
    finishedAt: op.moduleFinished || op.quizAttempt ? at : null,
    attempt:
      op.quizAttempt && attemptResult
        ? {
            id: op.quizAttempt.id,
            answers: op.quizAttempt.answers,
            correctCount: attemptResult.correctCount,
            questionCount: attemptResult.questionCount,
            scorePercent: attemptResult.scorePercent,
            passed: attemptResult.passed,
            attemptedAt,
          }
        : null,
    now,
    validityMonths: course.validityMonths,
  };

  let saved = await batcher.save(statement);
  if (!saved) {
    // The first save of a course nobody began yet, or the first of a new round after a lapse:
    // begin it (if assigned), then save.
    await beginProgress(db, caller, op.trainingSlug, course.slideCount, now);
    saved = await batcher.save(statement);
    if (!saved) throw new Error('progress vanished while it was saved');
  }
  // Exercises, the module's end and quiz attempts are rare events beside the stream of saves:
  // noted in statements of their own.
  let row =
    (op.exercise &&
      (await recordExercise(db, saved.row.id, { id: op.exercise.id, finished: op.exercise.finished ?? false }))) ||
    saved.row;
  if (op.moduleFinished) await noteModuleReviewed(db, row.id, at);
  if (op.quizAttempt) row = (await notePassAttempt(db, row.id)) ?? row;
  return {
    applied: saved.applied,
    progress: presentProgress(row, course.validityMonths),
    ...(attemptResult ? { quizAttempt: attemptResult } : {}),
  };
}

function scoreAttempt(
  course: SavedCourse,
  attempt: NonNullable<SaveProgressRequest['quizAttempt']>,
  texts: QuizTexts,
  draw: DrawRow,
): QuizAttemptResult {
  const score = scoreQuizAttempt(course.quiz, attempt.answers);
  // In the order asked; what was right is shown only now, and only where the answer was wrong.
  score.questions.sort((a, b) => draw.question_ids.indexOf(a.questionId) - draw.question_ids.indexOf(b.questionId));
  const wrong = score.questions.filter((q) => !q.correct).map((q) => q.questionId);
  return { id: attempt.id, ...score, review: reviewOfWrongAnswers(texts, draw, wrong) };
}
