import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { api } from '#shared/api/endpoints/index.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import { progressStatus } from '#shared/rules/progress-status.ts';
import { downloadFile } from '../../api/download.ts';
import { myManagementTrainingQuery } from '../../api/queries.ts';
import { statusLabel } from '../../components/progress-status-label.ts';
import { useDownload } from '../../components/use-download.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { actionLabel, formatDate } from './training-labels.ts';
import { CourseOfflineState } from './offline-panel.tsx';
import type { OfflineCourses } from './use-offline-courses.ts';

/**
 * "Für die Geschäftsleitung" (decision 103): the management training for whoever the employer named,
 * where they stand, and their proof once the final check is passed. Nobody else sees it.
 */
export function ManagementTraining({
  userId,
  progress,
  offline,
}: {
  userId: number;
  progress: CourseProgress | undefined;
  offline: OfflineCourses;
}) {
  const { t, i18n } = useLingui();
  const mine = useQuery(myManagementTrainingQuery(i18n.locale));
  const { busy, run } = useDownload();
  const training = mine.data?.training;
  if (!training) return null;
  const status = progressStatus(progress);
  const minutes = training.estimatedMinutes;
  const modules = training.modules.length;
  const reached = progress ? Math.min(progress.furthestSlide + 1, progress.slideCount) : 0;
  const slides = progress?.slideCount ?? 0;
  const validTill = progress?.validUntil ? formatDate(progress.validUntil, i18n.locale) : '';
  const lang = i18n.locale === 'en' ? 'en' : 'de';
  const fileName = t({ id: 'management.proof.file', message: 'Nachweis Geschäftsleitungsschulung' });

  return (
    <section className="stack" aria-labelledby="management-training">
      <h2 id="management-training">{t({ id: 'trainings.management.heading', message: 'Für die Geschäftsleitung' })}</h2>
      <article className="card management-training">
        <div className="stack management-training-body">
          <p className="training-status" data-status={status}>
            {statusLabel(status)}
          </p>
          <h3>{training.title}</h3>
          <p>{training.summary}</p>
          <p className="hint">
            {t({
              id: 'trainings.management.facts',
              message: `Etwa ${minutes} Minuten · ${modules} Module mit Entscheidungsübungen · Abschlusstest · Nachweis nach § 38 Abs. 3 BSIG`,
            })}
          </p>
          {progress && status !== 'passed' && (
            <ProgressMeter
              value={reached}
              max={slides}
              label={t({ id: 'trainings.module_progress', message: 'Fortschritt im Modul' })}
              valueText={t({ id: 'trainings.slides_reached', message: `${reached} von ${slides} Folien` })}
            />
          )}
          {validTill && (
            <p className="hint">
              {t({ id: 'trainings.management.valid_till', message: `Bestanden; erneut fällig ab ${validTill}.` })}
            </p>
          )}
          <div className="management-training-actions">
            <Link href="/trainings/nis2-management" className={status === 'passed' ? 'button secondary' : 'button'}>
              {actionLabel(status)}
              <span className="visually-hidden">: {training.title}</span>
            </Link>
            {status === 'passed' && (
              <button
                type="button"
                className="button"
                disabled={busy !== undefined}
                onClick={() =>
                  void run('management', () =>
                    downloadFile(api.managementCertificate, { params: { userId }, query: { lang } }, `${fileName}.pdf`),
                  )
                }
              >
                {busy
                  ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' })
                  : t({ id: 'trainings.management.proof', message: 'Nachweis herunterladen' })}
              </button>
            )}
          </div>
          <CourseOfflineState slug="nis2-management" title={training.title} offline={offline} />
        </div>
      </article>
    </section>
  );
}
