import type { QuizDraw } from '#shared/api/quiz-draws.ts';

/**
 * Whether the learner can start an attempt now: `open` with a draw in hand, `moduleFirst` while the
 * module waits to be gone through again (after two failures in a row), `loading` while the device
 * asks the server for the next draw, `waiting` when it holds no unanswered draw and cannot get one
 * (offline).
 */
export type QuizAvailability = 'open' | 'moduleFirst' | 'loading' | 'waiting';

export function quizAvailability(
  draw: QuizDraw | undefined,
  answered: ReadonlySet<string>,
  fetching: boolean,
): QuizAvailability {
  if (!draw || answered.has(draw.id)) return fetching ? 'loading' : 'waiting';
  return draw.moduleFirst ? 'moduleFirst' : 'open';
}
