import { useLingui } from '@lingui/react/macro';
import type { SortExercise } from '#shared/content/course-content.ts';
import { ExerciseFrame } from './exercise-frame.tsx';
import { useExercise, type ExerciseReport } from './use-exercise.ts';

type Answers = Readonly<Record<string, string>>;

/** Items the learner puts into one of two or three categories, each a group of radio buttons. */
export function SortExerciseView({ exercise, onReport }: { exercise: SortExercise; onReport?: ExerciseReport }) {
  const { t } = useLingui();
  const state = useExercise<Answers>(exercise.id, {}, onReport);
  const open = exercise.items.filter((i) => state.answers[i.id] === undefined).length;
  const right = exercise.items.filter((i) => state.answers[i.id] === i.category).length;
  const total = exercise.items.length;
  const labelOf = (id: string) => exercise.categories.find((c) => c.id === id)?.label ?? '';

  return (
    <ExerciseFrame
      exercise={exercise}
      checked={state.checked}
      missing={open > 0 ? t({ id: 'exercise.sort.missing', message: `Noch nicht zugeordnet: ${open}` }) : undefined}
      verdict={t({ id: 'exercise.sort.verdict', message: `${right} von ${total} richtig zugeordnet.` })}
      onCheck={state.check}
      onRetry={state.retry}
    >
      <ol className="sort-items">
        {exercise.items.map((item) => {
          const chosen = state.answers[item.id];
          const result = state.checked ? (chosen === item.category ? 'right' : 'wrong') : undefined;
          const rightLabel = labelOf(item.category);
          return (
            <li key={item.id}>
              <fieldset className="sort-item" data-result={result}>
                <legend>{item.text}</legend>
                <div className="sort-choices">
                  {exercise.categories.map((category) => (
                    <label key={category.id} className="sort-choice">
                      <input
                        type="radio"
                        name={`${exercise.id}-${item.id}`}
                        value={category.id}
                        checked={chosen === category.id}
                        disabled={state.checked}
                        onChange={() => state.answer({ ...state.answers, [item.id]: category.id })}
                      />
                      {category.label}
                    </label>
                  ))}
                </div>
                {result && (
                  <p className="element-feedback" data-result={result}>
                    <strong>
                      {result === 'right'
                        ? t({ id: 'exercise.sort.right', message: 'Richtig.' })
                        : t({ id: 'exercise.sort.wrong', message: `Nicht ganz: gehört zu „${rightLabel}“.` })}
                    </strong>{' '}
                    {item.feedback}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </ExerciseFrame>
  );
}
