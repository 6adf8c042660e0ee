import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { trainingStatusQuery } from './api/policyholder.ts';
import { formatDate } from '../../components/format-dates.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * A customer's training status, the insurer's first question: how many of the people with courses
 * are fully trained, when the company certificate was last issued and when anyone last learned.
 */
export function TrainingStatusSection({ employerId, companyId }: { employerId: number; companyId: number }) {
  const { t } = useLingui();
  const { data, error } = useQuery(trainingStatusQuery(employerId, companyId));
  const heading = t({ id: 'admin.training_status.title', message: 'Schulungsstand' });
  if (error || !data) {
    return (
      <section className="card stack" aria-label={heading}>
        <h2>{heading}</h2>
        {error ? (
          <p className="notice danger" role="alert">
            {failureMessage(error)}
          </p>
        ) : (
          <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
        )}
      </section>
    );
  }
  const { learners, fullyTrained, fullyTrainedPercent: percent } = data;
  return (
    <section className="card stack" aria-label={heading}>
      <h2>{heading}</h2>
      <dl className="facts">
        <div>
          <dt>{t({ id: 'admin.training_status.fully_trained', message: 'Vollständig geschult' })}</dt>
          <dd>
            {percent === null
              ? t({ id: 'admin.training_status.no_learners', message: 'Noch niemandem ist ein Kurs zugewiesen.' })
              : t({
                  id: 'admin.training_status.fully_trained_value',
                  message: plural(learners, {
                    one: `${fullyTrained} von # Person mit Kursen (${percent} %)`,
                    other: `${fullyTrained} von # Personen mit Kursen (${percent} %)`,
                  }),
                })}
          </dd>
        </div>
        <div>
          <dt>
            {t({ id: 'admin.training_status.certificate', message: 'Unternehmenszertifikat zuletzt ausgestellt' })}
          </dt>
          <dd>
            {data.companyCertificateIssuedAt
              ? formatDate(data.companyCertificateIssuedAt)
              : t({ id: 'admin.training_status.no_certificate', message: 'Noch keins' })}
          </dd>
        </div>
        <div>
          <dt>{t({ id: 'admin.training_status.last_activity', message: 'Letzte Lernaktivität' })}</dt>
          <dd>
            {data.lastActivityAt
              ? formatDate(data.lastActivityAt)
              : t({ id: 'admin.training_status.no_activity', message: 'Noch keine' })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
