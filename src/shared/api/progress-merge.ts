import type { CourseProgress, SaveProgressRequest } from './progress.ts';
import type { TrainingSlug } from '../courses.ts';
import { progressStatus } from '../rules/progress-status.ts';
import type { QuizScore } from '../rules/quiz.ts';

/** A save the device has made but the server has not yet confirmed, with the device's own score. */
export type LocalSave = { request: SaveProgressRequest; score?: QuizScore };

const earlier = (a: string | null, b: string) => (a === null || b < a ? b : a);

/** Progress of a course begun on the device while offline; the server gives it its id later. */
export function emptyProgress(
  ownerId: number,
  trainingSlug: TrainingSlug,
  slideCount: number,
  at: string,
): CourseProgress {
  return {
    id: 0,
    ownerId,
    trainingSlug,
    status: 'inProgress',
    furthestSlide: 0,
    slideCount,
    timeSpentSeconds: 0,
    moduleFinishedAt: null,
    moduleRepeatCount: 0,
    quizAttemptCount: 0,
    quizRepeatCount: 0,
    bestScore: null,
    lastScore: null,
    passedAt: null,
    passedAtAttempt: null,
    validUntil: null,
    startedAt: at,
    updatedAt: at,
    exercisesStarted: [],
    exercisesFinished: [],
  };
}

const withId = (ids: readonly string[], id: string) => (ids.includes(id) ? [...ids] : [...ids, id].sort());

/**
 * The progress a learner sees while saves wait to be sent: the server's last answer with the
 * waiting saves applied by the server's own rules (docs/api.md "Learning"), so the page shows
 * what the server will say once they arrive.
 */
export function applyLocalSave(progress: CourseProgress, { request, score }: LocalSave): CourseProgress {
  const at = request.at ?? progress.updatedAt;
  const last = Math.max(progress.slideCount - 1, 0);
  const next: CourseProgress = {
    ...progress,
    furthestSlide:
      request.slide === undefined
        ? progress.furthestSlide
        : Math.max(progress.furthestSlide, Math.min(request.slide, last)),
    timeSpentSeconds: progress.timeSpentSeconds + (request.secondsSpent ?? 0),
    moduleRepeatCount: progress.moduleRepeatCount + (request.moduleRepeated ? 1 : 0),
    moduleFinishedAt:
      request.moduleFinished || request.quizAttempt
        ? earlier(progress.moduleFinishedAt, at)
        : progress.moduleFinishedAt,
    updatedAt: at > progress.updatedAt ? at : progress.updatedAt,
    exercisesStarted: request.exercise
      ? withId(progress.exercisesStarted, request.exercise.id)
      : progress.exercisesStarted,
    exercisesFinished: request.exercise?.finished
      ? withId(progress.exercisesFinished, request.exercise.id)
      : progress.exercisesFinished,
  };
  if (request.quizAttempt && score) {
    const attempts = progress.quizAttemptCount + 1;
    next.quizAttemptCount = attempts;
    next.quizRepeatCount = attempts - 1;
    next.bestScore = Math.max(progress.bestScore ?? 0, score.scorePercent);
    next.lastScore = score.scorePercent;
    if (score.passed) next.passedAt = earlier(progress.passedAt, request.quizAttempt.attemptedAt);
  }
  return { ...next, status: progressStatus(next) };
}
