import { useLingui } from '@lingui/react/macro';
import type { SpotExercise } from '#shared/content/course-content.ts';
import { ExerciseFrame } from './exercise-frame.tsx';
import { useExercise, type ExerciseReport } from './use-exercise.ts';

/**
 * A mock-up whose parts the learner marks as tell-tale. Every part is a toggle button; after the
 * check each says in words whether it was found, missed or harmless, with the reason.
 */
export function SpotExerciseView({ exercise, onReport }: { exercise: SpotExercise; onReport?: ExerciseReport }) {
  const { t } = useLingui();
  const state = useExercise<readonly string[]>(exercise.id, [], onReport);
  const marked = new Set(state.answers);
  const clues = exercise.parts.filter((p) => p.clue);
  const found = clues.filter((p) => marked.has(p.id)).length;
  const wrong = exercise.parts.filter((p) => !p.clue && marked.has(p.id)).length;
  const total = clues.length;
  const verdict =
    wrong === 0
      ? t({ id: 'exercise.spot.verdict', message: `Sie haben ${found} von ${total} Warnzeichen gefunden.` })
      : t({
          id: 'exercise.spot.verdict_wrong',
          message: `Sie haben ${found} von ${total} Warnzeichen gefunden. Unauffällige Stellen markiert: ${wrong}.`,
        });
  const artefactName = {
    email: t({ id: 'exercise.artefact.email', message: 'E-Mail' }),
    message: t({ id: 'exercise.artefact.message', message: 'Kurznachricht' }),
    chat: t({ id: 'exercise.artefact.chat', message: 'Chat' }),
    webpage: t({ id: 'exercise.artefact.webpage', message: 'Webseite' }),
    letter: t({ id: 'exercise.artefact.letter', message: 'Brief' }),
    poster: t({ id: 'exercise.artefact.poster', message: 'Aushang' }),
    call: t({ id: 'exercise.artefact.call', message: 'Telefonat' }),
  }[exercise.artefact];

  return (
    <ExerciseFrame
      exercise={exercise}
      checked={state.checked}
      verdict={verdict}
      onCheck={state.check}
      onRetry={state.retry}
    >
      <p className="hint">
        {t({
          id: 'exercise.spot.how',
          message: 'Tippen oder klicken Sie auf jede verdächtige Stelle; ein zweites Mal hebt die Markierung auf.',
        })}
      </p>
      <figure className="artefact" data-artefact={exercise.artefact}>
        <figcaption className="artefact-caption">{artefactName}</figcaption>
        <ul className="artefact-parts">
          {exercise.parts.map((part) => {
            const on = marked.has(part.id);
            const result = !state.checked ? undefined : part.clue ? (on ? 'found' : 'missed') : on ? 'wrong' : 'fine';
            const resultText = {
              found: t({ id: 'exercise.spot.found', message: 'Warnzeichen erkannt' }),
              missed: t({ id: 'exercise.spot.missed', message: 'Warnzeichen übersehen' }),
              wrong: t({ id: 'exercise.spot.wrong', message: 'Hier ist nichts verdächtig' }),
              fine: t({ id: 'exercise.spot.fine', message: 'Unauffällig' }),
            };
            return (
              <li key={part.id} className="artefact-part" data-label={part.label ? 'yes' : undefined}>
                <button
                  type="button"
                  className="spot-part"
                  aria-pressed={on}
                  disabled={state.checked}
                  data-result={result}
                  onClick={() =>
                    state.answer(on ? state.answers.filter((id) => id !== part.id) : [...state.answers, part.id])
                  }
                >
                  {part.label && <span className="spot-label">{part.label}: </span>}
                  <span className="spot-text">{part.text}</span>
                </button>
                {result && (
                  <p className="element-feedback" data-result={result}>
                    <strong>{resultText[result]}.</strong> {part.feedback}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </figure>
    </ExerciseFrame>
  );
}
