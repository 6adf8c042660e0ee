import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/api/courses.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import type { MySimulationOutcome } from '#shared/api/simulation-pseudonymous.ts';
import { progressStatus } from '#shared/rules/progress-status.ts';
import { mySimulationsQuery } from '../../api/queries.ts';
import { TrainingCard } from './training-card.tsx';

/** Outcomes after which the scenario's course is the next step. */
const CLICKED: ReadonlySet<MySimulationOutcome> = new Set(['clicked', 'submitted', 'clickedReported']);

/**
 * "Nach Ihrer Simulation empfohlen" (decision 102): in the pseudonymous mode, the course of each
 * simulation the person clicked that is not among their assigned ones. Only they see it, and it
 * does not count for the certificate.
 */
export function RecommendedCourses({
  courses,
  progressOf,
}: {
  courses: readonly Course[];
  progressOf: (slug: Course['slug']) => CourseProgress | undefined;
}) {
  const { t } = useLingui();
  const mine = useQuery(mySimulationsQuery);
  const slugs = new Set((mine.data?.simulations ?? []).filter((s) => CLICKED.has(s.outcome)).map((s) => s.course));
  const recommended = courses.filter((course) => slugs.has(course.slug) && !course.active);
  if (recommended.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="recommended-courses">
      <h2 id="recommended-courses">
        {t({ id: 'trainings.recommended.heading', message: 'Nach Ihrer Simulation empfohlen' })}
      </h2>
      <p className="hint">
        {t({
          id: 'trainings.recommended.hint',
          message:
            'Diese Kurse passen zu einer Simulation, bei der Sie geklickt haben. Nur Sie sehen sie; sie zählen nicht für Ihr Zertifikat.',
        })}
      </p>
      <ul className="course-grid training-grid">
        {recommended.map((course) => {
          const progress = progressOf(course.slug);
          return (
            <li key={course.slug}>
              <TrainingCard
                course={course}
                progress={progress}
                status={progressStatus(progress)}
                dueOn={null}
                firstRow={false}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
