import { t } from '@lingui/core/macro';
import type { ProgressStatus } from '#shared/api/progress.ts';

export function statusLabel(status: ProgressStatus): string {
  switch (status) {
    case 'notStarted':
      return t({ id: 'trainings.status.not_started', message: 'Nicht begonnen' });
    case 'inProgress':
      return t({ id: 'trainings.status.in_progress', message: 'In Bearbeitung' });
    case 'quizPending':
      return t({ id: 'trainings.status.quiz_pending', message: 'Quiz ausstehend' });
    case 'failed':
      return t({ id: 'trainings.status.failed', message: 'Quiz nicht bestanden' });
    case 'passed':
      return t({ id: 'trainings.status.passed', message: 'Bestanden' });
  }
}

/** The label of the link that opens a course, by where the learner stands. */
export function actionLabel(status: ProgressStatus): string {
  switch (status) {
    case 'notStarted':
      return t({ id: 'trainings.action.start', message: 'Starten' });
    case 'inProgress':
      return t({ id: 'trainings.action.continue', message: 'Fortsetzen' });
    case 'quizPending':
      return t({ id: 'trainings.action.start_quiz', message: 'Quiz starten' });
    case 'failed':
      return t({ id: 'trainings.action.retry', message: 'Wiederholen' });
    case 'passed':
      return t({ id: 'trainings.action.view', message: 'Ansehen' });
  }
}

/** A date as people read it in the current language (German: DD.MM.YYYY). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
}
