import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { QUIZ_PASS_PERCENT } from '#shared/constants.ts';
import type { QuizQuestionAsked } from '#shared/content/course-content.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { formatDate } from './training-labels.ts';
import { TrainingHeader } from './training-header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

/**
 * The result of an attempt: the server's score (or, offline, the device's until the server has
 * confirmed it), and, right after the attempt, which questions were right.
 */
export type QuizOutcome = {
  score: Pick<QuizScore, 'scorePercent' | 'passed'> & Partial<Pick<QuizScore, 'questions'>>;
  confirmed: boolean;
};

type Props = {
  courseTitle: string;
  quiz: readonly QuizQuestionAsked[];
  outcome: QuizOutcome;
  /** When the course was first passed, if it was. */
  passedAt: string | null;
  onRepeatQuiz: () => void;
  onRepeatModule: () => void;
};

/** Passed or not, with the three ways on: repeat the quiz, repeat the module, end the module. */
export function QuizResult({ courseTitle, quiz, outcome, passedAt, onRepeatQuiz, onRepeatModule }: Props) {
  const { t, i18n } = useLingui();
  const heading = useHeadingFocus('quiz-result');
  const { scorePercent: score, passed } = outcome.score;
  const required = QUIZ_PASS_PERCENT;
  const passedOn = passedAt ? formatDate(passedAt, i18n.locale) : '';
  const answered = outcome.score.questions ?? [];

  return (
    <article className="training-view" aria-labelledby="quiz-result-heading">
      <TrainingHeader courseTitle={courseTitle}>
        <h1 id="quiz-result-heading" ref={heading} tabIndex={-1}>
          {passed
            ? t({ id: 'quiz.result.passed_title', message: 'Quiz bestanden' })
            : t({ id: 'quiz.result.failed_title', message: 'Quiz nicht bestanden' })}
        </h1>
      </TrainingHeader>

      <div className="card stack quiz-result" data-passed={passed}>
        <p className="quiz-score">
          <span className="quiz-score-value" aria-hidden="true">
            {`${score}\u00a0%`}
          </span>
          <span className="quiz-score-text">
            {passed
              ? t({ id: 'quiz.result.passed', message: `Bestanden! Sie haben ${score}\u00a0% erreicht.` })
              : t({
                  id: 'quiz.result.failed',
                  message: `Sie haben ${score}\u00a0% von den erforderlichen ${required}\u00a0% erreicht.`,
                })}
          </span>
        </p>
        {!passed && !passedAt && (
          <p>
            {t({
              id: 'quiz.result.failed_hint',
              message:
                'Sie können das Quiz gleich wiederholen, mit einer neuen Auswahl an Fragen, oder vorher das Modul noch einmal durchgehen.',
            })}
          </p>
        )}
        {!passed && passedAt && (
          <p className="hint">
            {t({
              id: 'quiz.result.passed_before',
              message: `Der Kurs bleibt bestanden: Sie haben ihn bereits am ${passedOn} bestanden.`,
            })}
          </p>
        )}
        {!outcome.confirmed && (
          <p className="notice" role="status">
            {t({
              id: 'quiz.result.unconfirmed',
              message:
                'Sie sind offline. Dieses Ergebnis wurde auf Ihrem Gerät ermittelt; es wird bestätigt, sobald Sie wieder online sind.',
            })}
          </p>
        )}
        {answered.length > 0 && (
          <section aria-labelledby="quiz-review-heading">
            <h2 id="quiz-review-heading">{t({ id: 'quiz.result.review', message: 'Ihre Antworten' })}</h2>
            <ol className="quiz-review">
              {answered.map(({ questionId, correct }) => {
                const question = quiz.find((q) => q.id === questionId);
                return (
                  <li key={questionId} data-correct={correct}>
                    <span className="quiz-review-mark">
                      {correct
                        ? t({ id: 'quiz.result.answer_right', message: 'Richtig' })
                        : t({ id: 'quiz.result.answer_wrong', message: 'Falsch' })}
                    </span>
                    <span>{question?.question}</span>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
        <div className="button-row">
          <button type="button" className={passed ? 'button secondary' : 'button'} onClick={onRepeatQuiz}>
            {t({ id: 'quiz.result.repeat_quiz', message: 'Quiz wiederholen' })}
          </button>
          <button type="button" className="button secondary" onClick={onRepeatModule}>
            {t({ id: 'quiz.result.repeat_module', message: 'Modul wiederholen' })}
          </button>
          <Link href="/trainings" className={passed ? 'button' : 'button secondary'}>
            {t({ id: 'quiz.result.end_module', message: 'Modul beenden' })}
          </Link>
        </div>
      </div>
    </article>
  );
}
