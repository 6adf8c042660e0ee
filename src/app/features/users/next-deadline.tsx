import { useLingui } from '@lingui/react/macro';
import type { PersonProgress } from '#shared/api/progress.ts';
import { dayIsOver, formatDay } from '../../components/format-day.ts';

/**
 * The earliest deadline of a course the person has not passed (decision 083), marked when it is
 * over; a dash when none is set.
 */
export function NextDeadline({ progress }: { progress: PersonProgress | undefined }) {
  const { t, i18n } = useLingui();
  const next = (progress?.courses ?? [])
    .filter((course) => course.status !== 'passed' && course.dueOn)
    .map((course) => course.dueOn!)
    .sort()
    .at(0);
  if (!next) return <span className="hint">–</span>;
  const day = formatDay(next, i18n.locale);
  if (!dayIsOver(next)) return <span className="nowrap">{day}</span>;
  return (
    <span className="nowrap overdue-day">
      {day} <span className="badge danger">{t({ id: 'users.deadline_over', message: 'überschritten' })}</span>
    </span>
  );
}
