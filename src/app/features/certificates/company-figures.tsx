import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyProgress } from '#shared/api/progress.ts';
import { companyHeadline } from './certificate-status.ts';
import { FiguresList } from './figures-list.tsx';

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
  return (
    <section aria-label={t({ id: 'proof.figures', message: 'Stand der Schulungen' })}>
      <FiguresList figures={companyHeadline(progress.data)} />
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
