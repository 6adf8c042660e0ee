import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Course } from '#shared/api/courses.ts';
import type { CourseProgress, ProgressStatus } from '#shared/api/progress.ts';
import { QUIZ_PASS_PERCENT } from '#shared/constants.ts';
import { CourseCover } from '../../components/course-cover.tsx';
import { dayIsOver, formatDay } from '../../components/format-day.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { statusLabel } from '../../components/progress-status-label.ts';
import { actionLabel, formatDate } from './training-labels.ts';

/** One assigned course in "My trainings": what it is, where the learner stands, and the way in. */
export function TrainingCard({
  course,
  progress,
  status,
  dueOn = null,
  firstRow = false,
  offline,
}: {
  course: Course;
  progress: CourseProgress | undefined;
  status: ProgressStatus;
  /** The learner's deadline for the course (yyyy-mm-dd), if the employer set one. */
  dueOn?: string | null;
  firstRow?: boolean;
  /** Whether the course is kept on this device, with the button to change it. */
  offline?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const titleId = `training-${course.slug}`;
  const minutes = course.estimatedMinutes;
  const reached = progress ? Math.min(progress.furthestSlide + 1, progress.slideCount) : 0;
  const slides = progress?.slideCount ?? 0;
  const best = progress?.bestScore ?? 0;
  const passedOn = progress?.passedAt ? formatDate(progress.passedAt, i18n.locale) : '';
  const validTill = progress?.validUntil ? formatDate(progress.validUntil, i18n.locale) : '';
  // The yearly cycle: a pass that lapsed makes the course due again until it is passed anew.
  const dueSince = status !== 'passed' && course.dueAgainSince ? formatDate(course.dueAgainSince, i18n.locale) : '';
  const lastPassedOn = course.lastPassedAt ? formatDate(course.lastPassedAt, i18n.locale) : '';
  const deadline = status !== 'passed' && dueOn ? formatDay(dueOn, i18n.locale) : '';
  const required = QUIZ_PASS_PERCENT;

  return (
    <article className="card training-card" aria-labelledby={titleId} data-status={status}>
      <CourseCover course={course} eager={firstRow} />
      <div className="training-card-body">
        <p className="training-status" data-status={status}>
          {statusLabel(status)}
        </p>
        <h2 id={titleId}>{course.title}</h2>
        {dueSince && (
          <p className="training-due">
            <strong>{t({ id: 'trainings.due_again_since', message: `Erneut fällig seit ${dueSince}` })}</strong>
            {lastPassedOn && (
              <> {t({ id: 'trainings.last_passed_on', message: `(zuletzt bestanden am ${lastPassedOn})` })}</>
            )}
          </p>
        )}
        {deadline && (
          <p className="training-deadline" data-over={dayIsOver(dueOn ?? '') || undefined}>
            {dayIsOver(dueOn ?? '')
              ? t({
                  id: 'trainings.deadline_missed',
                  message: `Frist abgelaufen am ${deadline} – noch nicht bestanden`,
                })
              : t({ id: 'trainings.deadline', message: `Bestehen bis spätestens ${deadline}` })}
          </p>
        )}
        <p className="hint">{course.summary}</p>
        <p className="training-meta">{t({ id: 'trainings.minutes', message: `ca. ${minutes} Minuten` })}</p>
        {progress && (
          <ProgressMeter
            value={reached}
            max={slides}
            label={t({ id: 'trainings.module_progress', message: 'Fortschritt im Modul' })}
            valueText={t({ id: 'trainings.slides_reached', message: `${reached} von ${slides} Folien` })}
          />
        )}
        {status === 'passed' && (
          <p className="training-result">
            {t({ id: 'trainings.passed_on', message: `Bestanden am ${passedOn} mit ${best}\u00a0%` })}
          </p>
        )}
        {status === 'passed' && validTill && (
          <p className="training-result training-valid">
            {/* A list kept on the device may outlive the pass; the server makes it due again at the next load. */}
            {progress?.validUntil && new Date(progress.validUntil) <= new Date()
              ? t({ id: 'trainings.validity_ended', message: `Gültigkeit abgelaufen am ${validTill}` })
              : t({ id: 'trainings.valid_until', message: `Gültig bis ${validTill}` })}
          </p>
        )}
        {status === 'failed' && (
          <p className="training-result">
            {t({
              id: 'trainings.best_score',
              message: `Bestes Ergebnis: ${best}\u00a0% (erforderlich: ${required}\u00a0%)`,
            })}
          </p>
        )}
        {(status === 'inProgress' || status === 'quizPending') && (
          <p className="training-result">
            {status === 'quizPending'
              ? t({ id: 'trainings.quiz_waiting', message: 'Modul durchgearbeitet, jetzt fehlt nur noch das Quiz.' })
              : t({ id: 'trainings.slides_reached', message: `${reached} von ${slides} Folien` })}
          </p>
        )}
        <Link
          href={`/trainings/${course.slug}`}
          className={status === 'passed' ? 'button secondary training-card-action' : 'button training-card-action'}
        >
          {actionLabel(status)}
          <span className="visually-hidden">: {course.title}</span>
        </Link>
        {offline}
      </div>
    </article>
  );
}
