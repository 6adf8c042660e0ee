import * as v from 'valibot';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import { OPTION_IDS, type OptionId, type QuizQuestionAsked } from '#shared/content/course-content.ts';
import { pickQuizQuestions, shuffledOptionIds } from '#shared/rules/quiz.ts';
import { signedInUserId } from '../../session/session-store.ts';

/**
 * The quiz attempt under way: its id, the five questions picked for it, the order of each
 * question's options and the answers checked so far. It lives in the page's state and in
 * sessionStorage, so a reload mid-quiz asks the same questions in the same order; a new attempt
 * (a repeat) picks and shuffles anew.
 */
const Attempt = v.object({
  id: v.string(),
  questionIds: v.pipe(v.array(v.string()), v.length(QUIZ_QUESTIONS_PER_ATTEMPT)),
  optionOrder: v.record(v.string(), v.array(v.picklist(OPTION_IDS))),
  answers: v.record(v.string(), v.picklist(OPTION_IDS)),
});
export type QuizAttemptState = v.InferOutput<typeof Attempt>;

type Question = Pick<QuizQuestionAsked, 'id' | 'options'>;

const storageKey = (slug: string) => `quiz-attempt:${signedInUserId()}:${slug}`;

export function newAttempt(bank: readonly Question[]): QuizAttemptState {
  const questions = pickQuizQuestions(bank);
  return {
    id: crypto.randomUUID(),
    questionIds: questions.map((q) => q.id),
    optionOrder: Object.fromEntries(questions.map((q) => [q.id, shuffledOptionIds(q)])),
    answers: {},
  };
}

/** The question with its options in the order this attempt shows them. */
export function asShown<Q extends Question>(attempt: QuizAttemptState, question: Q): Q {
  const order = attempt.optionOrder[question.id] ?? [];
  const place = (id: string) => (order.includes(id as OptionId) ? order.indexOf(id as OptionId) : order.length);
  return { ...question, options: [...question.options].sort((a, b) => place(a.id) - place(b.id)) };
}

/** The stored attempt of a course, if it still fits the course's questions. */
export function loadAttempt(slug: string, bank: readonly Question[]): QuizAttemptState | null {
  try {
    const parsed = v.safeParse(Attempt, JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? 'null'));
    if (!parsed.success) return null;
    // A changed course (questions or options) starts a new attempt.
    const fits = parsed.output.questionIds.every((id) => {
      const question = bank.find((q) => q.id === id);
      const order = parsed.output.optionOrder[id] ?? [];
      return (
        question && order.length === question.options.length && question.options.every((o) => order.includes(o.id))
      );
    });
    return fits ? parsed.output : null;
  } catch {
    return null;
  }
}

export function storeAttempt(slug: string, attempt: QuizAttemptState | null): void {
  try {
    if (attempt) sessionStorage.setItem(storageKey(slug), JSON.stringify(attempt));
    else sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Storage full or blocked: the attempt still lives in the page's state.
  }
}

/** How many questions of the attempt are answered (they are answered in order). */
export const answeredCount = (attempt: QuizAttemptState) =>
  attempt.questionIds.filter((id) => attempt.answers[id] !== undefined).length;
