import { t } from '@lingui/core/macro';
import type { ProgressStatus } from '#shared/api/progress.ts';

/** Where a person stands in a course or the management training, in a word or two. */
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
