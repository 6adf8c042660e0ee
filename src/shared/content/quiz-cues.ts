import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';
import type { QuizQuestion } from './course-content.ts';

/**
 * How far a person who knows nothing gets with a surface cue
 * (docs/decisions/055-quiz-cues-and-exercises.md). A strategy picks one option per question from its
 * look alone: the longest, the shortest, one of the lengths in between (`middle`: neither the longest
 * nor the shortest), the first or the last.
 * Ties and a choice among several are random, so a question counts with the share of the chosen
 * options that are right. The pass chance is exact: the average,
 * over every set of five questions an attempt can draw, of the chance to answer at least 80 % of
 * them right.
 */
export const CUE_STRATEGIES = ['longest', 'shortest', 'middle', 'first', 'last'] as const;
export type CueStrategy = (typeof CUE_STRATEGIES)[number];

type Question = Pick<QuizQuestion, 'options' | 'answer'>;

/** The chance that the strategy picks the right option of one question. */
export function cueHitChance(question: Question, strategy: CueStrategy): number {
  const lengths = question.options.map((o) => [...o.text].length);
  const [longest, shortest] = [Math.max(...lengths), Math.min(...lengths)];
  const all = lengths.map((_, index) => index);
  const middle = all.filter((index) => lengths[index]! < longest && lengths[index]! > shortest);
  const chosen = {
    first: [0],
    last: [question.options.length - 1],
    longest: indicesOf(lengths, longest),
    shortest: indicesOf(lengths, shortest),
    middle: middle.length > 0 ? middle : all,
  }[strategy];
  return chosen.filter((i) => question.options[i]!.id === question.answer).length / chosen.length;
}

function indicesOf(values: number[], wanted: number): number[] {
  return values.flatMap((value, index) => (value === wanted ? [index] : []));
}

/** The share of questions whose right option is longer than every other option. */
export function strictlyLongestShare(bank: readonly Question[]): number {
  const strictly = bank.filter((q) => {
    const right = q.options.find((o) => o.id === q.answer)!;
    return q.options.every((o) => o === right || [...o.text].length < [...right.text].length);
  });
  return strictly.length / bank.length;
}

/** The exact chance to pass a random attempt when every question is answered with the strategy. */
export function cuePassChance(bank: readonly Question[], strategy: CueStrategy): number {
  const hits = bank.map((q) => cueHitChance(q, strategy));
  const size = QUIZ_QUESTIONS_PER_ATTEMPT;
  const needed = Math.ceil((QUIZ_PASS_PERCENT / 100) * size);
  let total = 0;
  let draws = 0;
  for (const draw of combinations(hits.length, size)) {
    total += atLeast(
      draw.map((i) => hits[i]!),
      needed,
    );
    draws++;
  }
  return draws === 0 ? 0 : total / draws;
}

/** The chance that at least `needed` of independent events with these chances happen. */
function atLeast(chances: number[], needed: number): number {
  // counts[k]: the chance that exactly k of the events seen so far happened.
  let counts = [1];
  for (const p of chances) {
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((c, k) => {
      next[k]! += c * (1 - p);
      next[k + 1]! += c * p;
    });
    counts = next;
  }
  return counts.slice(needed).reduce((a, b) => a + b, 0);
}

function* combinations(n: number, k: number): Generator<number[]> {
  const picked: number[] = [];
  function* from(start: number): Generator<number[]> {
    if (picked.length === k) return yield [...picked];
    for (let i = start; i <= n - (k - picked.length); i++) {
      picked.push(i);
      yield* from(i + 1);
      picked.pop();
    }
  }
  yield* from(0);
}
