import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { dayIsOver, deadlineRange, formatDay } from '../../components/format-day.ts';

/**
 * One person's deadline for a course (decision 083), in the course card's people list: the day
 * set (or missed), and a small form to set, change or remove it, opened by its button. The focus
 * goes into the form when it opens and back to the button when it closes (saved, removed, Escape).
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
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [day, setDay] = useState(dueOn ?? '');
  const range = deadlineRange();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const send = async (value: string | null) => {
    setSending(true);
    const done = await onChange(value);
    setSending(false);
    // A refused day stays in the field, to be corrected.
    if (done) close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day && !sending) void send(day);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const label = dueOn
    ? t({ id: 'course_settings.person_deadline_change', message: 'Frist ändern' })
    : t({ id: 'course_settings.person_deadline_add', message: 'Frist setzen' });
  const shown = dueOn ? formatDay(dueOn, i18n.locale) : '';
  const missed = dueOn !== undefined && dayIsOver(dueOn);

  return (
    <span className="person-deadline">
      {dueOn && (
        <span className={missed ? 'hint overdue' : 'hint'}>
          {missed
            ? t({ id: 'course_settings.person_deadline_missed', message: `Frist abgelaufen am ${shown}` })
            : t({ id: 'course_settings.person_deadline', message: `Frist: ${shown}` })}
        </span>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="button small secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={`${label}: ${name}`}
        onClick={() => {
          setDay(dueOn ?? '');
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <form id={formId} className="button-row" onSubmit={submit} onKeyDown={escape}>
          <label htmlFor={inputId} className="visually-hidden">
            {t({ id: 'course_settings.person_deadline_label', message: `Frist für ${name}` })}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="date"
            min={range.min}
            max={range.max}
            value={day}
            required
            onChange={(event) => setDay(event.target.value)}
          />
          <button type="submit" className="button small" disabled={!day || sending}>
            {t({ id: 'course_settings.person_deadline_save', message: 'Speichern' })}
          </button>
          {dueOn && (
            <button type="button" className="button small secondary" disabled={sending} onClick={() => void send(null)}>
              {t({ id: 'course_settings.deadline_remove', message: 'Frist entfernen' })}
            </button>
          )}
        </form>
      )}
    </span>
  );
}
