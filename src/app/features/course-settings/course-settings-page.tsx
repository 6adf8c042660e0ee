import { CERTIFICATE_MIN_COURSES } from '#shared/constants.ts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Course } from '#shared/api/courses.ts';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { CourseCover } from '../../components/course-cover.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatCount } from '../../components/format-count.ts';
import { LoadError } from '../../components/load-error.tsx';
import { companyEmployeesQuery, coursesQuery, meQuery } from '../../api/queries.ts';
import { getSession } from '../../session/session-store.ts';
import { CoursePeople } from './course-people.tsx';
import { OnboardingCourses } from './onboarding-courses.tsx';
import { CompanyReminders } from './company-reminders.tsx';
import { formatDay } from '../../components/format-day.ts';
import { CourseDeadline } from './course-deadline.tsx';
import { assignToAll, revokeForAll, setAssignment, setDeadline, useCourseChange } from './api/course-changes.ts';

/** /course-settings: who has which of the 12 courses; assign or revoke for one person or everyone. */
export default function CourseSettingsPage() {
  const { t, i18n } = useLingui();
  const { data: me } = useQuery(meQuery(getSession()?.userId ?? 0));
  const companyId = me?.companyId ?? 0;
  const peopleQuery = useQuery({ ...companyEmployeesQuery(companyId), enabled: companyId > 0 });
  // Who has which course must come from the server, not from the learner's persisted copy.
  const coursesLoad = useQuery({ ...coursesQuery(i18n.locale), refetchOnMount: 'always' });
  const people = peopleQuery.data ?? [];
  const courses = coursesLoad.data ?? [];
  const failed = peopleQuery.error ?? coursesLoad.error;

  return (
    <section className="stack">
      <h1>{t({ id: 'menu.manage_courses', message: 'Kurse verwalten' })}</h1>
      <p className="hint">
        {t({
          id: 'course_settings.intro',
          message: `Weisen Sie jeden Kurs allen oder einzelnen Personen zu. Das persönliche Zertifikat erhält, wer alle zugewiesenen Kurse bestanden hat; dafür müssen einer Person mindestens ${CERTIFICATE_MIN_COURSES} Kurse zugewiesen sein.`,
        })}
      </p>
      {coursesLoad.isLoading && <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>}
      {failed && (
        <LoadError error={failed} onRetry={() => void Promise.all([peopleQuery.refetch(), coursesLoad.refetch()])} />
      )}
      <OnboardingCourses companyId={companyId} courses={courses} mayChange={me?.role === 'employer'} />
      <CompanyReminders companyId={companyId} mayChange={me?.role === 'employer'} />
      <ul className="course-grid">
        {courses.map((course, index) => (
          <li key={course.slug}>
            <CourseCard course={course} people={people} companyId={companyId} eager={index < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type CardProps = { course: Course; people: CompanyEmployee[]; companyId: number; eager: boolean };

function CourseCard({ course, people, companyId, eager }: CardProps) {
  const { t, i18n } = useLingui();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const holders = useMemo(() => new Set(course.employees), [course.employees]);
  const deadlines = useMemo(
    () => new Map(course.deadlines.map((deadline) => [deadline.ownerId, deadline.dueOn])),
    [course.deadlines],
  );
  const count = people.filter((p) => holders.has(p.id)).length;
  const assigned = formatCount(count);
  const total = people.length;

  const { change, busy } = useCourseChange(companyId);

  return (
    <article className="card course-card" aria-labelledby={`course-${course.slug}`}>
      <CourseCover course={course} eager={eager} />
      <h2 id={`course-${course.slug}`}>{course.title}</h2>
      <p className="hint">{course.summary}</p>
      <p>
        <strong>
          {t({
            id: 'course_settings.assigned_count',
            message: plural(total, {
              one: `${assigned} von # Person`,
              other: `${assigned} von # Personen`,
            }),
          })}
        </strong>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button small"
          disabled={count === total}
          onClick={() => void change(() => assignToAll(course.slug))}
        >
          {t({ id: 'course_settings.assign_all', message: 'Allen zuweisen' })}
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={count === 0}
          onClick={() => setConfirmingRevoke(true)}
        >
          {t({ id: 'course_settings.revoke_all', message: 'Allen entziehen' })}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingRevoke}
        title={t({ id: 'course_settings.revoke_all', message: 'Allen entziehen' })}
        text={t({
          id: 'course_settings.revoke_all_confirm',
          message: `Der Kurs „${course.title}“ wird allen Personen entzogen, denen er zugewiesen ist. Sie können ihn danach wieder zuweisen. Fortfahren?`,
        })}
        confirmLabel={t({ id: 'course_settings.revoke_all', message: 'Allen entziehen' })}
        busy={busy}
        onConfirm={() =>
          change(
            () => revokeForAll(course.slug),
            t({ id: 'course_settings.revoked_all', message: `Der Kurs „${course.title}“ wurde allen entzogen.` }),
          )
        }
        onClose={() => setConfirmingRevoke(false)}
      />
      <CourseDeadline course={course} holderCount={count} onChange={change} busy={busy} />
      {/* The people are put on the page only while the list is open (a company may have thousands). */}
      <details onToggle={(event) => setPeopleOpen(event.currentTarget.open)}>
        <summary>{t({ id: 'course_settings.people', message: 'Einzelne Personen' })}</summary>
        {peopleOpen && (
          <CoursePeople
            people={people}
            holders={holders}
            deadlines={deadlines}
            onDeadline={(person, dueOn) => {
              const name = `${person.firstname} ${person.lastname}`;
              return change(
                () => setDeadline(course.slug, dueOn, person.id),
                dueOn
                  ? t({
                      id: 'course_settings.person_deadline_set',
                      message: `Frist für ${name} auf ${formatDay(dueOn, i18n.locale)} gesetzt.`,
                    })
                  : t({ id: 'course_settings.person_deadline_removed', message: `Frist für ${name} entfernt.` }),
              );
            }}
            onToggle={async (person, assign) => {
              await change(() => setAssignment(course.slug, person.id, assign));
            }}
          />
        )}
      </details>
    </article>
  );
}
