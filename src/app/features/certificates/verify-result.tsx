import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CertificateVerification } from '#shared/api/certificates.ts';
import { formatBerlinDate } from '#shared/berlin-dates.ts';
import { participationText } from '../../components/simulation-participation.ts';
import { FiguresList } from './figures-list.tsx';
import { managementAreaLabel } from '../../components/management-areas.ts';

type Valid = Exclude<Extract<CertificateVerification, { valid: true }>, { kind: 'interim' }>;
type Interim = Extract<CertificateVerification, { kind: 'interim' }>;

/**
 * A check mark in a circle (valid), a cross (not valid) or an "i" (an interim status); decorative,
 * the heading says it.
 */
function VerdictIcon({ valid }: { valid: boolean | 'interim' }) {
  const path = valid === 'interim' ? 'M24 21v13M24 14v1' : valid ? 'M14 25l7 7 13-15' : 'M16 16l16 16M32 16L16 32';
  return (
    <svg className="verify-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" />
      <path d={path} />
    </svg>
  );
}

/**
 * A company's interim status (decision 104): genuine, but said plainly to be no certificate, with
 * the figures of its day and the share a certificate needs.
 */
function InterimResult({ result }: { result: Interim }) {
  const { t } = useLingui();
  const headingId = useId();
  const date = formatBerlinDate(result.issuedAt);
  const minPercent = result.minPercent;
  return (
    <section className="card verify-result" data-valid="interim" aria-labelledby={headingId}>
      <div className="verify-verdict">
        <VerdictIcon valid="interim" />
        <div>
          <h2 id={headingId}>{t({ id: 'verify.interim', message: 'Zwischenstand – kein Zertifikat' })}</h2>
          <p>
            {t({
              id: 'verify.interim_text',
              message: `Dieser Prüfcode gehört zu einem echten Zwischenstand vom ${date}, nicht zu einem Zertifikat. Er zeigt, wie weit das Unternehmen seine Mitarbeitenden an diesem Tag geschult hatte. Ein Unternehmenszertifikat wird erst ausgestellt, wenn mindestens ${minPercent} % der Personen mit zugewiesenen Kursen alle ihre Kurse bestanden haben.`,
            })}
          </p>
        </div>
      </div>
      <dl className="certificate-facts">
        <div>
          <dt>{t({ id: 'verify.company', message: 'Unternehmen' })}</dt>
          <dd>{result.companyName}</dd>
        </div>
        <div>
          <dt>{t({ id: 'verify.insurance_number', message: 'Versicherungsnummer' })}</dt>
          <dd>{result.insuranceNumber}</dd>
        </div>
        <div>
          <dt>{t({ id: 'verify.interim_as_of', message: 'Stand vom' })}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t({ id: 'verify.code', message: 'Prüfcode' })}</dt>
          <dd className="verify-code">{result.code}</dd>
        </div>
      </dl>
      <h3>{t({ id: 'verify.interim_figures', message: 'Stand der Schulungen an diesem Tag' })}</h3>
      <FiguresList figures={result.figures} />
      {result.simulations && <p className="certificate-simulations">{participationText(result.simulations)}</p>}
    </section>
  );
}

/** What a valid certificate shows, as its holder or the insurer reads it. */
function Facts({ result }: { result: Valid }) {
  const { t } = useLingui();
  const issued = formatBerlinDate(result.issuedAt);
  const until = formatBerlinDate(result.validUntil);
  return (
    <>
      <dl className="certificate-facts">
        {(result.kind === 'personal' || result.kind === 'management') && (
          <div>
            <dt>{t({ id: 'verify.holder', message: 'Ausgestellt für' })}</dt>
            <dd className="verify-holder">{result.holderName}</dd>
          </div>
        )}
        <div>
          <dt>{t({ id: 'verify.company', message: 'Unternehmen' })}</dt>
          <dd>{result.companyName}</dd>
        </div>
        {result.kind === 'company' && (
          <div>
            <dt>{t({ id: 'verify.insurance_number', message: 'Versicherungsnummer' })}</dt>
            <dd>{result.insuranceNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t({ id: 'verify.issued', message: 'Ausgestellt am' })}</dt>
          <dd>{issued}</dd>
        </div>
        <div>
          <dt>
            {result.lapsed
              ? t({ id: 'verify.lapsed_on', message: 'Abgelaufen am' })
              : t({ id: 'verify.valid_until', message: 'Gültig bis' })}
          </dt>
          <dd>{until}</dd>
        </div>
        <div>
          <dt>{t({ id: 'verify.code', message: 'Prüfcode' })}</dt>
          <dd className="verify-code">{result.code}</dd>
        </div>
      </dl>
      {result.kind === 'personal' ? (
        <>
          <h3>{t({ id: 'verify.courses', message: 'Bestandene Kurse' })}</h3>
          <ul className="certificate-courses">
            {result.courses.map((course) => {
              const date = formatBerlinDate(course.passedAt);
              return (
                <li key={course.slug} data-passed="true">
                  <span className="certificate-course-title">{course.title}</span>
                  <span className="certificate-course-state">
                    {t({ id: 'certificates.passed_on', message: `bestanden am ${date}` })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : result.kind === 'management' ? (
        <ManagementFacts result={result} />
      ) : (
        <>
          <CompanyFacts figures={result.figures} />
          {result.simulations && <p className="certificate-simulations">{participationText(result.simulations)}</p>}
        </>
      )}
    </>
  );
}

/** The management training: when it was passed, how long it took, and what it covered. */
function ManagementFacts({ result }: { result: Extract<Valid, { kind: 'management' }> }) {
  const { t } = useLingui();
  const passed = formatBerlinDate(result.passedAt);
  const minutes = result.minutes;
  return (
    <>
      <p className="certificate-management-passed">
        {t({
          id: 'verify.management_passed',
          message: `Abschlusstest bestanden am ${passed}; Lernzeit ${minutes} Minuten.`,
        })}
      </p>
      <h3>{t({ id: 'verify.management_areas', message: 'Inhaltsbereiche nach § 38 Abs. 3 BSIG' })}</h3>
      <ul className="certificate-courses">
        {result.areas.map((area) => (
          <li key={area} data-passed="true">
            <span className="certificate-course-title">{managementAreaLabel(area)}</span>
          </li>
        ))}
      </ul>
      <h3>{t({ id: 'verify.management_modules', message: 'Module' })}</h3>
      <ul className="certificate-courses">
        {result.modules.map((title) => (
          <li key={title}>
            <span className="certificate-course-title">{title}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function CompanyFacts({ figures }: { figures: Extract<Valid, { kind: 'company' }>['figures'] }) {
  const { t } = useLingui();
  return (
    <>
      <h3>{t({ id: 'verify.figures', message: 'Stand der Schulungen bei Ausstellung' })}</h3>
      <FiguresList figures={figures} />
    </>
  );
}

/** The verdict on one code: valid with what the certificate shows, or clearly not valid. */
export function VerifyResult({ result }: { result: CertificateVerification }) {
  const { t } = useLingui();
  const headingId = useId();
  if (result.valid && result.kind === 'interim') return <InterimResult result={result} />;
  if (!result.valid) {
    return (
      <section className="card verify-result" data-valid="false" aria-labelledby={headingId}>
        <div className="verify-verdict">
          <VerdictIcon valid={false} />
          <h2 id={headingId}>{t({ id: 'verify.invalid', message: 'Dieses Zertifikat ist nicht gültig.' })}</h2>
        </div>
        <p>
          {t({
            id: 'verify.invalid_text',
            message:
              'Zu diesem Prüfcode gibt es kein gültiges Zertifikat. Bitte vergleichen Sie den Code mit dem Zertifikat. Ein Zertifikat verliert seine Gültigkeit, wenn die Schulungsergebnisse des Unternehmens zurückgesetzt wurden oder das Unternehmen sein Konto gelöscht hat.',
          })}
        </p>
      </section>
    );
  }
  if (result.lapsed) {
    const until = formatBerlinDate(result.validUntil);
    return (
      <section className="card verify-result" data-valid="lapsed" aria-labelledby={headingId}>
        <div className="verify-verdict">
          <VerdictIcon valid={false} />
          <div>
            <h2 id={headingId}>{t({ id: 'verify.lapsed', message: 'Zertifikat abgelaufen' })}</h2>
            <p>
              {t({
                id: 'verify.lapsed_text',
                message: `Dieses Zertifikat ist echt, gilt aber seit dem ${until} nicht mehr. Die Schulungen sind regelmäßig zu wiederholen; danach kann ein aktuelles Zertifikat ausgestellt werden.`,
              })}
            </p>
          </div>
        </div>
        <Facts result={result} />
      </section>
    );
  }
  return (
    <section className="card verify-result" data-valid="true" aria-labelledby={headingId}>
      <div className="verify-verdict">
        <VerdictIcon valid />
        <div>
          <h2 id={headingId}>{t({ id: 'verify.valid', message: 'Zertifikat gültig' })}</h2>
          <p className="hint">
            {result.kind === 'personal'
              ? t({
                  id: 'verify.valid_personal',
                  message: 'Persönliches Zertifikat über eine Schulung zur Informationssicherheit',
                })
              : result.kind === 'management'
                ? t({
                    id: 'verify.valid_management',
                    message: 'Nachweis der Geschäftsleitungsschulung (§ 38 Abs. 3 BSIG)',
                  })
                : t({
                    id: 'verify.valid_company',
                    message: 'Unternehmenszertifikat über die Schulung der Mitarbeitenden zur Informationssicherheit',
                  })}
          </p>
        </div>
      </div>
      <Facts result={result} />
    </section>
  );
}
