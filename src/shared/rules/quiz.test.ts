import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../content/course-content.ts';
import { attemptProblem, pickQuizQuestions, scoreQuizAttempt, shuffledOptionIds } from './quiz.ts';

const bank: QuizQuestion[] = Array.from({ length: 10 }, (_, i) => ({
  id: `q${i + 1}`,
  question: `Frage ${i + 1}`,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
  ],
  answer: 'b',
  explanation: 'Weil.',
}));

const answered = (ids: number[], wrong: number[] = []) =>
  Object.fromEntries(ids.map((n) => [`q${n}`, wrong.includes(n) ? 'a' : 'b']));

describe('pickQuizQuestions', () => {
  it('picks five different questions of the bank', () => {
    const picked = pickQuizQuestions(bank);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((q) => q.id)).size).toBe(5);
    for (const q of picked) expect(bank).toContain(q);
  });

  it('picks by the random source, so repeats ask other questions', () => {
    const first = pickQuizQuestions(bank, () => 0).map((q) => q.id);
    const second = pickQuizQuestions(bank, () => 0.999).map((q) => q.id);
    expect(first).not.toEqual(second);
  });
});

describe('scoreQuizAttempt', () => {
  it.each([
    [[], 100, true],
    [[1], 80, true],
    [[1, 2], 60, false],
    [[1, 2, 3, 4, 5], 0, false],
  ])('with wrong answers to %j scores %i %% (passed: %s)', (wrong, percent, passed) => {
    const score = scoreQuizAttempt(bank, answered([1, 2, 3, 4, 5], wrong));
    expect(score).toMatchObject({ scorePercent: percent, passed, questionCount: 5, correctCount: 5 - wrong.length });
    expect(score.questions.filter((q) => !q.correct).map((q) => q.questionId)).toEqual(wrong.map((n) => `q${n}`));
  });
});

describe('attemptProblem', () => {
  it('accepts five answers to questions of the bank', () => {
    expect(attemptProblem(bank, answered([1, 3, 5, 7, 9]))).toBeUndefined();
  });

  it.each([
    ['four answers', answered([1, 2, 3, 4]), 'quizAttempt.answers'],
    ['six answers', answered([1, 2, 3, 4, 5, 6]), 'quizAttempt.answers'],
    ['an unknown question', { ...answered([1, 2, 3, 4]), q42: 'a' }, 'quizAttempt.answers.q42'],
    ['an option the question lacks', { ...answered([1, 2, 3, 4]), q5: 'd' }, 'quizAttempt.answers.q5'],
  ])('names the problem of %s', (_, answers, problem) => {
    expect(attemptProblem(bank, answers)).toBe(problem);
  });
});

describe('shuffledOptionIds', () => {
  it('shows every option once, in an order set by the random source', () => {
    const question = bank[0]!;
    const orders = new Set(
      [0, 0.3, 0.6, 0.999].map((r) => {
        const order = shuffledOptionIds(question, () => r);
        expect([...order].sort()).toEqual(['a', 'b', 'c']);
        return order.join('');
      }),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('puts the right option in every place over many attempts', () => {
    const places = new Set(Array.from({ length: 200 }, () => shuffledOptionIds(bank[0]!).indexOf('b')));
    expect([...places].sort()).toEqual([0, 1, 2]);
  });
});
