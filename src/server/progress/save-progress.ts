import { sql } from 'kysely';
import type { QuizAttemptResult, SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import type { QuizQuestion } from '#shared/content/course-content.ts';
import { attemptProblem, scoreQuizAttempt } from '#shared/rules/quiz.ts';
import type { Db } from '../db/database.ts';
import type { Caller } from '../http/types.ts';
import { fieldError } from '../http/validate.ts';
import { type ProgressRow, presentProgress } from './progress.presenter.ts';
import { currentOrNewProgress } from './progress.repository.ts';

export type CourseFacts = { slideCount: number; quiz: readonly QuizQuestion[] };

const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * POST /progress/save-progress: applies one operation of a learner's device. The merge rules
 * make the result independent of order and repetition (ARCHITECTURE.md "Offline learning"):
 * an operation id is applied once; the furthest slide and the earliest finish count; time and
 * module repeats add up per operation; quiz figures are counted afresh from the attempts, which
 * are kept by their own ids. Everything happens in one transaction on the locked progress row.
 */
export async function saveProgress(
  db: Db,
  caller: Caller,
  op: SaveProgressRequest,
  course: CourseFacts,
  now: Date,
): Promise<SaveProgressResponse> {
  // Checked before anything is written: a refused save changes nothing.
  const problem = op.quizAttempt ? attemptProblem(course.quiz, op.quizAttempt.answers) : undefined;
  if (problem) throw fieldError(problem, 'not a question or option of this course');

  return db.transaction().execute(async (trx) => {
    const current = await currentOrNewProgress(trx, caller, op.trainingSlug, course.slideCount, now);
    const attemptResult = op.quizAttempt ? scoreAttempt(course, op.quizAttempt) : undefined;
    const answer = (applied: boolean, row: ProgressRow): SaveProgressResponse => ({
      applied,
      progress: presentProgress(row),
      ...(attemptResult ? { quizAttempt: attemptResult } : {}),
    });

    // Made for progress that a company reset has archived since: acknowledged, not applied.
    if (op.progressId !== undefined && op.progressId !== current.id) return answer(false, current);

    const firstTime = await trx
      .insertInto('progress_operations')
      .values({ op_id: op.opId, user_id: caller.userId, progress_id: current.id, received_at: now })
      .onConflict((oc) => oc.column('op_id').doNothing())
      .returning('op_id')
      .executeTakeFirst();
    if (!firstTime) return answer(false, current);

    const at = op.at ? earliest(new Date(op.at), now) : now;
    if (op.quizAttempt && attemptResult) {
      await trx
        .insertInto('quiz_attempts')
        .values({
          id: op.quizAttempt.id,
          progress_id: current.id,
          user_id: caller.userId,
          answers: JSON.stringify(op.quizAttempt.answers),
          correct_count: attemptResult.correctCount,
          question_count: attemptResult.questionCount,
          score_percent: attemptResult.scorePercent,
          passed: attemptResult.passed,
          attempted_at: earliest(new Date(op.quizAttempt.attemptedAt), now),
          received_at: now,
        })
        // The same attempt sent again under another operation id still counts once.
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    const lastSlide = Math.max(course.slideCount - 1, 0);
    const finishedAt = op.moduleFinished || op.quizAttempt ? at : undefined;
    const attempts = trx.selectFrom('quiz_attempts').where('progress_id', '=', current.id);
    const updated = await trx
      .updateTable('course_progress')
      .set((eb) => ({
        slide_count: course.slideCount,
        furthest_slide:
          op.slide === undefined
            ? eb.ref('furthest_slide')
            : sql<number>`greatest(furthest_slide, ${Math.min(op.slide, lastSlide)}::int)`,
        time_spent_seconds: sql<number>`time_spent_seconds + ${op.secondsSpent ?? 0}::int`,
        module_repeat_count: sql<number>`module_repeat_count + ${op.moduleRepeated ? 1 : 0}::int`,
        module_finished_at:
          finishedAt === undefined
            ? eb.ref('module_finished_at')
            : sql<Date>`least(coalesce(module_finished_at, ${finishedAt}::timestamptz), ${finishedAt}::timestamptz)`,
        // Quiz figures are counted from the attempts themselves, so they are exact in any order.
        quiz_attempt_count: attempts.select((a) => a.fn.countAll<number>().as('n')),
        quiz_repeat_count: sql<number>`greatest((${attempts.select((a) => a.fn.countAll<number>().as('n'))}) - 1, 0)`,
        best_score: attempts.select((a) => a.fn.max('score_percent').as('best')),
        last_score: attempts.select('score_percent').orderBy('attempted_at', 'desc').orderBy('id', 'desc').limit(1),
        passed_at: attempts.where('passed', '=', true).select((a) => a.fn.min('attempted_at').as('first')),
        updated_at: now,
      }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return answer(true, updated);
  });
}

function scoreAttempt(
  course: CourseFacts,
  attempt: NonNullable<SaveProgressRequest['quizAttempt']>,
): QuizAttemptResult {
  return { id: attempt.id, ...scoreQuizAttempt(course.quiz, attempt.answers) };
}
