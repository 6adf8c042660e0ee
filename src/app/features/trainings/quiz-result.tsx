import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { QuizReview } from '#shared/api/progress.ts';
import { QUIZ_FAILURES_BEFORE_MODULE, QUIZ_PASS_PERCENT } from '#shared/constants.ts';
import type { QuizQuestionAsked } from '#shared/content/course-content.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import type { QuizAvailability } from './quiz-availability.ts';
import { formatDate } from './training-labels.ts';
import { TrainingHeader } from './training-header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

/**
 * The result of an attempt: the server's score (or, offline, the device's until the server has
 * confirmed it), and, right after the attempt, which questions were right and, for those answered
 * wrongly, the right option and why (the server's `review`).
 */
export type QuizOutcome = {
  score: Pick<QuizScore, 'scorePercent' | 'passed'> &
    Partial<Pick<QuizScore, 'questions'>> & { review?: readonly QuizReview[] };
  confirmed: boolean;
};

type Props = {
  courseTitle: string;
  /** The questions of the attempt, for the list of answers. */
  quiz: readonly Pick<QuizQuestionAsked, 'id' | 'question'>[];
  outcome: QuizOutcome;
  /** Whether a new attempt can start now. */
  next: QuizAvailability;
  /** When the course was first passed, if it was. */
  passedAt: string | null;
  onRepeatQuiz: () => void;
  onRepeatModule: () => void;
};

/** Passed or not, with the three ways on: repeat the quiz, repeat the module, end the module. */
export function QuizResult({ courseTitle, quiz, outcome, next, passedAt, onRepeatQuiz, onRepeatModule }: Props) {
  const { t, i18n } = useLingui();
  const heading = useHeadingFocus('quiz-result');
  const { scorePercent: score, passed } = outcome.score;
  const required = QUIZ_PASS_PERCENT;
  const passedOn = passedAt ? formatDate(passedAt, i18n.locale) : '';
  const answered = outcome.score.questions ?? [];
  const review = outcome.score.review ?? [];
  const failures = QUIZ_FAILURES_BEFORE_MODULE;

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
        {!passed && !passedAt && next === 'open' && (
          <p>
            {t({
              id: 'quiz.result.failed_hint',
              message:
                'Sie können das Quiz gleich wiederholen, mit Fragen, die Sie noch nicht hatten, oder vorher das Modul noch einmal durchgehen.',
            })}
          </p>
        )}
        {next === 'moduleFirst' && (
          <p className="notice" role="status">
            {t({
              id: 'quiz.result.module_first',
              message: `Sie haben das Quiz ${failures}-mal in Folge nicht bestanden. Bevor Sie es wiederholen, gehen Sie bitte das Modul noch einmal durch.`,
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
        {!outcome.confirmed && !passed && (
          <p className="hint">
            {t({
              id: 'quiz.result.review_online_only',
              message:
                'Welche Antworten richtig gewesen wären, zeigt die App nach einem Versuch mit Internetverbindung.',
            })}
          </p>
        )}
        {next === 'waiting' && (
          <p className="hint">
            {t({
              id: 'quiz.result.next_needs_network',
              message: 'Für einen neuen Versuch braucht die App eine Internetverbindung.',
            })}
          </p>
        )}
        {answered.length > 0 && (
          <section aria-labelledby="quiz-review-heading">
            <h2 id="quiz-review-heading">{t({ id: 'quiz.result.review', message: 'Ihre Antworten' })}</h2>
            <ol className="quiz-review">
              {answered.map(({ questionId, correct }) => {
                const question = quiz.find((q) => q.id === questionId);
                const explained = review.find((r) => r.questionId === questionId);
                return (
                  <li key={questionId} data-correct={correct}>
                    <span className="quiz-review-mark">
                      {correct
                        ? t({ id: 'quiz.result.answer_right', message: 'Richtig' })
                        : t({ id: 'quiz.result.answer_wrong', message: 'Falsch' })}
                    </span>
                    <div className="quiz-review-text">
                      <p>{question?.question ?? explained?.question}</p>
                      {explained && (
                        <div className="quiz-explained">
                          <p>
                            <strong>{t({ id: 'quiz.result.right_answer', message: 'Richtig ist:' })}</strong>{' '}
                            {explained.rightAnswer}
                          </p>
                          <p>{explained.explanation}</p>
                        </div>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
        <div className="button-row">
          {next === 'open' && (
            <button type="button" className={passed ? 'button secondary' : 'button'} onClick={onRepeatQuiz}>
              {t({ id: 'quiz.result.repeat_quiz', message: 'Quiz wiederholen' })}
            </button>
          )}
          <button
            type="button"
            className={next === 'moduleFirst' && !passed ? 'button' : 'button secondary'}
            onClick={onRepeatModule}
          >
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
