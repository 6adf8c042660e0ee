import { useLingui } from '@lingui/react/macro';
import type { PersonProgress } from '#shared/api/progress.ts';

/**
 * How far one person is: "2 of 6 passed" with a bar, how many are begun, and how many of the
 * practice exercises in their courses they have done. The bar is decoration; the text says it all
 * for screen readers.
 */
export function PersonProgressCell({ progress }: { progress: PersonProgress | undefined }) {
  const { t } = useLingui();
  const assigned = progress?.assignedCount ?? 0;
  const passed = progress?.passedCount ?? 0;
  const started = (progress?.startedCount ?? 0) - passed;
  const exercises = progress?.courses.reduce((sum, c) => sum + c.exerciseCount, 0) ?? 0;
  const exercisesDone = progress?.courses.reduce((sum, c) => sum + c.exercisesFinished, 0) ?? 0;
  if (assigned === 0) return <span className="hint">{t({ id: 'users.progress.none', message: 'Keine Kurse' })}</span>;
  return (
    <div className="person-progress">
      <span>{t({ id: 'users.progress.passed', message: `${passed} von ${assigned} bestanden` })}</span>
      <span className="bar" aria-hidden="true">
        <span style={{ width: `${Math.round((passed / assigned) * 100)}%` }} />
      </span>
      {started > 0 && (
        <span className="hint">{t({ id: 'users.progress.started', message: `${started} begonnen` })}</span>
      )}
      {exercisesDone > 0 && (
        <span className="hint">
          {t({ id: 'users.progress.exercises', message: `${exercisesDone} von ${exercises} Übungen erledigt` })}
        </span>
      )}
      {progress?.certificateAvailable && (
        <span className="badge success">{t({ id: 'users.progress.certificate', message: 'Zertifikat' })}</span>
      )}
    </div>
  );
}
