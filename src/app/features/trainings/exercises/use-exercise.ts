import { useRef, useState } from 'react';
import type { ExerciseEvent } from '#shared/api/progress.ts';

export type ExerciseReport = (event: ExerciseEvent) => void;

/**
 * The answers of one exercise and what the course hears of it: "begun" at the first answer and
 * "finished" at every check that counts (the server counts each once): a spot exercise passes
 * `done` false when the answers do not meet its rule (decision 100). Trying again starts from blank.
 */
export function useExercise<A>(id: string, blank: A, report: ExerciseReport | undefined) {
  const [answers, setAnswers] = useState<A>(blank);
  const [checked, setChecked] = useState(false);
  const begun = useRef(false);
  return {
    answers,
    checked,
    answer(next: A) {
      if (checked) return;
      if (!begun.current) {
        begun.current = true;
        report?.({ id });
      }
      setAnswers(next);
    },
    check(done = true) {
      setChecked(true);
      if (done) report?.({ id, finished: true });
      else if (!begun.current) report?.({ id });
      begun.current = true;
    },
    retry() {
      setAnswers(blank);
      setChecked(false);
    },
  };
}
