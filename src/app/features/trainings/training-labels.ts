import { t } from '@lingui/core/macro';
import type { ProgressStatus } from '#shared/api/progress.ts';
import { dateFormat } from '#shared/intl-formats.ts';

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

/**
 * A date on a learner's course card, as people read it in their language (German: DD.MM.YYYY),
 * and the day in German time, as the certificates count it. Documents (certificates, the
 * agreement) write DD.MM.YYYY in both languages; the cards are running text and read naturally.
 */
export function formatDate(iso: string, locale: string): string {
  return dateFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );
}
