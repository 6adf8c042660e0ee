import { QUIZ_FAILURES_BEFORE_MODULE, QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';

export type QuizAnswers = Readonly<Record<string, string>>;

export type QuizScore = {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  questions: { questionId: string; correct: boolean }[];
};

/**
 * The questions of a person's next attempt (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md):
 * five the person has not been handed yet, while the bank has them; after that, those handed out
 * longest ago. `lastHandedOut` maps a question id to when (any increasing number) the person last got
 * it. `random` is injectable for tests.
 */
export function drawQuestionIds(
  bankIds: readonly string[],
  lastHandedOut: ReadonlyMap<string, number>,
  random = Math.random,
): string[] {
  const unseen = shuffled(
    bankIds.filter((id) => !lastHandedOut.has(id)),
    random,
  );
  const seen = shuffled(
    bankIds.filter((id) => lastHandedOut.has(id)),
    random,
  ).sort((a, b) => lastHandedOut.get(a)! - lastHandedOut.get(b)!);
  return [...unseen, ...seen].slice(0, QUIZ_QUESTIONS_PER_ATTEMPT);
}

/**
 * Whether the person must go through the module again before the next attempt: the attempts since
 * the module's end was last reached (and since the last pass) are QUIZ_FAILURES_BEFORE_MODULE or more
 * failures. So after each time through the module there are that many attempts again. Attempts in
 * the order they were made; moments as any increasing numbers.
 */
export function moduleNeededBeforeQuiz(
  attempts: readonly { passed: boolean; at: number }[],
  lastModuleFinish: number | undefined,
): boolean {
  let failures = 0;
  for (const attempt of [...attempts].reverse()) {
    if (attempt.passed || (lastModuleFinish !== undefined && attempt.at < lastModuleFinish)) break;
    failures++;
  }
  return failures >= QUIZ_FAILURES_BEFORE_MODULE;
}

/**
 * The order in which one attempt shows a question's options: new for every attempt, so the place
 * of the right option tells nothing (docs/decisions/055-quiz-cues-and-exercises.md). Scoring goes by
 * option id, never by place.
 */
export function shuffledOptionIds<Q extends { options: readonly { id: string }[] }>(
  question: Q,
  random = Math.random,
): Q['options'][number]['id'][] {
  return shuffled(question.options, random).map((o) => o.id);
}

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool;
}

/**
 * Why an attempt cannot be scored: a question id the course does not have, an option the question
 * does not offer, or not exactly five questions. Undefined when the attempt is well-formed.
 */
export function attemptProblem(
  bank: readonly { id: string; options: readonly { id: string }[] }[],
  answers: QuizAnswers,
): string | undefined {
  const ids = Object.keys(answers);
  if (ids.length !== QUIZ_QUESTIONS_PER_ATTEMPT) return 'quizAttempt.answers';
  for (const id of ids) {
    const question = bank.find((q) => q.id === id);
    if (!question) return `quizAttempt.answers.${id}`;
    if (!question.options.some((o) => o.id === answers[id])) return `quizAttempt.answers.${id}`;
  }
  return undefined;
}

/** Scores a well-formed attempt (see attemptProblem): 80 % or more passes (docs/product.md §9). */
export function scoreQuizAttempt(bank: readonly { id: string; answer: string }[], answers: QuizAnswers): QuizScore {
  return scoreOf(
    Object.entries(answers).map(([questionId, answer]) => ({
      questionId,
      correct: bank.find((q) => q.id === questionId)?.answer === answer,
    })),
  );
}

/** The score of questions each answered right or wrong: 80 % or more passes (docs/product.md §9). */
export function scoreOf(questions: QuizScore['questions']): QuizScore {
  const correctCount = questions.filter((q) => q.correct).length;
  const questionCount = questions.length;
  const scorePercent = questionCount === 0 ? 0 : Math.round((correctCount / questionCount) * 100);
  return { correctCount, questionCount, scorePercent, passed: scorePercent >= QUIZ_PASS_PERCENT, questions };
}
