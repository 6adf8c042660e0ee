import { describe, expect, it } from 'vitest';
import {
  attemptProblem,
  drawQuestionIds,
  moduleNeededBeforeQuiz,
  scoreQuizAttempt,
  shuffledOptionIds,
} from './quiz.ts';

const bank = Array.from({ length: 10 }, (_, i) => ({
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

describe('drawQuestionIds', () => {
  const ids = bank.map((q) => q.id);

  it('draws five different questions of the bank', () => {
    const drawn = drawQuestionIds(ids, new Map());
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    for (const id of drawn) expect(ids).toContain(id);
  });

  it('draws questions not handed out before while the bank has them', () => {
    const first = drawQuestionIds(ids, new Map());
    const seen = new Map(first.map((id) => [id, 1]));
    const second = drawQuestionIds(ids, seen);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('then draws those handed out longest ago', () => {
    // q1–q5 at moment 1, q6–q10 at moment 2, and q1 again at moment 3.
    const seen = new Map(ids.map((id, i) => [id, i < 5 ? 1 : 2]));
    seen.set('q1', 3);
    const drawn = drawQuestionIds(ids, seen, () => 0.5);
    expect(drawn.sort()).toEqual(
      ['q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'].filter((id) => drawn.includes(id)).sort(),
    );
    expect(drawn).not.toContain('q1');
    expect(drawn.filter((id) => ['q2', 'q3', 'q4', 'q5'].includes(id))).toHaveLength(4);
  });
});

describe('moduleNeededBeforeQuiz', () => {
  const failed = (at: number) => ({ passed: false, at });
  const passed = (at: number) => ({ passed: true, at });

  it('is open before two failures in a row', () => {
    expect(moduleNeededBeforeQuiz([], undefined)).toBe(false);
    expect(moduleNeededBeforeQuiz([failed(1)], undefined)).toBe(false);
    expect(moduleNeededBeforeQuiz([failed(1), passed(2)], undefined)).toBe(false);
  });

  it('waits for the module after two failures in a row, until its end is reached again', () => {
    expect(moduleNeededBeforeQuiz([failed(1), failed(2)], undefined)).toBe(true);
    expect(moduleNeededBeforeQuiz([failed(1), failed(2)], 0)).toBe(true);
    // Gone through between the two failures: only the second counts.
    expect(moduleNeededBeforeQuiz([failed(1), failed(2)], 1.5)).toBe(false);
    expect(moduleNeededBeforeQuiz([failed(1), failed(2)], 3)).toBe(false);
    expect(moduleNeededBeforeQuiz([failed(1), failed(2), failed(4)], 3)).toBe(false);
    expect(moduleNeededBeforeQuiz([failed(1), failed(2), failed(4), failed(5)], 3)).toBe(true);
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
