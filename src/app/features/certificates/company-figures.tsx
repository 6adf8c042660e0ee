import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyProgress } from '#shared/api/progress.ts';
import { companyHeadline } from './certificate-status.ts';

/** The headline figures the company certificate will show, from the company overview. */
export function CompanyFigures({ progress }: { progress: UseQueryResult<CompanyProgress> }) {
  const { t } = useLingui();
  if (progress.isError) {
    return (
      <p className="card" role="alert">
        {progress.error.message}
      </p>
    );
  }
  if (!progress.data) return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
  const { learners, fullyTrained, assignedCourses, passedCourses, averageScore } = companyHeadline(progress.data);
  return (
    <section aria-label={t({ id: 'proof.figures', message: 'Stand der Schulungen' })}>
      <ul className="certificate-figures">
        <li>
          <strong>{t({ id: 'proof.people_value', message: `${fullyTrained} von ${learners}` })}</strong>
          <span>{t({ id: 'proof.people_label', message: 'Personen vollständig geschult' })}</span>
        </li>
        <li>
          <strong>{t({ id: 'proof.courses_value', message: `${passedCourses} von ${assignedCourses}` })}</strong>
          <span>{t({ id: 'proof.courses_label', message: 'zugewiesene Kurse bestanden' })}</span>
        </li>
        <li>
          <strong>{averageScore === null ? '–' : t({ id: 'proof.score_value', message: `${averageScore} %` })}</strong>
          <span>{t({ id: 'proof.score_label', message: 'durchschnittliches Quiz-Ergebnis' })}</span>
        </li>
      </ul>
      <p className="hint certificate-figures-note">
        {t({
          id: 'proof.figures_note',
          message:
            'Gezählt sind alle Personen Ihres Unternehmens mit mindestens einem zugewiesenen Kurs, Sie selbst eingeschlossen.',
        })}
      </p>
    </section>
  );
}
