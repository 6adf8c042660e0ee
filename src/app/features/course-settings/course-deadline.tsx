import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Course } from '#shared/api/courses.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { deadlineRange, formatDay } from '../../components/format-day.ts';
import { setDeadline } from './api/course-changes.ts';

/**
 * The deadline of a course for everyone who has it (decision 083): what is set now, a day to set
 * for all, and removing it for all after a question. One person's deadline is set in the people list (person-deadline.tsx).
 */
export function CourseDeadline({
  course,
  holderCount,
  onChange,
  busy,
}: {
  course: Course;
  holderCount: number;
  /** Sends a change and refreshes the lists; `done` is the toast; answers whether it went through. */
  onChange: (send: () => Promise<unknown>, done?: string) => Promise<boolean>;
  /** A change is on its way. */
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const stateId = useId();
  const [day, setDay] = useState('');
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  if (holderCount === 0) return null;

  const days = [...new Set(course.deadlines.map((d) => d.dueOn))];
  const forAll = course.deadlines.length === holderCount;
  const range = deadlineRange();
  const title = course.title;

  const set = async (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    const shown = formatDay(day, i18n.locale);
    const done = await onChange(
      () => setDeadline(course.slug, day),
      t({ id: 'course_settings.deadline_set', message: `Frist für „${title}“ auf ${shown} gesetzt.` }),
    );
    // A refused day stays in the field, to be corrected.
    if (done) setDay('');
  };

  const first = days[0] ? formatDay(days[0], i18n.locale) : '';
  const state =
    days.length === 0
      ? t({ id: 'course_settings.deadline_none', message: 'Keine Frist gesetzt' })
      : days.length > 1
        ? t({ id: 'course_settings.deadline_mixed', message: 'Unterschiedliche Fristen' })
        : forAll
          ? t({ id: 'course_settings.deadline_shared', message: `Frist für alle: ${first}` })
          : t({ id: 'course_settings.deadline_some', message: `Frist ${first}, nicht für alle gesetzt` });

  return (
    <form className="course-deadline" onSubmit={(event) => void set(event)}>
      <p className="hint" id={stateId}>
        {state}
      </p>
      <label htmlFor={inputId}>
        {t({ id: 'course_settings.deadline_label', message: 'Frist für alle mit diesem Kurs' })}
        <span className="visually-hidden">: {title}</span>
      </label>
      <div className="button-row">
        <input
          id={inputId}
          type="date"
          min={range.min}
          max={range.max}
          value={day}
          required
          aria-describedby={stateId}
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className="button small secondary" disabled={!day}>
          {t({ id: 'course_settings.deadline_submit', message: 'Frist setzen' })}
          <span className="visually-hidden">: {title}</span>
        </button>
        {days.length > 0 && (
          <button type="button" className="button small secondary" onClick={() => setConfirmingRemoval(true)}>
            {t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
            <span className="visually-hidden">: {title}</span>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemoval}
        title={t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
        text={t({
          id: 'course_settings.deadline_remove_confirm',
          message: `Die Frist für „${title}“ wird für alle Personen entfernt, auch einzeln gesetzte Fristen. Fortfahren?`,
        })}
        confirmLabel={t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
        busy={busy}
        onConfirm={() =>
          onChange(
            () => setDeadline(course.slug, null),
            t({ id: 'course_settings.deadline_removed', message: `Frist für „${title}“ entfernt.` }),
          )
        }
        onClose={() => setConfirmingRemoval(false)}
      />
    </form>
  );
}
