import * as v from 'valibot';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import { OPTION_IDS, type QuizQuestion } from '#shared/content/course-content.ts';
import { pickQuizQuestions } from '#shared/rules/quiz.ts';
import { getSession } from '../../session/session-store.ts';

/**
 * The quiz attempt under way: its id, the five questions picked for it and the answers checked so
 * far. It lives in the page's state and in sessionStorage, so a reload mid-quiz asks the same
 * questions; a new attempt (a repeat) picks anew.
 */
const Attempt = v.object({
  id: v.string(),
  questionIds: v.pipe(v.array(v.string()), v.length(QUIZ_QUESTIONS_PER_ATTEMPT)),
  answers: v.record(v.string(), v.picklist(OPTION_IDS)),
});
export type QuizAttemptState = v.InferOutput<typeof Attempt>;
export type OptionId = (typeof OPTION_IDS)[number];

const storageKey = (slug: string) => `quiz-attempt:${getSession()?.userId ?? 0}:${slug}`;

export function newAttempt(bank: readonly QuizQuestion[]): QuizAttemptState {
  return { id: crypto.randomUUID(), questionIds: pickQuizQuestions(bank).map((q) => q.id), answers: {} };
}

/** The stored attempt of a course, if it still fits the course's questions. */
export function loadAttempt(slug: string, bank: readonly QuizQuestion[]): QuizAttemptState | null {
  try {
    const parsed = v.safeParse(Attempt, JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? 'null'));
    if (!parsed.success) return null;
    const known = new Set(bank.map((q) => q.id));
    return parsed.output.questionIds.every((id) => known.has(id)) ? parsed.output : null;
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
