import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PersonProgress } from '#shared/api/progress.ts';
import { CERTIFICATE_MIN_COURSES } from '#shared/constants.ts';
import { companyProgressQuery } from '../../api/queries.ts';
import { downloadPersonalCertificate } from './api/download-certificate.ts';
import { CertificateLanguage, useCertificateLang } from './certificate-language.tsx';
import { useDownload } from '../../components/use-download.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';

/**
 * For the employer and managers: everyone else of the company with their passed courses and, where
 * earned, their certificate to download (docs/product.md R20).
 */
export function TeamCertificates({ companyId, ownId }: { companyId: number; ownId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const [lang, setLang] = useCertificateLang();
  const { busy, run } = useDownload();
  const progress = useQuery({ ...companyProgressQuery(companyId), refetchOnMount: 'always' });
  const people = (progress.data ?? []).filter((person) => person.userId !== ownId);
  const min = CERTIFICATE_MIN_COURSES;

  function reason(person: PersonProgress): string {
    if (person.assignedCount < min) {
      const assigned = person.assignedCount;
      return t({
        id: 'certificates.person_too_few',
        message: `erst ${assigned} von mindestens ${min} Kursen zugewiesen`,
      });
    }
    const open = person.assignedCount - person.passedCount;
    return t({
      id: 'certificates.person_missing',
      message: plural(open, { one: 'noch # Kurs offen', other: 'noch # Kurse offen' }),
    });
  }

  return (
    <section className="card flush team-certificates" aria-labelledby={headingId}>
      <div className="team-certificates-head">
        <div>
          <h2 id={headingId}>{t({ id: 'certificates.team_title', message: 'Zertifikate Ihrer Mitarbeitenden' })}</h2>
          <p className="hint">
            {t({
              id: 'certificates.team_hint',
              message: `Ein Zertifikat gibt es für jede Person, der mindestens ${min} Kurse zugewiesen sind und die alle bestanden hat.`,
            })}
          </p>
        </div>
        <CertificateLanguage value={lang} onChange={setLang} />
      </div>
      {progress.isPending && <p className="empty">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>}
      {progress.isError && (
        <p className="empty" role="alert">
          {progress.error.message}
        </p>
      )}
      {progress.isSuccess && people.length === 0 && (
        <p className="empty">
          {t({ id: 'certificates.team_empty', message: 'In Ihrem Unternehmen gibt es noch keine weiteren Personen.' })}
        </p>
      )}
      {people.length > 0 && (
        <ScrollArea label={t({ id: 'certificates.team_table', message: 'Zertifikate im Team' })}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'certificates.column_name', message: 'Name' })}</th>
                <th scope="col">{t({ id: 'certificates.column_passed', message: 'Bestandene Kurse' })}</th>
                <th scope="col">{t({ id: 'certificates.column_certificate', message: 'Zertifikat' })}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => {
                const name = `${person.firstname} ${person.lastname}`;
                const passed = person.passedCount;
                const assigned = person.assignedCount;
                return (
                  <tr key={person.userId}>
                    <th scope="row">{name}</th>
                    <td>{t({ id: 'certificates.person_passed', message: `${passed} von ${assigned}` })}</td>
                    <td>
                      {person.certificateAvailable ? (
                        <button
                          type="button"
                          className="button small"
                          disabled={busy !== undefined}
                          aria-label={t({
                            id: 'certificates.download_for',
                            message: `Zertifikat von ${name} herunterladen`,
                          })}
                          onClick={() =>
                            void run(String(person.userId), () =>
                              downloadPersonalCertificate(
                                person.userId,
                                lang,
                                lang === 'de' ? `Zertifikat ${name}.pdf` : `Certificate ${name}.pdf`,
                              ),
                            )
                          }
                        >
                          {busy === String(person.userId)
                            ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' })
                            : t({ id: 'certificates.download_short', message: 'Herunterladen' })}
                        </button>
                      ) : (
                        <span className="hint">{reason(person)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}
