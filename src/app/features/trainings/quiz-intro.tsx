import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import { TrainingHeader } from './training-header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

type Props = {
  base: string;
  material: TrainingMaterial;
  lastSlide: number;
  /** Questions already answered in the attempt under way (0 when none). */
  answered: number;
  /** Attempts the learner has made before. */
  attempts: number;
  onStart: () => void;
};

/** Before the quiz: how it works and what passing needs. */
export function QuizIntro({ base, material, lastSlide, answered, attempts, onStart }: Props) {
  const { t } = useLingui();
  const heading = useHeadingFocus(`${material.slug}-quiz`);
  const count = QUIZ_QUESTIONS_PER_ATTEMPT;
  const percent = QUIZ_PASS_PERCENT;

  return (
    <article className="training-view" aria-labelledby="quiz-intro-heading">
      <TrainingHeader courseTitle={material.title}>
        <h1 id="quiz-intro-heading" ref={heading} tabIndex={-1}>
          {t({ id: 'quiz.intro.title', message: 'Abschlussquiz' })}
        </h1>
      </TrainingHeader>
      <div className="card stack quiz-intro">
        <p>
          {t({
            id: 'quiz.intro.text',
            message: `Sie haben das Modul durchgearbeitet. Im Quiz beantworten Sie ${count} Fragen. Nach jeder Antwort sehen Sie, ob sie richtig war, und eine kurze Erklärung.`,
          })}
        </p>
        <p>
          <strong>
            {t({
              id: 'quiz.intro.pass_rule',
              message: `Bestanden haben Sie mit mindestens ${percent}\u00a0% richtigen Antworten.`,
            })}
          </strong>
        </p>
        {attempts > 0 && (
          <p className="hint">
            {t({
              id: 'quiz.intro.new_selection',
              message: 'Jeder Versuch stellt eine neue Auswahl an Fragen zusammen.',
            })}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button" onClick={onStart}>
            {answered > 0
              ? t({ id: 'quiz.intro.continue', message: 'Quiz fortsetzen' })
              : t({ id: 'quiz.intro.start', message: 'Quiz starten' })}
          </button>
          <Link href={`${base}/${lastSlide}`} className="button secondary">
            {t({ id: 'quiz.intro.back_to_module', message: 'Zurück zum Modul' })}
          </Link>
        </div>
      </div>
    </article>
  );
}
