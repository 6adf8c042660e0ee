import * as v from 'valibot';
import type { QuizDraw } from '#shared/api/quiz-draws.ts';
import { OPTION_IDS } from '#shared/content/course-content.ts';
import { signedInUserId } from '../../session/session-store.ts';

/**
 * The quiz attempt under way: its id, the draw it answers and the answers checked so far. The
 * questions and the order of their options are the draw's (kept with the queries). The attempt lives
 * in the page's state and in sessionStorage, so a reload mid-quiz goes on where it was.
 */
const Attempt = v.object({
  id: v.string(),
  drawId: v.string(),
  answers: v.record(v.string(), v.picklist(OPTION_IDS)),
});
export type QuizAttemptState = v.InferOutput<typeof Attempt>;

const storageKey = (slug: string) => `quiz-attempt:${signedInUserId()}:${slug}`;
const answeredKey = () => `quiz-answered-draws:${signedInUserId()}`;

export function newAttempt(draw: Pick<QuizDraw, 'id'>): QuizAttemptState {
  return { id: crypto.randomUUID(), drawId: draw.id, answers: {} };
}

/** The stored attempt of a course, if it answers the draw the device holds now. */
export function loadAttempt(slug: string, draw: Pick<QuizDraw, 'id'> | undefined): QuizAttemptState | null {
  try {
    const parsed = v.safeParse(Attempt, JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? 'null'));
    return parsed.success && draw && parsed.output.drawId === draw.id ? parsed.output : null;
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

/**
 * Draws this device has answered. An attempt sent while offline leaves its draw open on the server
 * until the save arrives; until then the device must not offer its questions again.
 */
export function answeredDraws(): ReadonlySet<string> {
  try {
    const list = JSON.parse(localStorage.getItem(answeredKey()) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function noteAnsweredDraw(drawId: string): void {
  try {
    const kept = [...answeredDraws(), drawId].slice(-24);
    localStorage.setItem(answeredKey(), JSON.stringify(kept));
  } catch {
    // Storage blocked: the server still refuses a second attempt at the draw.
  }
}

/** How many questions of the attempt are answered (they are answered in order). */
export const answeredCount = (attempt: QuizAttemptState, draw: Pick<QuizDraw, 'questions'>) =>
  draw.questions.filter((q) => attempt.answers[q.id] !== undefined).length;
