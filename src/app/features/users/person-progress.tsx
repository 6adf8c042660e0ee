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
  // One line in the table: the passes with a bar, what is begun, the certificate; the exercises
  // are said to screen readers and shown on hover, so the line stays short.
  return (
    <div className="person-progress" title={exercisesText || undefined}>
      <span className="nowrap">{t({ id: 'users.progress.passed', message: `${passed} von ${assigned} bestanden` })}</span>
      <span className="bar" aria-hidden="true">
        <span style={{ width: `${Math.round((passed / assigned) * 100)}%` }} />
      </span>
      {started > 0 && (
        <span className="hint nowrap">{t({ id: 'users.progress.started', message: `${started} begonnen` })}</span>
      )}
      {exercisesText && <span className="visually-hidden">{exercisesText}</span>}
      {progress?.certificateAvailable && (
        <span className="badge success">{t({ id: 'users.progress.certificate', message: 'Zertifikat' })}</span>
      )}
    </div>
  );
}
