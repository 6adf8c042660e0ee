import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { Course } from '#shared/api/courses.ts';
import type { NeverSignedInPerson, TodoPerson } from '#shared/api/employer-todo.ts';
import { companyTodoQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatCount } from '../../components/format-count.ts';
import { formatDate } from '../../components/format-dates.ts';
import { formatDay } from '../../components/format-day.ts';
import { useRemindPeople } from '../../components/remind-people.ts';
import { TrendChart } from './trend-chart.tsx';

/** How many people a group shows before "show all". */
const FIRST_ROWS = 10;

/**
 * The dashboard's lead (decision 105): what needs doing. Who is past a deadline, whose deadline
 * comes this week, who never signed in, each with a checkbox; one button reminds the chosen
 * people through the reminder rules; then the share with valid training over 12 months.
 */
export function TodoSection({ userId, companyId, courses }: { userId: number; companyId: number; courses: Course[] }) {
  const { t, i18n } = useLingui();
  const day = (d: string) => formatDay(d, i18n.locale);
  const todo = useQuery(companyTodoQuery(userId));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState('');
  const { mutation, summary } = useRemindPeople(companyId);
  const title = t({ id: 'todo.title', message: 'Zu erledigen' });

  if (todo.error) {
    return (
      <section className="card stack" aria-labelledby="todo-title">
        <h2 id="todo-title">{title}</h2>
        <p role="alert">{failureMessage(todo.error)}</p>
      </section>
    );
  }
  if (!todo.data) {
    return (
      <section className="card stack todo" aria-labelledby="todo-title">
        <h2 id="todo-title">{title}</h2>
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      </section>
    );
  }
  const data = todo.data;
  const titleOf = new Map(courses.map((c) => [c.slug, c.title]));
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  const until = day(data.dueSoonUntil);
  const nothing = data.overdue.length + data.dueSoon.length + data.neverSignedIn.length === 0;
  const chosen = selected.size;

  return (
    <>
      <section className="card stack todo" aria-labelledby="todo-title">
        <h2 id="todo-title">{title}</h2>
        {nothing ? (
          <p>
            {t({
              id: 'todo.nothing',
              message:
                'Nichts zu erledigen: Keine Frist ist überschritten oder läuft diese Woche ab, und alle haben sich angemeldet.',
            })}
          </p>
        ) : (
          <>
            <TodoGroup
              id="todo-overdue"
              title={t({ id: 'dashboard.overdue_title', message: 'Frist überschritten' })}
              people={data.overdue}
              selected={selected}
              onToggle={toggle}
              describe={(person) => <DeadlineNote person={person} titleOf={titleOf} />}
              warn
            />
            <TodoGroup
              id="todo-due-soon"
              title={t({ id: 'todo.due_soon_title', message: 'Frist endet in dieser Woche' })}
              hint={t({
                id: 'todo.due_soon_hint',
                message: `Fristen bis einschließlich ${until}.`,
              })}
              people={data.dueSoon}
              selected={selected}
              onToggle={toggle}
              describe={(person) => <DeadlineNote person={person} titleOf={titleOf} />}
            />
            <TodoGroup
              id="todo-never"
              title={t({ id: 'todo.never_title', message: 'Noch nie angemeldet' })}
              people={data.neverSignedIn}
              selected={selected}
              onToggle={toggle}
              describe={(person) => <InvitationNote person={person} />}
            />
            <div className="todo-actions">
              <button
                type="button"
                className="button"
                disabled={chosen === 0 || mutation.isPending}
                onClick={() => {
                  setResult('');
                  mutation.mutate([...selected], {
                    onSuccess: (answer) => {
                      setResult(summary(answer));
                      setSelected(new Set());
                    },
                    onError: (error) => setResult(failureMessage(error)),
                  });
                }}
              >
                {chosen === 0
                  ? t({ id: 'todo.remind_none', message: 'Ausgewählte erinnern' })
                  : t({
                      id: 'todo.remind',
                      message: plural(chosen, {
                        one: '# ausgewählte Person erinnern',
                        other: '# ausgewählte Personen erinnern',
                      }),
                    })}
              </button>
              <p className="hint">
                {t({
                  id: 'todo.remind_rules',
                  message:
                    'Erinnerungen gehen höchstens einmal pro Woche an eine Person, werktags von 8 bis 18 Uhr. Wer die Einladung noch nicht angenommen hat, erhält sie erneut.',
                })}
              </p>
            </div>
          </>
        )}
        {/* Always on the page, so that screen readers announce what appears in it. */}
        <p role="status" className={result ? 'notice' : undefined}>
          {result}
        </p>
      </section>
      <TrendChart trend={data.trend} />
    </>
  );
}

/** The courses concerned with their deadlines, and the last reminder. */
function DeadlineNote({ person, titleOf }: { person: TodoPerson; titleOf: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const courses = person.courses
    .map(({ trainingSlug, dueOn }) => {
      const title = titleOf.get(trainingSlug) ?? trainingSlug;
      const day = formatDay(dueOn, i18n.locale);
      return t({ id: 'dashboard.overdue_course', message: `${title} (Frist: ${day})` });
    })
    .join(', ');
  if (!person.lastRemindedAt) return courses;
  const at = formatDate(person.lastRemindedAt);
  return `${courses} · ${t({ id: 'todo.last_reminded', message: `zuletzt erinnert am ${at}` })}`;
}

/** Where someone who never signed in stands with the invitation. */
function InvitationNote({ person }: { person: NeverSignedInPerson }) {
  const { t } = useLingui();
  if (person.invitation === 'accepted') {
    return t({
      id: 'todo.temporary_password',
      message: 'hat ein vorläufiges Passwort, aber noch kein eigenes gewählt',
    });
  }
  if (!person.invitedAt) return t({ id: 'todo.not_invited', message: 'noch keine Einladung gesendet' });
  const at = formatDate(person.invitedAt);
  return person.invitation === 'pending'
    ? t({ id: 'todo.invited_on', message: `eingeladen am ${at}` })
    : t({ id: 'todo.invitation_expired', message: `eingeladen am ${at}, Link abgelaufen` });
}

type Person = { userId: number; firstname: string; lastname: string; email: string };

/** One list of the to-do view: a region with its people, each a checkbox, and "all of them". */
function TodoGroup<P extends Person>({
  id,
  title,
  hint,
  people,
  selected,
  onToggle,
  describe,
  warn = false,
}: {
  id: string;
  title: string;
  hint?: string;
  people: P[];
  selected: ReadonlySet<number>;
  onToggle: (ids: number[], on: boolean) => void;
  describe: (person: P) => ReactNode;
  warn?: boolean;
}) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const listId = useId();
  if (people.length === 0) return null;
  const shown = all ? people : people.slice(0, FIRST_ROWS);
  const ids = people.map((p) => p.userId);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const count = formatCount(people.length);
  return (
    <section className={warn ? 'todo-group warn' : 'todo-group'} aria-labelledby={`${id}-title`}>
      <div className="todo-group-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <span className="badge">{count}</span>
        <label className="checkbox todo-all">
          <input
            type="checkbox"
            checked={chosen === ids.length}
            ref={(box) => {
              if (box) box.indeterminate = chosen > 0 && chosen < ids.length;
            }}
            onChange={(event) => onToggle(ids, event.target.checked)}
          />
          {t({ id: 'todo.select_all', message: `Alle ${count} auswählen: ${title}` })}
        </label>
      </div>
      {hint && <p className="hint">{hint}</p>}
      <ul className="todo-list" id={listId}>
        {shown.map((person) => (
          <li key={person.userId}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={selected.has(person.userId)}
                onChange={(event) => onToggle([person.userId], event.target.checked)}
              />
              <strong>{`${person.firstname} ${person.lastname}`}</strong>
            </label>
            <span className="hint todo-detail">{describe(person)}</span>
          </li>
        ))}
      </ul>
      {people.length > FIRST_ROWS && !all && (
        <button type="button" className="button secondary small" aria-controls={listId} onClick={() => setAll(true)}>
          {t({ id: 'todo.show_all', message: `Alle ${count} anzeigen` })}
        </button>
      )}
    </section>
  );
}
