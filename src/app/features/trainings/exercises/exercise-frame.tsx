import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Exercise } from '#shared/content/course-content.ts';

type Props = {
  exercise: Exercise;
  checked: boolean;
  /** What the learner still has to do before checking, if anything. */
  missing?: string | undefined;
  /** The result in one sentence, said once the answers are checked. */
  verdict: string;
  onCheck: () => void;
  onRetry: () => void;
  children: ReactNode;
};

/**
 * What every exercise shares: its title and task, the check and "try again" buttons, the result
 * in words (announced to screen readers) and the lesson. Practice only: nothing here is graded.
 */
export function ExerciseFrame({ exercise, checked, missing, verdict, onCheck, onRetry, children }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  // What is still missing is said once the learner tried to check, not while they work.
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onCheck();
  };
  const retry = () => {
    setTried(false);
    onRetry();
  };
  const shownMissing = tried ? missing : undefined;
  return (
    <section className="exercise" aria-labelledby={titleId} data-kind={exercise.kind}>
      <p className="exercise-eyebrow">{t({ id: 'exercise.eyebrow', message: 'Übung' })}</p>
      <h2 id={titleId} className="exercise-title">
        {exercise.title}
      </h2>
      <p className="exercise-task">{exercise.task}</p>
      <form onSubmit={submit} noValidate>
        {children}
        <div className="exercise-actions">
          {/* Two elements, not one that changes its type: a click on "try again" must not submit. */}
          {checked ? (
            <button key="retry" type="button" className="button secondary" onClick={retry}>
              {t({ id: 'exercise.retry', message: 'Noch einmal versuchen' })}
            </button>
          ) : (
            <button
              key="check"
              type="submit"
              className="button"
              aria-describedby={shownMissing ? `${titleId}-missing` : undefined}
            >
              {t({ id: 'exercise.check', message: 'Prüfen' })}
            </button>
          )}
          {!checked && shownMissing && (
            <span id={`${titleId}-missing`} className="hint" role="alert">
              {shownMissing}
            </span>
          )}
        </div>
      </form>
      <div role="status" className="exercise-result">
        {checked && (
          <>
            <p className="exercise-verdict">{verdict}</p>
            <p>{exercise.conclusion}</p>
          </>
        )}
      </div>
    </section>
  );
}
