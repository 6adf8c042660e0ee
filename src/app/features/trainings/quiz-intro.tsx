import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import { QUIZ_FAILURES_BEFORE_MODULE, QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import type { QuizAvailability } from './quiz-availability.ts';
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
  availability: QuizAvailability;
  onStart: () => void;
  onRepeatModule: () => void;
};

/** Before the quiz: how it works and what passing needs. */
export function QuizIntro(props: Props) {
  const { base, material, lastSlide, answered, attempts, availability, onStart, onRepeatModule } = props;
  const { t } = useLingui();
  const heading = useHeadingFocus(`${material.slug}-quiz`);
  const count = QUIZ_QUESTIONS_PER_ATTEMPT;
  const percent = QUIZ_PASS_PERCENT;
  const failures = QUIZ_FAILURES_BEFORE_MODULE;

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
            message: `Sie haben das Modul durchgearbeitet. Im Quiz beantworten Sie ${count} Fragen. Nach jeder Antwort sehen Sie, ob sie richtig war. Welche Antwort richtig gewesen wäre und warum, sehen Sie nach dem Quiz bei den Fragen, die Sie falsch beantwortet haben.`,
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
        <p className="hint">
          {attempts > 0
            ? t({
                id: 'quiz.intro.new_selection',
                message: `Jeder Versuch stellt Fragen, die Sie noch nicht hatten, solange es sie gibt. Nach ${failures} nicht bestandenen Versuchen in Folge gehen Sie das Modul noch einmal durch, bevor das Quiz wieder offen ist.`,
              })
            : t({
                id: 'quiz.intro.module_rule',
                message: `Nach ${failures} nicht bestandenen Versuchen in Folge gehen Sie das Modul noch einmal durch, bevor das Quiz wieder offen ist.`,
              })}
        </p>
        {availability === 'moduleFirst' && (
          <p className="notice" role="status">
            {t({
              id: 'quiz.intro.module_first',
              message: 'Bevor Sie das Quiz wiederholen, gehen Sie bitte das Modul noch einmal durch.',
            })}
          </p>
        )}
        {availability === 'loading' && <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>}
        {availability === 'waiting' && (
          <p className="notice" role="status">
            {t({
              id: 'quiz.intro.waiting',
              message:
                'Die Fragen für Ihren nächsten Versuch werden geladen. Dafür braucht die App eine Internetverbindung.',
            })}
          </p>
        )}
        <div className="button-row">
          {availability === 'open' && (
            <button type="button" className="button" onClick={onStart}>
              {answered > 0
                ? t({ id: 'quiz.intro.continue', message: 'Quiz fortsetzen' })
                : t({ id: 'quiz.intro.start', message: 'Quiz starten' })}
            </button>
          )}
          {availability === 'moduleFirst' && (
            <button type="button" className="button" onClick={onRepeatModule}>
              {t({ id: 'quiz.result.repeat_module', message: 'Modul wiederholen' })}
            </button>
          )}
          <Link href={`${base}/${lastSlide}`} className="button secondary">
            {t({ id: 'quiz.intro.back_to_module', message: 'Zurück zum Modul' })}
          </Link>
        </div>
      </div>
    </article>
  );
}
