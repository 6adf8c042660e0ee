import type { QuizReview } from '#shared/api/progress.ts';
import { answerCheck, type QuizDraw } from '#shared/api/quiz-draws.ts';
import { QUIZ_FAILURES_BEFORE_MODULE, type Lang } from '#shared/constants.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { drawQuestionIds, moduleNeededBeforeQuiz, shuffledOptionIds } from '#shared/rules/quiz.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError } from '../core/errors.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { type CourseContacts, fillContacts } from '../courses/training-material.ts';
import type { Db } from '../db/database.ts';
import { mayBegin, notAssigned } from './begin-progress.ts';
import { findCurrentProgress, type ProgressRow } from './progress.repository.ts';
import {
  attemptsOfRound,
  claimDraw,
  type DrawRow,
  findDraw,
  findOpenDraw,
  insertDrawUnlessOpen,
  lastHandedOut,
} from './quiz-draws.repository.ts';

export const notHandedOut = () => new HttpError(409, 'QUIZ_NOT_HANDED_OUT');
export const moduleFirst = () =>
  new HttpError(409, 'QUIZ_MODULE_FIRST', { params: { failures: QUIZ_FAILURES_BEFORE_MODULE } });

/** What the texts of questions need: the courses and the contacts filled into them. */
export type QuizTexts = { catalog: CourseCatalog; contacts: CourseContacts };
type QuizDeps = QuizTexts & { db: Db; now: Date };

/**
 * POST /progress/draw-quiz (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md): the caller's
 * open draw of the course, or a new one of five questions they have not been handed yet where the
 * bank allows, each with its options in a new order. A draw stays the same until an attempt answers
 * it, so asking again shows nothing new. Only a course assigned to the caller or begun has a quiz.
 */
export async function drawQuiz(deps: QuizDeps, caller: Caller, slug: TrainingSlug, lang: Lang): Promise<QuizDraw> {
  const { db } = deps;
  const progress = await findCurrentProgress(db, caller.userId, slug);
  if (!progress && !(await mayBegin(db, caller.userId, slug, deps.now))) throw notAssigned();
  let draw = await findOpenDraw(db, caller.userId, slug);
  if (!draw) {
    const bank = deps.catalog.facts(slug).quiz;
    const questionIds = drawQuestionIds(
      bank.map((q) => q.id),
      await lastHandedOut(db, caller.userId, slug),
    );
    const optionOrders = Object.fromEntries(
      questionIds.map((id) => [id, shuffledOptionIds(bank.find((q) => q.id === id)!)]),
    );
    await insertDrawUnlessOpen(db, {
      id: crypto.randomUUID(),
      userId: caller.userId,
      slug,
      lang,
      questionIds,
      optionOrders,
      now: deps.now,
    });
    draw = await findOpenDraw(db, caller.userId, slug);
    if (!draw) throw new Error('the draw vanished while it was handed out');
  }
  const gate = progress ? await quizGate(db, progress) : { failuresInARow: 0, moduleFirst: false };
  return presentDraw(deps, draw, lang, gate);
}

function presentDraw(
  deps: QuizDeps,
  draw: DrawRow,
  lang: Lang,
  gate: { failuresInARow: number; moduleFirst: boolean },
): QuizDraw {
  const content = deps.catalog.get(draw.training_slug, lang);
  const fill = (text: string) => fillContacts(text, lang, deps.contacts);
  return {
    id: draw.id,
    trainingSlug: draw.training_slug,
    handedOutAt: draw.handed_out_at.toISOString(),
    questions: draw.question_ids.map((id) => {
      const question = content.quiz.find((q) => q.id === id)!;
      const order = draw.option_orders[id] ?? [];
      const options = [...question.options].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
      return {
        id,
        question: fill(question.question),
        options: options.map((o) => ({ id: o.id, text: fill(o.text) })),
        check: answerCheck(draw.id, id, question.answer),
      };
    }),
    ...gate,
  };
}

/**
 * Whether the next attempt must wait for the module, as of `before` (an attempt's moment; now when
 * missing): QUIZ_FAILURES_BEFORE_MODULE failed attempts in a row, and the module's end not reached
 * again after the last of them.
 */
export async function quizGate(
  db: Db,
  progress: ProgressRow,
  before?: Date,
): Promise<{ failuresInARow: number; moduleFirst: boolean }> {
  const attempts = (await attemptsOfRound(db, progress.id))
    .filter((a) => !before || a.attempted_at < before)
    .map((a) => ({ passed: a.passed, at: a.attempted_at.getTime() }));
  const lastPass = attempts.findLastIndex((a) => a.passed);
  return {
    failuresInARow: attempts.length - 1 - lastPass,
    moduleFirst: moduleNeededBeforeQuiz(attempts, progress.module_reviewed_at?.getTime()),
  };
}

/** The questions an attempt answered wrongly, with the right option and why, in the draw's language. */
export function reviewOfWrongAnswers(deps: QuizTexts, draw: DrawRow, wrongIds: readonly string[]): QuizReview[] {
  const lang: Lang = draw.lang === 'en' ? 'en' : 'de';
  const content = deps.catalog.get(draw.training_slug, lang);
  const fill = (text: string) => fillContacts(text, lang, deps.contacts);
  return draw.question_ids
    .filter((id) => wrongIds.includes(id))
    .map((id) => {
      const question = content.quiz.find((q) => q.id === id)!;
      return {
        questionId: id,
        question: fill(question.question),
        rightAnswer: fill(question.options.find((o) => o.id === question.answer)!.text),
        explanation: fill(question.explanation),
      };
    });
}

/**
 * Admits a quiz attempt before it is saved: it must answer exactly the questions of a draw handed
 * out to the caller for this course, a draw no other attempt answered, and it must not come while
 * the module waits to be gone through again (checked as of the attempt's moment). Binds the draw to
 * the attempt; a replay of the same attempt passes again. Refusals are 409 and change nothing.
 */
export async function admitAttempt(
  db: Db,
  caller: Caller,
  slug: TrainingSlug,
  attempt: { id: string; drawId: string; answers: Readonly<Record<string, string>> },
  attemptedAt: Date,
): Promise<DrawRow> {
  const draw = await findDraw(db, attempt.drawId);
  const asked = new Set(draw?.question_ids ?? []);
  const answered = Object.keys(attempt.answers);
  if (
    !draw ||
    draw.user_id !== caller.userId ||
    draw.training_slug !== slug ||
    (draw.attempt_id !== null && draw.attempt_id !== attempt.id) ||
    answered.length !== asked.size ||
    !answered.every((id) => asked.has(id))
  ) {
    throw notHandedOut();
  }
  if (draw.attempt_id === null) {
    const progress = await findCurrentProgress(db, caller.userId, slug);
    if (progress && (await quizGate(db, progress, attemptedAt)).moduleFirst) throw moduleFirst();
  }
  const claimed = await claimDraw(db, { drawId: draw.id, userId: caller.userId, slug, attemptId: attempt.id });
  if (!claimed) throw notHandedOut();
  return claimed;
}
