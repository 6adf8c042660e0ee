import { useLingui } from '@lingui/react/macro';
import type { PickExercise } from '#shared/content/course-content.ts';
import { ExerciseFrame } from './exercise-frame.tsx';
import { useExercise, type ExerciseReport } from './use-exercise.ts';

/** One right option among several (a moment in a call, a first step); feedback on every option. */
export function PickExerciseView({ exercise, onReport }: { exercise: PickExercise; onReport?: ExerciseReport }) {
  const { t } = useLingui();
  const state = useExercise<string | null>(exercise.id, null, onReport);
  const right = state.answers === exercise.answer;

  return (
    <ExerciseFrame
      exercise={exercise}
      checked={state.checked}
      missing={
        state.answers === null ? t({ id: 'exercise.pick.missing', message: 'Wählen Sie eine Antwort.' }) : undefined
      }
      verdict={
        right
          ? t({ id: 'exercise.pick.right', message: 'Richtig gewählt.' })
          : t({ id: 'exercise.pick.wrong', message: 'Nicht die beste Wahl: Die richtige Antwort ist markiert.' })
      }
      onCheck={state.check}
      onRetry={state.retry}
    >
      {exercise.scene && <p className="exercise-scene">{exercise.scene}</p>}
      <fieldset className="pick-options">
        <legend className="visually-hidden">{exercise.task}</legend>
        {exercise.options.map((option) => {
          const result = !state.checked
            ? undefined
            : option.id === exercise.answer
              ? 'right'
              : option.id === state.answers
                ? 'wrong'
                : 'other';
          return (
            <div key={option.id} className="pick-option" data-result={result}>
              <label>
                <input
                  type="radio"
                  name={exercise.id}
                  value={option.id}
                  checked={state.answers === option.id}
                  disabled={state.checked}
                  onChange={() => state.answer(option.id)}
                />
                <span>
                  {option.label && <span className="spot-label">{option.label}: </span>}
                  {option.text}
                </span>
              </label>
              {result && (
                <p className="element-feedback" data-result={result}>
                  {result === 'right' && (
                    <strong>{t({ id: 'exercise.pick.tag_right', message: 'Richtige Antwort.' })} </strong>
                  )}
                  {result === 'wrong' && (
                    <strong>{t({ id: 'exercise.pick.tag_yours', message: 'Ihre Wahl.' })} </strong>
                  )}
                  {option.feedback}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
    </ExerciseFrame>
  );
}
