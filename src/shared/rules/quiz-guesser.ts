import { QUIZ_FAILURES_BEFORE_MODULE } from '../constants.ts';
import { drawQuestionIds, moduleNeededBeforeQuiz } from './quiz.ts';
import { passChance } from '../content/quiz-cues.ts';

/**
 * A person who knows nothing, guesses and memorises everything the quiz shows
 * (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md): during an attempt "right" or "wrong" per
 * answer, after it the right option of every question answered wrongly. So every question they were
 * asked once is known from then on. The draws follow the server's rule (drawQuestionIds), and after
 * QUIZ_FAILURES_BEFORE_MODULE failures in a row they go through the module again (counted).
 */
export type GuesserRun = { attempts: number; moduleRepeats: number };

/** One run until the pass; `optionCounts` maps each question id of the bank to its number of options. */
export function guessUntilPassed(optionCounts: ReadonlyMap<string, number>, random = Math.random): GuesserRun {
  const bankIds = [...optionCounts.keys()];
  const lastHandedOut = new Map<string, number>();
  const known = new Set<string>();
  const attempts: { passed: boolean; at: number }[] = [];
  let moduleFinish: number | undefined;
  let moduleRepeats = 0;
  for (let round = 1; round <= 1000; round++) {
    if (moduleNeededBeforeQuiz(attempts, moduleFinish)) {
      moduleRepeats++;
      moduleFinish = round;
    }
    const drawn = drawQuestionIds(bankIds, lastHandedOut, random);
    const hits = drawn.map((id) => (known.has(id) ? 1 : 1 / optionCounts.get(id)!));
    const passed = random() < passChance(hits);
    for (const id of drawn) {
      lastHandedOut.set(id, round);
      known.add(id);
    }
    attempts.push({ passed, at: round + 0.5 });
    if (passed) return { attempts: round, moduleRepeats };
  }
  throw new Error('the guesser never passed');
}

/** Many runs, summarised: the median and 90th percentile of attempts, and the median module repeats. */
export function simulateGuesser(optionCounts: ReadonlyMap<string, number>, runs: number, random = Math.random) {
  const results = Array.from({ length: runs }, () => guessUntilPassed(optionCounts, random));
  const quantile = (values: number[], q: number) => values.sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  return {
    medianAttempts: quantile(
      results.map((r) => r.attempts),
      0.5,
    ),
    attempts90: quantile(
      results.map((r) => r.attempts),
      0.9,
    ),
    medianModuleRepeats: quantile(
      results.map((r) => r.moduleRepeats),
      0.5,
    ),
    /** How many attempts the rules allow before the module must be gone through again. */
    attemptsBeforeModule: QUIZ_FAILURES_BEFORE_MODULE,
  };
}
