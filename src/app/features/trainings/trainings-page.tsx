import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Course } from '#shared/api/courses.ts';
import type { CourseProgress, ProgressStatus } from '#shared/api/progress.ts';
import { CERTIFICATE_MIN_COURSES, type Lang } from '#shared/constants.ts';
import { certificateEarned, progressStatus } from '#shared/rules/progress-status.ts';
import { coursesQuery } from '../../api/queries.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';
import { getSession } from '../../session/session-store.ts';
import { CourseOfflineState, OfflinePanel } from './offline-panel.tsx';
import { TrainingCard } from './training-card.tsx';
import { RecommendedCourses } from './recommended-courses.tsx';
import { ManagementTraining } from './management-training.tsx';
import { PoliciesToConfirm } from './policies-to-confirm.tsx';
import { AiTraining } from './ai-training.tsx';
import { useOfflineCourses } from './use-offline-courses.ts';
import { useMyTracks } from './use-my-tracks.ts';
import './trainings.css';
import { failureMessage } from '../../api/mutation-errors.ts';
import { usePaintedOnce } from '../../browser/after-paint.ts';
import { useMediaQuery } from '../../components/use-media-query.ts';

const CARDS_IN_FIRST_PAINT = 3;
/** Where the course grid has a single column (base.css: cards of at least 280 px). */
const ONE_COLUMN = '(max-width: 599px)';

/**
 * /trainings, "My trainings": the courses assigned to the signed-in person with where they stand,
 * how many are passed, and what the personal certificate still needs (docs/product.md R20).
 */
export default function TrainingsPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const lang: Lang = i18n.locale === 'en' ? 'en' : 'de';
  const other: Lang = lang === 'en' ? 'de' : 'en';
  // Until the list in this language arrives (after a switch, or offline where it was never
  // loaded), the list in the other language stands in: the assignment is the same.
  const courses = useQuery({
    ...coursesQuery(lang),
    placeholderData: (previous) => previous ?? queryClient.getQueryData<Course[]>(coursesQuery(other).queryKey),
  });
  const progress = useQuery(myProgressQuery);

  const loading = courses.isPending || progress.isPending;
  // A failed refresh (offline) keeps showing what was loaded before.
  const failed = (!courses.data && courses.error) || (!progress.data && progress.error) || null;
  const bySlug = new Map((progress.data ?? []).map((p) => [p.trainingSlug, p]));
  const assigned = (courses.data ?? [])
    .filter((course) => course.active)
    .map((course) => {
      const mine = bySlug.get(course.slug);
      return { course, progress: mine, status: progressStatus(mine) };
    });
  const total = assigned.length;
  // In a phone's single column the first render with cards draws three, more than its screen
  // shows; the rest follow after the first paint, which they would only hold back. Wider screens
  // draw them all at once (a row drawn in two steps could grow).
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const firstPaintDone = usePaintedOnce(total > 0);
  const drawn = firstPaintDone || !oneColumn ? assigned : assigned.slice(0, CARDS_IN_FIRST_PAINT);
  const passed = assigned.filter((a) => a.status === 'passed').length;
  // The tracks are kept on the device like the courses, so they too can be learned offline.
  const tracks = useMyTracks(i18n.locale);
  const offline = useOfflineCourses(
    getSession()?.userId ?? 0,
    [...assigned.map((a) => a.course.slug), ...tracks],
    lang,
  );

  return (
    <section className="stack trainings">
      <h1>{t({ id: 'menu.my_trainings', message: 'Meine Schulungen' })}</h1>
      <PoliciesToConfirm userId={getSession()?.userId ?? 0} />
      {loading && !failed ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : failed && total === 0 ? (
        <p className="card" role="alert">
          {failureMessage(failed)}
        </p>
      ) : total === 0 ? (
        <div className="card empty-trainings">
          <p>
            {t({
              id: 'trainings.empty',
              message:
                'Ihnen sind noch keine Kurse zugewiesen. Sobald die verantwortliche Person in Ihrem Unternehmen Ihnen Kurse zuweist, finden Sie sie hier.',
            })}
          </p>
        </div>
      ) : (
        <>
          <ContinueLearning assigned={assigned} />
          <div className="card trainings-overview">
            <p className="trainings-summary" id="trainings-summary">
              {total === 1
                ? t({ id: 'trainings.summary_one', message: `${passed} von 1 Kurs bestanden` })
                : t({ id: 'trainings.summary', message: `${passed} von ${total} Kursen bestanden` })}
            </p>
            <ProgressSummaryBar passed={passed} total={total} />
            <CertificateHint total={total} passed={passed} />
          </div>
          <OfflinePanel offline={offline} total={total} />
          <ul className="course-grid training-grid">
            {drawn.map(({ course, progress: mine, status }, index) => (
              <li key={course.slug}>
                <TrainingCard
                  course={course}
                  progress={mine}
                  status={status}
                  dueOn={course.deadlines.find((d) => d.ownerId === getSession()?.userId)?.dueOn ?? null}
                  firstRow={index < 3}
                  offline={<CourseOfflineState slug={course.slug} title={course.title} offline={offline} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ManagementTraining
        userId={getSession()?.userId ?? 0}
        progress={bySlug.get('nis2-management')}
        offline={offline}
      />
      <AiTraining progress={bySlug.get('ai-at-work')} offline={offline} />
      {courses.data && <RecommendedCourses courses={courses.data} progressOf={(slug) => bySlug.get(slug)} />}
    </section>
  );
}

/**
 * "Weiterlernen": the course the person last worked on and has not finished, first on the page, so
 * a learner on the phone picks up where they left off with one tap.
 */
function ContinueLearning({
  assigned,
}: {
  assigned: { course: Course; progress: CourseProgress | undefined; status: ProgressStatus }[];
}) {
  const { t } = useLingui();
  const open = assigned
    .filter((entry) => entry.progress && (entry.status === 'inProgress' || entry.status === 'quizPending'))
    .sort((a, b) => (b.progress?.updatedAt ?? '').localeCompare(a.progress?.updatedAt ?? ''));
  const latest = open[0];
  if (!latest?.progress) return null;
  const { course, progress, status } = latest;
  const slides = progress.slideCount;
  const reached = Math.min(progress.furthestSlide + 1, slides);
  return (
    <section className="card continue-learning" aria-labelledby="continue-title">
      <h2 id="continue-title">{t({ id: 'trainings.continue.heading', message: 'Weiterlernen' })}</h2>
      <p>
        <strong>{course.title}</strong>
        {' · '}
        {status === 'quizPending'
          ? t({ id: 'trainings.continue.quiz', message: 'Nur noch das Quiz' })
          : t({ id: 'trainings.slides_reached', message: `${reached} von ${slides} Folien` })}
      </p>
      <Link href={`/trainings/${course.slug}`} className="button">
        {t({ id: 'trainings.continue.action', message: 'Weiter, wo Sie aufgehört haben' })}
        <span className="visually-hidden">: {course.title}</span>
      </Link>
    </section>
  );
}

function ProgressSummaryBar({ passed, total }: { passed: number; total: number }) {
  const percent = Math.round((passed / total) * 100);
  return (
    <div
      className="progress-meter"
      role="progressbar"
      aria-labelledby="trainings-summary"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={passed}
    >
      <span className="progress-meter-fill done" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** What the personal certificate needs: at least six assigned courses, all passed. */
function CertificateHint({ total, passed }: { total: number; passed: number }) {
  const { t } = useLingui();
  const min = CERTIFICATE_MIN_COURSES;
  const open = total - passed;
  if (certificateEarned(total, passed)) {
    return (
      <p className="hint">
        {t({
          id: 'trainings.certificate_earned',
          message: 'Sie haben alle Ihre Kurse bestanden. Ihr persönliches Zertifikat steht bereit.',
        })}{' '}
        <Link href="/personalCertificate">
          {t({ id: 'trainings.certificate_link', message: 'Zum persönlichen Zertifikat' })}
        </Link>
      </p>
    );
  }
  if (total < min) {
    return (
      <p className="hint">
        {t({
          id: 'trainings.certificate_needs_more',
          message: `Für das persönliche Zertifikat brauchen Sie mindestens ${min} zugewiesene und bestandene Kurse. Weitere Kurse weist Ihnen die verantwortliche Person in Ihrem Unternehmen zu.`,
        })}
      </p>
    );
  }
  return (
    <p className="hint">
      {t({
        id: 'trainings.certificate_open',
        message: `Bestehen Sie alle zugewiesenen Kurse, um Ihr persönliches Zertifikat zu erhalten. Noch offen: ${open}.`,
      })}
    </p>
  );
}
