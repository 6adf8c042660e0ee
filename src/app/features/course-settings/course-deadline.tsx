import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { api } from '#shared/api/endpoints/index.ts';
import type { Course } from '#shared/api/courses.ts';
import { call } from '../../api/client.ts';
import { berlinToday, formatDay } from '../../components/format-day.ts';

/**
 * The deadline of a course for everyone who has it (decision 083): the day shown when all share
 * it, set anew or removed for all. One person's deadline is set through the API.
 */
export function CourseDeadline({
  course,
  holderCount,
  onChange,
}: {
  course: Course;
  holderCount: number;
  /** Sends a change and refreshes the lists; `done` is the toast. */
  onChange: (send: () => Promise<unknown>, done?: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const days = new Set(course.deadlines.map((d) => d.dueOn));
  const shared = days.size === 1 && course.deadlines.length === holderCount ? [...days][0]! : null;
  const [day, setDay] = useState('');
  if (holderCount === 0) return null;

  const set = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    const shown = formatDay(day, i18n.locale);
    void onChange(
      () => call(api.setDeadline, { body: { trainingSlug: course.slug, dueOn: day } }),
      t({ id: 'course_settings.deadline_set', message: `Frist für „${course.title}“ auf ${shown} gesetzt.` }),
    ).then(() => setDay(''));
  };
  const remove = () =>
    onChange(
      () => call(api.setDeadline, { body: { trainingSlug: course.slug, dueOn: null } }),
      t({ id: 'course_settings.deadline_removed', message: `Frist für „${course.title}“ entfernt.` }),
    );

  const sharedDay = shared ? formatDay(shared, i18n.locale) : '';
  return (
    <form className="course-deadline" onSubmit={set}>
      <p className="hint">
        {shared
          ? t({ id: 'course_settings.deadline_shared', message: `Frist für alle: ${sharedDay}` })
          : days.size > 0
            ? t({ id: 'course_settings.deadline_mixed', message: 'Unterschiedliche Fristen' })
            : t({ id: 'course_settings.deadline_none', message: 'Keine Frist gesetzt' })}
      </p>
      <label htmlFor={inputId}>
        {t({ id: 'course_settings.deadline_label', message: 'Frist für alle mit diesem Kurs' })}
      </label>
      <div className="button-row">
        <input
          id={inputId}
          type="date"
          min={berlinToday()}
          value={day}
          required
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className="button small secondary" disabled={!day}>
          {t({ id: 'course_settings.deadline_submit', message: 'Frist setzen' })}
        </button>
        {days.size > 0 && (
          <button type="button" className="button small secondary" onClick={() => void remove()}>
            {t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
          </button>
        )}
      </div>
    </form>
  );
}
