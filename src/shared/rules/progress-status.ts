import { CERTIFICATE_MIN_COURSES, type ProgressStatus } from '../constants.ts';

/** The facts a progress status is derived from; a course without progress is `notStarted`. */
export type ProgressFacts = {
  moduleFinishedAt: unknown;
  quizAttemptCount: number;
  passedAt: unknown;
};

export function progressStatus(progress: ProgressFacts | undefined): ProgressStatus {
  if (!progress) return 'notStarted';
  if (progress.passedAt) return 'passed';
  if (progress.quizAttemptCount > 0) return 'failed';
  if (progress.moduleFinishedAt) return 'quizPending';
  return 'inProgress';
}

/**
 * The personal certificate (docs/product.md R20): at least six courses assigned, and every assigned
 * course passed.
 */
export function certificateEarned(assignedCount: number, passedAssignedCount: number): boolean {
  return assignedCount >= CERTIFICATE_MIN_COURSES && passedAssignedCount === assignedCount;
}
