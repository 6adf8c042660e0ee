import { describe, expect, it } from 'vitest';
import { certificateEarned, progressStatus } from './progress-status.ts';

describe('progressStatus', () => {
  it.each([
    ['no progress', undefined, 'notStarted'],
    ['reading', { moduleFinishedAt: null, quizAttemptCount: 0, passedAt: null }, 'inProgress'],
    ['module finished', { moduleFinishedAt: 'x', quizAttemptCount: 0, passedAt: null }, 'quizPending'],
    ['quiz failed', { moduleFinishedAt: 'x', quizAttemptCount: 2, passedAt: null }, 'failed'],
    ['quiz passed', { moduleFinishedAt: 'x', quizAttemptCount: 3, passedAt: 'y' }, 'passed'],
  ] as const)('%s is %s', (_, facts, status) => {
    expect(progressStatus(facts)).toBe(status);
  });
});

describe('certificateEarned', () => {
  it.each([
    [6, 6, true],
    [12, 12, true],
    [6, 5, false],
    [5, 5, false],
    [0, 0, false],
  ])('%i assigned, %i passed: %s', (assigned, passed, earned) => {
    expect(certificateEarned(assigned, passed)).toBe(earned);
  });
});
