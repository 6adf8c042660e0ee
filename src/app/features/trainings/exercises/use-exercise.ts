import { useRef, useState } from 'react';
import type { ExerciseEvent } from '#shared/api/progress.ts';

export type ExerciseReport = (event: ExerciseEvent) => void;

/**
 * The answers of one exercise and what the course hears of it: "begun" at the first answer and
 * "finished" at every check (the server counts each once). Trying again starts from blank.
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
    check() {
      begun.current = true;
      setChecked(true);
      report?.({ id, finished: true });
    },
    retry() {
      setAnswers(blank);
      setChecked(false);
    },
  };
}
