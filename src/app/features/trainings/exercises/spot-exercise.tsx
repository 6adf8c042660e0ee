import { useLingui } from '@lingui/react/macro';
import type { SpotExercise } from '#shared/content/course-content.ts';
import { ExerciseFrame } from './exercise-frame.tsx';
import { MailView } from './mail-view.tsx';
import { SpotPartView, type SpotResult } from './spot-part.tsx';
import { spotOutcome } from './spot-rule.ts';
import { useExercise, type ExerciseReport } from './use-exercise.ts';

type Part = SpotExercise['parts'][number];

/** Phones show messages, chats and calls; the mock-up draws them in a phone's frame. */
const ON_A_PHONE = new Set(['message', 'chat', 'call']);

/**
 * A mock-up whose parts the learner marks as tell-tale. Every part is a toggle button; after the
 * check each says in words whether it was found, missed or harmless, with the reason. An e-mail
 * whose parts name their field is drawn as a mail client shows it (mail-view.tsx); messages, chats
 * and calls as on a phone.
 */
export function SpotExerciseView({ exercise, onReport }: { exercise: SpotExercise; onReport?: ExerciseReport }) {
  const { t } = useLingui();
  const state = useExercise<readonly string[]>(exercise.id, [], onReport);
  const marked = new Set(state.answers);
  const { found, total, wrong, missed, tooMany, done } = spotOutcome(exercise.parts, marked);
  const result =
    wrong === 0
      ? t({ id: 'exercise.spot.verdict', message: `Sie haben ${found} von ${total} Warnzeichen gefunden.` })
      : t({
          id: 'exercise.spot.verdict_wrong',
          message: `Sie haben ${found} von ${total} Warnzeichen gefunden. Unauffällige Stellen markiert: ${wrong}.`,
        });
  // Marking every part must not pass: done only with every sign and at most one slip (decision 100).
  const outcome = done
    ? t({ id: 'exercise.spot.done', message: 'Übung erledigt.' })
    : tooMany && missed > 0
      ? t({
          id: 'exercise.spot.not_done_both',
          message:
            'Noch nicht erledigt: Es fehlen Warnzeichen, und es sind zu viele unauffällige Stellen markiert. Versuchen Sie es noch einmal.',
        })
      : tooMany
        ? t({
            id: 'exercise.spot.not_done_too_many',
            message:
              'Noch nicht erledigt: Es sind zu viele unauffällige Stellen markiert. Markieren Sie nur, was wirklich verdächtig ist – höchstens eine unauffällige Stelle gilt als Versehen.',
          })
        : t({
            id: 'exercise.spot.not_done_missed',
            message: 'Noch nicht erledigt: Es fehlen noch Warnzeichen. Versuchen Sie es noch einmal.',
          });
  const verdict = `${result} ${outcome}`;
  const artefactName = {
    email: t({ id: 'exercise.artefact.email', message: 'E-Mail' }),
    message: t({ id: 'exercise.artefact.message', message: 'Kurznachricht' }),
    chat: t({ id: 'exercise.artefact.chat', message: 'Chat' }),
    webpage: t({ id: 'exercise.artefact.webpage', message: 'Webseite' }),
    letter: t({ id: 'exercise.artefact.letter', message: 'Brief' }),
    poster: t({ id: 'exercise.artefact.poster', message: 'Aushang' }),
    call: t({ id: 'exercise.artefact.call', message: 'Telefonat' }),
  }[exercise.artefact];

  const resultOf = (part: Part): SpotResult | undefined => {
    if (!state.checked) return undefined;
    const on = marked.has(part.id);
    return part.clue ? (on ? 'found' : 'missed') : on ? 'wrong' : 'fine';
  };
  const toggle = (part: Part) =>
    state.answer(marked.has(part.id) ? state.answers.filter((id) => id !== part.id) : [...state.answers, part.id]);
  const partView = (part: Part, showLabel = true) => (
    <SpotPartView
      key={part.id}
      part={part}
      marked={marked.has(part.id)}
      result={resultOf(part)}
      disabled={state.checked}
      onToggle={() => toggle(part)}
      showLabel={showLabel}
    />
  );
  const asMail = exercise.artefact === 'email' && exercise.parts.every((p) => p.field !== undefined);

  return (
    <ExerciseFrame
      exercise={exercise}
      checked={state.checked}
      verdict={verdict}
      onCheck={() => state.check(done)}
      onRetry={state.retry}
    >
      <p className="hint">
        {t({
          id: 'exercise.spot.how',
          message: 'Tippen oder klicken Sie auf jede verdächtige Stelle; ein zweites Mal hebt die Markierung auf.',
        })}
      </p>
      {asMail ? (
        <MailView parts={exercise.parts} label={artefactName} partView={partView} />
      ) : (
        <figure
          className={ON_A_PHONE.has(exercise.artefact) ? 'artefact phone' : 'artefact'}
          data-artefact={exercise.artefact}
        >
          <figcaption className="artefact-caption">{artefactName}</figcaption>
          <ul className="artefact-parts">
            {exercise.parts.map((part) => (
              <li key={part.id} className="artefact-part" data-label={part.label ? 'yes' : undefined}>
                {partView(part)}
              </li>
            ))}
          </ul>
        </figure>
      )}
    </ExerciseFrame>
  );
}
