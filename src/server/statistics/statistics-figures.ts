import { ATTENTION_AFTER_DAYS, type StatisticsFigures } from '#shared/api/statistics.ts';

/** The sums both statistics read from the summaries (migration 0003), before averaging. */
export type FigureSums = {
  population: number;
  started: number;
  finishedAll: number;
  attention: number;
  timeSpentSeconds: number;
  quizRepeats: number;
  trainingRepeats: number;
  scoreSum: number;
  scoreCount: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A course assigned (or reset) at or before this moment and still not passed needs attention. */
export function attentionCutoff(now: Date): Date {
  return new Date(now.getTime() - ATTENTION_AFTER_DAYS * DAY_MS);
}

/** Whole numbers, half away from zero (the averages are never negative). */
const average = (sum: number, count: number) => (count === 0 ? null : Math.round(sum / count));

export function figuresFrom(sums: FigureSums): StatisticsFigures {
  return {
    population: sums.population,
    started: sums.started,
    finishedAll: sums.finishedAll,
    attention: sums.attention,
    averageWorkingTimeSeconds: average(sums.timeSpentSeconds, sums.started),
    quizRepeats: sums.quizRepeats,
    trainingRepeats: sums.trainingRepeats,
    averageQuizScore: average(sums.scoreSum, sums.scoreCount),
  };
}

/** Aggregates come back as numbers or numeric strings (and null for empty sums) depending on the driver. */
export const count = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
