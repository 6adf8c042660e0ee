import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The top of every course view: the way back to the list, the course's name and the view's heading. */
export function TrainingHeader({ courseTitle, children }: { courseTitle: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="training-header">
      <p className="training-back">
        <Link href="/trainings">
          <span aria-hidden="true">←</span> {t({ id: 'trainings.back_to_list', message: 'Zu meinen Schulungen' })}
        </Link>
      </p>
      <p className="training-course">{courseTitle}</p>
      {children}
    </header>
  );
}
