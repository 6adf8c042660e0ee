import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { DecideExercise } from '#shared/content/course-content.ts';
import { useExercise, type ExerciseReport } from './use-exercise.ts';

type Taken = { stepId: string; choiceId: string };

/**
 * A situation that unfolds (docs/decisions/095-exercises-that-look-real.md): the learner decides,
 * sees what that choice leads to, and goes on from there until the story ends. The steps taken stay
 * on screen as the story so far; the new step takes the focus, so keyboard and screen-reader users
 * follow it. Finished when the story ends; "again" starts from the beginning.
 */
export function DecideExerciseView({ exercise, onReport }: { exercise: DecideExercise; onReport?: ExerciseReport }) {
  const { t } = useLingui();
  const titleId = useId();
  const nowId = useId();
  const state = useExercise<readonly Taken[]>(exercise.id, [], onReport);
  const stepOf = (id: string) => exercise.steps.find((s) => s.id === id)!;
  const choiceOf = (taken: Taken) => stepOf(taken.stepId).choices.find((c) => c.id === taken.choiceId)!;
  const last = state.answers.at(-1);
  const nextId = last ? choiceOf(last).next : exercise.steps[0]!.id;
  const current = nextId === undefined ? undefined : stepOf(nextId);
  const risky = state.answers.filter((taken) => !choiceOf(taken).good).length;
  const currentHeading = useRef<HTMLParagraphElement>(null);
  const ended = useRef<HTMLDivElement>(null);

  // Each new step, and the end, takes the focus once it is there (not on the first render).
  const taken = state.answers.length;
  useEffect(() => {
    if (taken === 0) return;
    (state.checked ? ended.current : currentHeading.current)?.focus();
  }, [taken, state.checked]);

  const choose = (choiceId: string) => {
    if (!current) return;
    const choice = current.choices.find((c) => c.id === choiceId)!;
    state.answer([...state.answers, { stepId: current.id, choiceId }]);
    if (choice.next === undefined) state.check();
  };

  return (
    <section className="exercise" aria-labelledby={titleId} data-kind="decide">
      <p className="exercise-eyebrow">{t({ id: 'exercise.eyebrow', message: 'Übung' })}</p>
      <h2 id={titleId} className="exercise-title">
        {exercise.title}
      </h2>
      <p className="exercise-task">{exercise.task}</p>
      <ol className="decide-story">
        {state.answers.map((step, index) => {
          const choice = choiceOf(step);
          return (
            <li key={`${step.stepId}-${index}`} className="decide-step" data-good={choice.good}>
              <p className="decide-situation">{stepOf(step.stepId).situation}</p>
              <p className="decide-choice">
                <strong>{t({ id: 'exercise.decide.your_choice', message: 'Ihre Entscheidung:' })}</strong> {choice.text}
              </p>
              <p className="element-feedback" data-result={choice.good ? 'right' : 'wrong'}>
                <strong>
                  {choice.good
                    ? t({ id: 'exercise.decide.safe', message: 'Sicher.' })
                    : t({ id: 'exercise.decide.risky', message: 'Riskant.' })}
                </strong>{' '}
                {choice.feedback}
              </p>
            </li>
          );
        })}
      </ol>
      {current && !state.checked && (
        <div className="decide-now" role="group" aria-labelledby={nowId}>
          <p id={nowId} className="decide-situation" ref={currentHeading} tabIndex={-1}>
            {current.situation}
          </p>
          <div className="decide-choices">
            {current.choices.map((choice) => (
              <button key={choice.id} type="button" className="button secondary" onClick={() => choose(choice.id)}>
                {choice.text}
              </button>
            ))}
          </div>
        </div>
      )}
      <div role="status" className="exercise-result" ref={ended} tabIndex={-1}>
        {state.checked && (
          <>
            <p className="exercise-verdict">
              {risky === 0
                ? t({ id: 'exercise.decide.all_safe', message: 'Sie haben jedes Mal sicher entschieden.' })
                : t({
                    id: 'exercise.decide.some_risky',
                    message: `Riskante Entscheidungen: ${risky} von ${taken}.`,
                  })}
            </p>
            <p>{exercise.conclusion}</p>
          </>
        )}
      </div>
      {state.checked && (
        <div className="exercise-actions">
          <button type="button" className="button secondary" onClick={state.retry}>
            {t({ id: 'exercise.retry', message: 'Noch einmal versuchen' })}
          </button>
        </div>
      )}
    </section>
  );
}
