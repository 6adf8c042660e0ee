import type { CourseProgress } from '#shared/api/progress.ts';
import { progressStatus } from '#shared/rules/progress-status.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import type { ProgressRow } from './progress.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A progress row as the API shows it (src/shared/api/progress.ts); a pass counts for `validityMonths`. */
export function presentProgress(row: ProgressRow, validityMonths: number): CourseProgress {
  const facts = {
    moduleFinishedAt: row.module_finished_at,
    quizAttemptCount: row.quiz_attempt_count,
    passedAt: row.passed_at,
  };
  return {
    id: row.id,
    ownerId: row.user_id,
    trainingSlug: row.training_slug,
    status: progressStatus(facts),
    furthestSlide: row.furthest_slide,
    slideCount: row.slide_count,
    timeSpentSeconds: row.time_spent_seconds,
    moduleFinishedAt: iso(row.module_finished_at),
    moduleRepeatCount: row.module_repeat_count,
    quizAttemptCount: row.quiz_attempt_count,
    quizRepeatCount: row.quiz_repeat_count,
    bestScore: row.best_score,
    lastScore: row.last_score,
    passedAt: iso(row.passed_at),
    passedAtAttempt: row.passed_at ? row.passed_at_attempt : null,
    validUntil: row.passed_at ? validUntil(row.passed_at, validityMonths).toISOString() : null,
    startedAt: row.started_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    exercisesStarted: row.exercises_started,
    exercisesFinished: row.exercises_finished,
  };
}
