import { describe, expect, it } from 'vitest';
import type { SaveProgressRequest } from './progress.ts';
import { applyLocalSave, emptyProgress } from './progress-merge.ts';

const start = emptyProgress(7, 'malware', 10, '2026-11-01T10:00:00.000Z');
const save = (fields: Partial<SaveProgressRequest>): SaveProgressRequest => ({
  opId: crypto.randomUUID(),
  trainingSlug: 'malware',
  ...fields,
});
const attempt = (attemptedAt: string) => ({
  id: crypto.randomUUID(),
  drawId: crypto.randomUUID(),
  answers: {},
  attemptedAt,
});
const score = (scorePercent: number) => ({
  correctCount: scorePercent / 20,
  questionCount: 5,
  scorePercent,
  passed: scorePercent >= 80,
  questions: [],
});

describe('applyLocalSave', () => {
  it('keeps the furthest slide within the course and adds time and repeats', () => {
    const after = [
      save({ slide: 4, secondsSpent: 30 }),
      save({ slide: 2, secondsSpent: 10, moduleRepeated: true }),
      save({ slide: 40 }),
    ].reduce((p, request) => applyLocalSave(p, { request }), start);
    expect(after).toMatchObject({ furthestSlide: 9, timeSpentSeconds: 40, moduleRepeatCount: 1, status: 'inProgress' });
  });

  it('notes exercises begun and finished once each, in any order', () => {
    const after = [
      save({ exercise: { id: 'e2', finished: true } }),
      save({ exercise: { id: 'e1' } }),
      save({ exercise: { id: 'e2' } }),
      save({ exercise: { id: 'e2', finished: true } }),
    ].reduce((p, request) => applyLocalSave(p, { request }), start);
    expect(after).toMatchObject({ exercisesStarted: ['e1', 'e2'], exercisesFinished: ['e2'] });
  });

  it('counts quiz attempts like the server: repeats after the first, best and last score, first pass', () => {
    const failed = applyLocalSave(start, {
      request: save({ quizAttempt: attempt('2026-11-01T10:10:00.000Z'), at: '2026-11-01T10:10:00.000Z' }),
      score: score(60),
    });
    expect(failed).toMatchObject({ status: 'failed', quizAttemptCount: 1, quizRepeatCount: 0, bestScore: 60 });
    expect(failed.moduleFinishedAt).toBe('2026-11-01T10:10:00.000Z');
    const passed = applyLocalSave(failed, {
      request: save({ quizAttempt: attempt('2026-11-01T10:20:00.000Z') }),
      score: score(80),
    });
    expect(passed).toMatchObject({
      status: 'passed',
      quizAttemptCount: 2,
      quizRepeatCount: 1,
      bestScore: 80,
      lastScore: 80,
      passedAt: '2026-11-01T10:20:00.000Z',
    });
  });
});
