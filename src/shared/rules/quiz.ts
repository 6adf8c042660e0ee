import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';
import type { QuizQuestion } from '../content/course-content.ts';

export type QuizAnswers = Readonly<Record<string, string>>;

export type QuizScore = {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  questions: { questionId: string; correct: boolean }[];
};

/**
 * Five questions of a course's bank for one attempt, in random order, so a repeat asks partly
 * other questions. `random` is injectable for tests.
 */
export function pickQuizQuestions<Q extends Pick<QuizQuestion, 'id'>>(bank: readonly Q[], random = Math.random): Q[] {
  return shuffled(bank, random).slice(0, QUIZ_QUESTIONS_PER_ATTEMPT);
}

/**
 * The order in which one attempt shows a question's options: new for every attempt, so the place
 * of the right option tells nothing (docs/decisions/055-quiz-cues-and-exercises.md). Scoring goes by
 * option id, never by place.
 */
export function shuffledOptionIds<Q extends Pick<QuizQuestion, 'options'>>(
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
  bank: readonly Pick<QuizQuestion, 'id' | 'options'>[],
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
export function scoreQuizAttempt(
  bank: readonly Pick<QuizQuestion, 'id' | 'answer'>[],
  answers: QuizAnswers,
): QuizScore {
  const questions = Object.entries(answers).map(([questionId, answer]) => ({
    questionId,
    correct: bank.find((q) => q.id === questionId)?.answer === answer,
  }));
  const correctCount = questions.filter((q) => q.correct).length;
  const questionCount = questions.length;
  const scorePercent = questionCount === 0 ? 0 : Math.round((correctCount / questionCount) * 100);
  return { correctCount, questionCount, scorePercent, passed: scorePercent >= QUIZ_PASS_PERCENT, questions };
}
