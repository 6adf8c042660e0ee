import { useLingui } from '@lingui/react/macro';
import type { Course } from '#shared/api/courses.ts';
import type { OverduePerson } from '#shared/api/statistics.ts';
import { formatDay } from '../../components/format-day.ts';

/**
 * Who is past a deadline set for a course (decision 083), earliest deadline first. Shown only
 * when the company sets deadlines: without any, the list would say nothing.
 */
export function OverdueList({ people, courses }: { people: OverduePerson[]; courses: Course[] }) {
  const { t, i18n } = useLingui();
  if (people.length === 0) return null;
  const titleOf = new Map(courses.map((c) => [c.slug, c.title]));
  return (
    <section className="card stack" aria-labelledby="overdue-title">
      <h2 id="overdue-title">{t({ id: 'dashboard.overdue_title', message: 'Frist überschritten' })}</h2>
      <p className="hint">
        {t({
          id: 'dashboard.overdue_rule',
          message: 'Personen, die einen Kurs bis zur gesetzten Frist nicht bestanden haben.',
        })}
      </p>
      <ul className="attention-list">
        {people.map((person) => (
          <li key={person.userId}>
            <strong>{`${person.firstname} ${person.lastname}`}</strong>{' '}
            <span className="hint">
              {person.courses
                .map(({ trainingSlug, dueOn }) => {
                  const title = titleOf.get(trainingSlug) ?? trainingSlug;
                  const day = formatDay(dueOn, i18n.locale);
                  return t({ id: 'dashboard.overdue_course', message: `${title} (Frist: ${day})` });
                })
                .join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
