import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { type QuizDraw, scoreDrawnAttempt } from '#shared/api/quiz-draws.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { saveProgress, storeProgress } from '../../progress-sync/learner-saves.ts';
import { useLearningClock } from './use-learning-clock.ts';
import type { QuizOutcome } from './quiz-result.tsx';

/** What a view reports; the hook adds the operation id, course, progress id, time and moment. */
export type SaveOp = Pick<
  SaveProgressRequest,
  'slide' | 'moduleFinished' | 'moduleRepeated' | 'quizAttempt' | 'exercise'
>;

export type TrainingSaves = {
  /**
   * Sends one operation; the answer's progress goes into the cache. Undefined when the save has to
   * wait for the network; rejects when the server refuses it.
   */
  save: (op: SaveOp) => Promise<SaveProgressResponse | undefined>;
  /**
   * Sends a finished quiz attempt and answers its score: the server's, or the device's own while
   * the attempt waits for the network (from the draw's checks; the server scores it again).
   */
  submitQuiz: (attempt: NonNullable<SaveOp['quizAttempt']>, draw: QuizDraw) => Promise<QuizOutcome>;
  /** Sends one operation and reports a refusal itself (slide changes, module repeat). */
  saveQuietly: (op: SaveOp) => void;
  /** The last save had to wait for the network (it is kept and sent later). */
  offline: boolean;
};

/**
 * The saves of one course: every operation carries the visible learning time since the previous
 * one; when the learner leaves the page or hides it, the time not yet sent goes in a save of its own.
 */
export function useTrainingSaves(
  slug: TrainingSlug,
  progressId: number | undefined,
  course: { slideCount: number },
): TrainingSaves {
  const queryClient = useQueryClient();
  const takeSeconds = useLearningClock();
  const [offline, setOffline] = useState(false);

  const send = useCallback(
    async (op: SaveOp, seconds: number, score?: QuizScore) => {
      const request: SaveProgressRequest = {
        opId: crypto.randomUUID(),
        trainingSlug: slug,
        ...(progressId ? { progressId } : {}),
        at: new Date().toISOString(),
        secondsSpent: seconds,
        ...op,
      };
      const answer = await saveProgress(request, { ...(score ? { score } : {}), slideCount: course.slideCount });
      setOffline(!answer);
      // Waiting saves are shown from the device (myProgressQuery applies them).
      if (answer) storeProgress(queryClient, answer.progress);
      else await queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
      return answer;
    },
    [slug, progressId, queryClient, course],
  );

  const save = useCallback((op: SaveOp) => send(op, takeSeconds()), [send, takeSeconds]);

  const submitQuiz = useCallback(
    async (quizAttempt: NonNullable<SaveOp['quizAttempt']>, draw: QuizDraw): Promise<QuizOutcome> => {
      const local = scoreDrawnAttempt(draw, quizAttempt.answers);
      const answer = await send({ quizAttempt }, takeSeconds(), local);
      return answer ? { score: answer.quizAttempt ?? local, confirmed: true } : { score: local, confirmed: false };
    },
    [send, takeSeconds],
  );

  const saveQuietly = useCallback(
    (op: SaveOp) => {
      save(op).catch((error: unknown) => {
        toast.error(failureMessage(error), { id: 'training-save' });
      });
    },
    [save],
  );

  useEffect(() => {
    const flush = () => {
      const seconds = takeSeconds();
      if (seconds > 0) send({}, seconds).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [send, takeSeconds]);

  return { save, submitQuiz, saveQuietly, offline };
}
