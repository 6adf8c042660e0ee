import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OverallStatistics } from '#shared/api/statistics.ts';
import { coursesQuery } from '../../api/queries.ts';
import { formatCount } from '../../components/format-count.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { TileList, useDuration } from './figures.tsx';

type Activity = NonNullable<OverallStatistics['activity']>;

/**
 * The overall figures by activity (docs/decisions/113-statistics-by-activity.md): each tile says
 * whether it counts the range or today, since both kinds stand side by side.
 */
export function ActivityTiles({ figures, activity }: { figures: OverallStatistics; activity: Activity }) {
  const { t } = useLingui();
  const duration = useDuration();
  const ofActive = (n: number) => `${formatCount(n)} / ${formatCount(figures.population)}`;
  const score = figures.averageQuizScore === null ? '–' : `${formatCount(figures.averageQuizScore)} %`;
  return (
    <TileList
      tiles={[
        {
          label: t({ id: 'statistics.activity.active', message: 'Im Zeitraum aktive Personen' }),
          value: formatCount(figures.population),
        },
        {
          label: t({ id: 'statistics.activity.passes', message: 'Im Zeitraum bestandene Kurse' }),
          value: formatCount(activity.passes),
        },
        {
          label: t({ id: 'statistics.activity.passed_people', message: 'Mindestens einen Kurs im Zeitraum bestanden' }),
          value: ofActive(activity.passedPeople),
        },
        {
          label: t({ id: 'statistics.activity.started', message: 'Im Zeitraum einen Kurs begonnen' }),
          value: ofActive(figures.started),
        },
        {
          label: t({ id: 'statistics.activity.finished_all', message: 'Heute alle zugewiesenen Kurse bestanden' }),
          value: ofActive(figures.finishedAll),
        },
        {
          label: t({ id: 'statistics.activity.attention', message: 'Brauchen heute Aufmerksamkeit' }),
          value: formatCount(figures.attention),
          warn: figures.attention > 0,
        },
        {
          label: t({ id: 'statistics.activity.working_time', message: 'Lernzeit je aktiver Person (Durchschnitt)' }),
          value: duration(figures.averageWorkingTimeSeconds),
        },
        {
          label: t({ id: 'statistics.activity.average_score', message: 'Durchschnittliches Quizergebnis im Zeitraum' }),
          value: score,
        },
        {
          label: t({ id: 'statistics.activity.quiz_repeats', message: 'Wiederholte Quizversuche im Zeitraum' }),
          value: formatCount(figures.quizRepeats),
        },
        {
          label: t({
            id: 'statistics.activity.training_repeats',
            message: 'Wiederholte Module in bearbeiteten Kursen',
          }),
          value: formatCount(figures.trainingRepeats),
        },
      ]}
    />
  );
}

/** The passes in the range per course, all courses in course order, as a table. */
export function PassesPerCourse({ activity }: { activity: Activity }) {
  const { t } = useLingui();
  const courses = useQuery(coursesQuery(i18n.locale)).data ?? [];
  const titleOf = new Map(courses.map((c) => [c.slug, c.title]));
  const title = t({ id: 'statistics.activity.per_course', message: 'Im Zeitraum bestanden, je Kurs' });
  return (
    <section className="card stack" aria-labelledby="passes-per-course-title">
      <h2 id="passes-per-course-title">{title}</h2>
      <ScrollArea label={title}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t({ id: 'dashboard.course', message: 'Kurs' })}</th>
              <th scope="col">{t({ id: 'dashboard.passed', message: 'Bestanden' })}</th>
            </tr>
          </thead>
          <tbody>
            {activity.courses.map((row) => (
              <tr key={row.trainingSlug}>
                <th scope="row">{titleOf.get(row.trainingSlug) ?? row.trainingSlug}</th>
                <td>{formatCount(row.passes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
