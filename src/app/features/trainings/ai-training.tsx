import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { CourseProgress } from '#shared/api/progress.ts';
import { progressStatus } from '#shared/rules/progress-status.ts';
import { myAiTrainingQuery } from '../../api/queries.ts';
import { statusLabel } from '../../components/progress-status-label.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { actionLabel, formatDate } from './training-labels.ts';
import { CourseOfflineState } from './offline-panel.tsx';
import type { OfflineCourses } from './use-offline-courses.ts';

/**
 * "KI am Arbeitsplatz" (decision 109): the AI training for whoever the company's AI inventory names
 * as a user of an AI tool, with the tools and where they stand. Nobody else sees it. It counts
 * neither for the personal certificate nor in the company's course figures.
 */
export function AiTraining({ progress, offline }: { progress: CourseProgress | undefined; offline: OfflineCourses }) {
  const { t, i18n } = useLingui();
  const mine = useQuery(myAiTrainingQuery(i18n.locale));
  const training = mine.data?.training;
  if (!training || !mine.data) return null;
  const status = progressStatus(progress);
  const minutes = training.estimatedMinutes;
  const tools = mine.data.tools.join(', ');
  const reached = progress ? Math.min(progress.furthestSlide + 1, progress.slideCount) : 0;
  const slides = progress?.slideCount ?? 0;
  const validTill = progress?.validUntil ? formatDate(progress.validUntil, i18n.locale) : '';

  return (
    <section className="stack" aria-labelledby="ai-training">
      <h2 id="ai-training">{t({ id: 'trainings.ai.heading', message: 'Für die Arbeit mit KI-Tools' })}</h2>
      <article className="card management-training">
        <div className="stack management-training-body">
          <p className="training-status" data-status={status}>
            {statusLabel(status)}
          </p>
          <h3>{training.title}</h3>
          <p>{training.summary}</p>
          <p className="hint">
            {t({
              id: 'trainings.ai.facts',
              message: `Etwa ${minutes} Minuten · Übungen und Abschlusstest · für Sie, weil Sie diese KI-Tools nutzen: ${tools}`,
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
              {t({ id: 'trainings.ai.valid_till', message: `Bestanden; erneut fällig ab ${validTill}.` })}
            </p>
          )}
          <div className="management-training-actions">
            <Link href="/trainings/ai-at-work" className={status === 'passed' ? 'button secondary' : 'button'}>
              {actionLabel(status)}
              <span className="visually-hidden">: {training.title}</span>
            </Link>
          </div>
          <CourseOfflineState slug="ai-at-work" title={training.title} offline={offline} />
        </div>
      </article>
    </section>
  );
}
