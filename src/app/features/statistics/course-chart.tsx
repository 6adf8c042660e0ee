import { useLingui } from '@lingui/react/macro';
import type { CourseStatistics } from '#shared/api/statistics.ts';
import type { Course } from '#shared/api/courses.ts';
import { formatCount } from '../../components/format-count.ts';
import { percent } from '../../components/headline.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';

/**
 * Progress per course as a table: each row a course with assigned, started and passed, and a bar
 * for the passed share. The table is the text equivalent of the chart, so nothing is lost for
 * people who cannot see the bars.
 */
export function CourseChart({ stats, courses }: { stats: CourseStatistics[]; courses: Course[] }) {
  const { t } = useLingui();
  const titleOf = new Map(courses.map((c) => [c.slug, c.title]));
  const rows = stats.filter((s) => s.assigned > 0);
  if (rows.length === 0) {
    return <p className="hint">{t({ id: 'dashboard.no_courses', message: 'Noch sind keine Kurse zugewiesen.' })}</p>;
  }
  return (
    <ScrollArea label={t({ id: 'dashboard.per_course', message: 'Fortschritt je Kurs' })}>
      <table className="data-table course-chart">
        <caption className="visually-hidden">
          {t({ id: 'dashboard.per_course', message: 'Fortschritt je Kurs' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'dashboard.course', message: 'Kurs' })}</th>
            <th scope="col">{t({ id: 'dashboard.assigned', message: 'Zugewiesen' })}</th>
            <th scope="col">{t({ id: 'dashboard.started', message: 'Begonnen' })}</th>
            <th scope="col">{t({ id: 'dashboard.passed', message: 'Bestanden' })}</th>
            <th scope="col">{t({ id: 'dashboard.share_passed', message: 'Anteil bestanden' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share = percent(row.passed, row.assigned);
            return (
              <tr key={row.trainingSlug}>
                <th scope="row">{titleOf.get(row.trainingSlug) ?? row.trainingSlug}</th>
                <td>{formatCount(row.assigned)}</td>
                <td>{formatCount(row.started)}</td>
                <td>{formatCount(row.passed)}</td>
                <td>
                  <span className="chart-cell">
                    <span className="bar" aria-hidden="true">
                      <span style={{ width: `${share}%` }} />
                    </span>
                    {share} %
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
