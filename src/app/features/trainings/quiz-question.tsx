import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import type { DrawnQuestion } from '#shared/api/quiz-draws.ts';
import type { OptionId } from '#shared/content/course-content.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { TrainingHeader } from './training-header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

type Props = {
  courseTitle: string;
  question: DrawnQuestion;
  /** 1 to 5. */
  step: number;
  /** The answer given and checked, once it is. */
  checked: OptionId | undefined;
  /** Whether the answer checked is right (the draw's check says so); undefined before. */
  correct: boolean | undefined;
  last: boolean;
  submitting: boolean;
  onCheck: (optionId: OptionId) => void;
  onNext: () => void;
};

/**
 * One quiz question as a radio group. "Check answer" says right or wrong in a live region, no more:
 * which option is right and why comes after the attempt, for the questions answered wrongly
 * (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md). The same button then leads on, so
 * keyboard focus stays where it was.
 */
export function QuizQuestionView(props: Props) {
  const { courseTitle, question, step, checked, correct, last, submitting, onCheck, onNext } = props;
  const { t } = useLingui();
  const [selected, setSelected] = useState<OptionId | undefined>(checked);
  const [missing, setMissing] = useState(false);
  const heading = useHeadingFocus(`${question.id}-${step}`);
  const button = useRef<HTMLButtonElement>(null);
  const total = QUIZ_QUESTIONS_PER_ATTEMPT;
  const position = t({ id: 'quiz.position', message: `Frage ${step} von ${total}` });
  const isChecked = checked !== undefined && correct !== undefined;
  const name = `quiz-${question.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isChecked) return onNext();
    if (!selected) {
      setMissing(true);
      return;
    }
    onCheck(selected);
    button.current?.focus();
  };

  return (
    <article className="training-view" aria-labelledby="quiz-heading">
      <TrainingHeader courseTitle={courseTitle}>
        <h1 id="quiz-heading" ref={heading} tabIndex={-1}>
          {position}
        </h1>
        <div className="training-position">
          <ProgressMeter
            value={step}
            max={total}
            valueText={position}
            label={t({ id: 'quiz.progress', message: 'Fortschritt im Quiz' })}
          />
        </div>
      </TrainingHeader>

      <form className="card quiz-card" onSubmit={submit} noValidate>
        <fieldset className="quiz-question" aria-describedby={missing && !selected ? 'quiz-missing' : undefined}>
          <legend>{question.question}</legend>
          <div className="quiz-options">
            {question.options.map((option) => {
              const state = !isChecked ? undefined : option.id === checked ? (correct ? 'right' : 'wrong') : 'other';
              return (
                <label key={option.id} className="quiz-option" data-state={state}>
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={selected === option.id}
                    disabled={isChecked}
                    onChange={() => {
                      setSelected(option.id);
                      setMissing(false);
                    }}
                  />
                  <span className="quiz-option-text">{option.text}</span>
                  {option.id === checked && isChecked && (
                    <span className="quiz-option-tag">{t({ id: 'quiz.tag.yours', message: 'Ihre Antwort' })}</span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
        {missing && !selected && (
          <p id="quiz-missing" className="field-error">
            {t({ id: 'quiz.choose_answer', message: 'Bitte wählen Sie eine Antwort.' })}
          </p>
        )}

        <div className="quiz-feedback-region" aria-live="polite">
          {isChecked && (
            <div className="quiz-feedback" data-correct={correct}>
              <p className="quiz-verdict">
                {correct
                  ? t({ id: 'quiz.right', message: 'Das ist richtig.' })
                  : t({ id: 'quiz.wrong', message: 'Das ist falsch.' })}
              </p>
            </div>
          )}
        </div>

        <div className="button-row">
          <button ref={button} type="submit" className="button" disabled={submitting}>
            {!isChecked
              ? t({ id: 'quiz.check', message: 'Antwort prüfen' })
              : !last
                ? t({ id: 'quiz.next_question', message: 'Nächste Frage' })
                : submitting
                  ? t({ id: 'quiz.scoring', message: 'Wird ausgewertet …' })
                  : t({ id: 'quiz.show_result', message: 'Ergebnis anzeigen' })}
          </button>
        </div>
      </form>
    </article>
  );
}
