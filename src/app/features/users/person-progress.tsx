import { useLingui } from '@lingui/react/macro';
import type { PersonProgress } from '#shared/api/progress.ts';

/**
 * How far one person is, on one line: "2 of 6 passed" with a bar, how many are begun, and (for
 * screen readers and on hover) how many of the practice exercises in their courses they have done.
 * The bar is decoration; the text says it all for screen readers.
 */
export function PersonProgressCell({ progress }: { progress: PersonProgress | undefined }) {
  const { t } = useLingui();
  const assigned = progress?.assignedCount ?? 0;
  const passed = progress?.passedCount ?? 0;
  const started = (progress?.startedCount ?? 0) - passed;
  const exercises = progress?.courses.reduce((sum, c) => sum + c.exerciseCount, 0) ?? 0;
  const exercisesDone = progress?.courses.reduce((sum, c) => sum + c.exercisesFinished, 0) ?? 0;
  if (assigned === 0) return <span className="hint">{t({ id: 'users.progress.none', message: 'Keine Kurse' })}</span>;
  const exercisesText =
    exercisesDone > 0
      ? t({ id: 'users.progress.exercises', message: `${exercisesDone} von ${exercises} Übungen erledigt` })
      : '';
  const startedText = started > 0 ? t({ id: 'users.progress.started', message: `${started} begonnen` }) : '';
  const details = [startedText, exercisesText].filter(Boolean).join(', ');
  const passedText = t({ id: 'users.progress.passed', message: `${passed} von ${assigned} bestanden` });
  // One line in the table: the passes with a bar and the certificate; what is begun and the
  // exercises are said to screen readers and shown on hover, so the line stays short.
  return (
    <div className="person-progress" title={[passedText, details].filter(Boolean).join(', ')}>
      {/* "2/6" to the eye, the sentence to screen readers and on hover: the column stays narrow. */}
      <span className="nowrap" aria-hidden="true">{`${passed}/${assigned}`}</span>
      <span className="visually-hidden">{passedText}</span>
      <span className="bar" aria-hidden="true">
        <span style={{ width: `${Math.round((passed / assigned) * 100)}%` }} />
      </span>
      {details && <span className="visually-hidden">{details}</span>}
      {progress?.certificateAvailable && (
        <span className="badge success">{t({ id: 'users.progress.certificate', message: 'Zertifikat' })}</span>
      )}
    </div>
  );
}
