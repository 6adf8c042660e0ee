import { useLingui } from '@lingui/react/macro';
import { formatBerlinDate as date } from '#shared/berlin-dates.ts';
import type { AttentionPerson } from '#shared/api/statistics.ts';
import { ATTENTION_AFTER_DAYS } from '#shared/api/statistics.ts';
import type { Course } from '#shared/api/courses.ts';

/** Who still has to train: people with a course not passed 30 days after it was assigned. */
export function AttentionList({ people, courses }: { people: AttentionPerson[]; courses: Course[] }) {
  const { t } = useLingui();
  const titleOf = new Map(courses.map((c) => [c.slug, c.title]));
  const days = ATTENTION_AFTER_DAYS;
  return (
    <section className="card stack" aria-labelledby="attention-title">
      <h2 id="attention-title">{t({ id: 'dashboard.attention_title', message: 'Wer braucht Aufmerksamkeit?' })}</h2>
      <p className="hint">
        {t({
          id: 'dashboard.attention_rule',
          message: `Personen mit einem Kurs, der ${days} Tage nach der Zuweisung noch nicht bestanden ist.`,
        })}
      </p>
      {people.length === 0 ? (
        <p>{t({ id: 'dashboard.attention_none', message: 'Niemand ist im Verzug. Sehr gut!' })}</p>
      ) : (
        <ul className="attention-list">
          {people.map((person) => {
            const name = `${person.firstname} ${person.lastname}`;
            const since = date(person.overdueSince);
            const list = person.overdueCourses.map((slug) => titleOf.get(slug) ?? slug).join(', ');
            return (
              <li key={person.userId}>
                <strong>{name}</strong>{' '}
                <span className="hint">
                  {t({ id: 'dashboard.attention_since', message: `offen seit ${since}: ${list}` })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
