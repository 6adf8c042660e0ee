import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { berlinToday, formatDay } from '../../components/format-day.ts';

/** The server takes days up to five years ahead. */
const YEARS_AHEAD = 5;

/**
 * One person's deadline for a course (decision 083), in the course card's people list: the day
 * set, and a small form to set, change or remove it, opened by its button.
 */
export function PersonDeadline({
  name,
  dueOn,
  onChange,
}: {
  name: string;
  dueOn: string | undefined;
  /** Sends the day (null removes it); answers whether it went through. */
  onChange: (dueOn: string | null) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(dueOn ?? '');
  const today = berlinToday();
  const latest = `${Number(today.slice(0, 4)) + YEARS_AHEAD}${today.slice(4)}`;

  const label = dueOn
    ? t({ id: 'course_settings.person_deadline_change', message: 'Frist ändern' })
    : t({ id: 'course_settings.person_deadline_add', message: 'Frist setzen' });

  const send = async (value: string | null) => {
    // A refused day stays in the field, to be corrected.
    if (await onChange(value)) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day) void send(day);
  };

  return (
    <span className="person-deadline">
      {dueOn && (
        <span className="hint">
          {t({ id: 'course_settings.person_deadline', message: `Frist ${formatDay(dueOn, i18n.locale)}` })}
        </span>
      )}
      <button
        type="button"
        className="button small secondary"
        aria-expanded={open}
        aria-label={`${label}: ${name}`}
        onClick={() => {
          setDay(dueOn ?? '');
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <form className="button-row" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t({ id: 'course_settings.person_deadline_label', message: `Frist für ${name}` })}
          </label>
          <input
            id={inputId}
            type="date"
            min={today}
            max={latest}
            value={day}
            required
            onChange={(event) => setDay(event.target.value)}
          />
          <button type="submit" className="button small" disabled={!day}>
            {t({ id: 'course_settings.person_deadline_save', message: 'Speichern' })}
          </button>
          {dueOn && (
            <button type="button" className="button small secondary" onClick={() => void send(null)}>
              {t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
            </button>
          )}
        </form>
      )}
    </span>
  );
}
