import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { CERTIFICATE_MIN_COURSES, type Role } from '#shared/constants.ts';
import { downloadPersonalCertificate } from './api/download-certificate.ts';
import { CertificateEmblem } from './certificate-emblem.tsx';
import { formatBerlinDate } from '#shared/berlin-dates.ts';
import { CertificateDownload } from './certificate-download.tsx';
import type { OwnCertificateStatus } from './certificate-status.ts';

type Props = { userId: number; role: Role; name: string; status: OwnCertificateStatus };

/** The signed-in person's own certificate: how far they are, what is missing, and the download once earned. */
export function OwnCertificate({ userId, role, name, status }: Props) {
  const { t } = useLingui();
  const headingId = useId();
  const { assigned, passed, toAssign, toPass } = status;
  const min = CERTIFICATE_MIN_COURSES;
  const staff = role === 'employer' || role === 'manager';
  const goal = Math.max(assigned, min);

  const heading = status.earned
    ? t({ id: 'certificates.own_ready', message: 'Ihr Zertifikat ist bereit' })
    : toAssign > 0
      ? t({ id: 'certificates.own_too_few', message: 'Noch nicht genug Kurse zugewiesen' })
      : t({
          id: 'certificates.own_missing',
          message: plural(toPass, { one: 'Noch # Kurs bis zum Zertifikat', other: 'Noch # Kurse bis zum Zertifikat' }),
        });

  return (
    <section className="card certificate-card" aria-labelledby={headingId}>
      <div className="certificate-head">
        <CertificateEmblem earned={status.earned} share={passed / goal} />
        <div>
          <h2 id={headingId}>{heading}</h2>
          {status.earned && (
            <p>
              {t({
                id: 'certificates.own_ready_text',
                message: `Sie haben alle ${assigned} zugewiesenen Kurse bestanden. Laden Sie Ihr Zertifikat herunter – jede Ausstellung erhält einen eigenen Prüfcode, mit dem man die Echtheit online prüfen kann.`,
              })}
            </p>
          )}
          {!status.earned && toAssign > 0 && (
            <p>
              {t({
                id: 'certificates.own_min_assigned',
                message: `Für das Zertifikat müssen mindestens ${min} Kurse zugewiesen sein; Ihnen sind bisher ${assigned} zugewiesen.`,
              })}{' '}
              {staff ? (
                <Link href="/course-settings">
                  {t({ id: 'certificates.assign_more', message: 'Weitere Kurse zuweisen' })}
                </Link>
              ) : (
                t({
                  id: 'certificates.ask_for_courses',
                  message: 'Weitere Kurse weist Ihnen die verantwortliche Person in Ihrem Unternehmen zu.',
                })
              )}
            </p>
          )}
          {!status.earned && toAssign === 0 && (
            <p>
              {t({
                id: 'certificates.own_pass_all',
                message: 'Das Zertifikat gibt es, sobald Sie alle zugewiesenen Kurse bestanden haben.',
              })}{' '}
              <Link href="/trainings">{t({ id: 'certificates.to_trainings', message: 'Zu meinen Schulungen' })}</Link>
            </p>
          )}
        </div>
      </div>

      <div className="certificate-meter">
        <div
          className="certificate-meter-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={passed}
          aria-label={t({ id: 'certificates.meter_label', message: 'Bestandene Kurse' })}
        >
          <span style={{ width: `${(100 * passed) / goal}%` }} />
        </div>
        <p className="hint">
          {t({
            id: 'certificates.passed_of_assigned',
            message: `${passed} von ${assigned} zugewiesenen Kursen bestanden`,
          })}
        </p>
      </div>

      {status.courses.length > 0 && (
        <ul className="certificate-courses">
          {status.courses.map((course) => {
            const date = course.passedAt ? formatBerlinDate(course.passedAt) : '';
            return (
              <li key={course.slug} data-passed={course.passedAt !== null}>
                <span className="certificate-course-title">{course.title}</span>
                {course.passedAt ? (
                  <span className="certificate-course-state">
                    {t({ id: 'certificates.passed_on', message: `bestanden am ${date}` })}
                  </span>
                ) : (
                  <Link className="certificate-course-state" href={`/trainings/${course.slug}`}>
                    {t({ id: 'certificates.open_course', message: 'offen – zum Kurs' })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {status.earned && (
        <CertificateDownload
          label={t({ id: 'certificates.download', message: 'Zertifikat herunterladen' })}
          download={(lang) =>
            downloadPersonalCertificate(
              userId,
              lang,
              lang === 'de' ? `Zertifikat ${name}.pdf` : `Certificate ${name}.pdf`,
            )
          }
        />
      )}
    </section>
  );
}
