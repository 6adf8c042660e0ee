import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { companyStatisticsQuery, coursesQuery, meQuery } from '../../api/queries.ts';
import { PeopleTrainedHeadline } from '../../components/headline.tsx';
import { useSession } from '../../session/use-session.ts';
import { AttentionList } from './attention-list.tsx';
import { CourseChart } from './course-chart.tsx';
import { FigureTiles } from './figures.tsx';
import { SimulationTile } from './simulation-tile.tsx';
import { TodoSection } from './todo-section.tsx';
import './statistics.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /dashboard (employer, manager): first what needs doing (who is past or near a deadline, who never
 * signed in, reminding them, the 12-month trend; decision 105), then a plain answer to "are we
 * covered?" — the headline, the figures of docs/product.md §3, progress per course and who needs
 * attention.
 */
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const companyId = useQuery(meQuery(userId)).data?.companyId ?? 0;
  const stats = useQuery(companyStatisticsQuery(userId));
  const courses = useQuery({ ...coursesQuery(i18n.locale), refetchOnMount: 'always' });

  const title = t({ id: 'menu.dashboard', message: 'Dashboard' });
  if (stats.error) {
    return (
      <section className="stack">
        <h1>{title}</h1>
        <p className="card" role="alert">
          {failureMessage(stats.error)}
        </p>
      </section>
    );
  }
  // The chart and the list name the courses: wait for both, so they do not grow after painting.
  if (!stats.data || courses.isPending) {
    return (
      <section className="stack">
        <h1>{title}</h1>
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      </section>
    );
  }
  const figures = stats.data;
  const done = figures.finishedAll;
  const total = figures.population;
  return (
    <section className="stack dashboard">
      <h1>{title}</h1>
      {/* What needs doing first (decision 105), then how the company stands. */}
      <TodoSection userId={userId} companyId={companyId} courses={courses.data ?? []} />
      {total === 0 ? (
        <div className="card stack">
          <p>
            {t({
              id: 'dashboard.empty',
              message: 'Noch hat niemand in Ihrem Unternehmen einen Kurs zugewiesen bekommen.',
            })}
          </p>
          <p>
            <Link href="/course-settings" className="button">
              {t({ id: 'dashboard.assign_courses', message: 'Kurse zuweisen' })}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <PeopleTrainedHeadline done={done} total={total} />
          <FigureTiles figures={figures} passesByAttempt={figures.passesByAttempt} />
          <section className="card stack" aria-labelledby="per-course-title">
            <h2 id="per-course-title">{t({ id: 'dashboard.per_course', message: 'Fortschritt je Kurs' })}</h2>
            <CourseChart stats={figures.courses} courses={courses.data ?? []} />
          </section>
          <SimulationTile />
          <AttentionList people={figures.attentionPeople} courses={courses.data ?? []} />
        </>
      )}
    </section>
  );
}
