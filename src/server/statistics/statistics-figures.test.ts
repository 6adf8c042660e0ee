import { describe, expect, it } from 'vitest';
import { attentionCutoff, count, figuresFrom, type FigureSums } from './statistics-figures.ts';

const sums = (overrides: Partial<FigureSums> = {}): FigureSums => ({
  population: 10,
  started: 4,
  finishedAll: 2,
  attention: 3,
  timeSpentSeconds: 1000,
  quizRepeats: 5,
  trainingRepeats: 1,
  scoreSum: 250,
  scoreCount: 3,
  ...overrides,
});

describe('figuresFrom', () => {
  it('averages the working time over the people who started and the score over the scored attempts', () => {
    expect(figuresFrom(sums())).toEqual({
      population: 10,
      started: 4,
      finishedAll: 2,
      attention: 3,
      averageWorkingTimeSeconds: 250,
      quizRepeats: 5,
      trainingRepeats: 1,
      averageQuizScore: 83,
    });
  });

  it('rounds halves up to whole numbers', () => {
    expect(figuresFrom(sums({ timeSpentSeconds: 10, started: 4, scoreSum: 161, scoreCount: 2 }))).toMatchObject({
      averageWorkingTimeSeconds: 3,
      averageQuizScore: 81,
    });
  });

  it('has no averages when nobody started and nothing was scored', () => {
    expect(figuresFrom(sums({ started: 0, timeSpentSeconds: 0, scoreSum: 0, scoreCount: 0 }))).toMatchObject({
      averageWorkingTimeSeconds: null,
      averageQuizScore: null,
    });
  });
});

describe('attentionCutoff', () => {
  it('lies 30 days before now', () => {
    expect(attentionCutoff(new Date('2026-03-31T10:00:00Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('count', () => {
  it('reads the drivers’ numbers, numeric strings and empty sums alike', () => {
    expect([count(3), count('12'), count(null), count(undefined)]).toEqual([3, 12, 0, 0]);
  });
});
