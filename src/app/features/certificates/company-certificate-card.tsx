import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Company } from '#shared/api/companies.ts';
import type { Role } from '#shared/constants.ts';
import { isFilledPolicyNumber } from '#shared/rules/policy-number.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '#shared/constants.ts';
import { companyCertificateEarned, trainedPercent, type TrainedShare } from '#shared/rules/company-certificate.ts';
import { berlinToday } from '#shared/berlin-dates.ts';
import { downloadCompanyCertificate } from './api/download-certificate.ts';
import { CertificateDownload } from './certificate-download.tsx';
import { SendToInsurer } from './send-to-insurer.tsx';

/**
 * What the company certificate will name, and its download. Without a valid insurance number
 * there is none (docs/product.md R15): the card says what is wrong and where it is put right; only the
 * employer changes company data (docs/product.md R5), so a manager is asked to tell them. Below the
 * share of decision 104 the card says that the download is an interim status (the server decides
 * from its own figures; `share` is today's overview); the employer may send the link to the insurer.
 */
export function CompanyCertificateCard({
  company,
  role,
  share,
}: {
  company: Company;
  role: Role;
  share: TrainedShare | undefined;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const number = company.insuranceNumber ?? '';
  const ready = isFilledPolicyNumber(number);
  const { street, postCode, city } = company.address;
  const address = [street, [postCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const name = company.companyName;
  const interim = share !== undefined && !companyCertificateEarned(share);
  const percent = share ? trainedPercent(share) : 0;
  const minPercent = COMPANY_CERTIFICATE_MIN_PERCENT;

  return (
    <section className="card certificate-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'proof.card_title', message: 'Angaben auf dem Zertifikat' })}</h2>
      <dl className="certificate-facts">
        <div>
          <dt>{t({ id: 'proof.company', message: 'Unternehmen' })}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t({ id: 'proof.address', message: 'Anschrift' })}</dt>
          <dd>{address || '–'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'proof.insurance_number', message: 'Versicherungsnummer' })}</dt>
          <dd data-invalid={!ready}>{number || '–'}</dd>
        </div>
      </dl>

      {!ready && (
        <div className="notice certificate-warning" role="status">
          <p>
            {number === ''
              ? t({
                  id: 'proof.number_missing',
                  message:
                    'Für das Unternehmenszertifikat fehlt die Versicherungsnummer. Sobald sie hinterlegt ist, können Sie das Zertifikat herunterladen.',
                })
              : t({
                  id: 'proof.number_invalid',
                  message:
                    'Die hinterlegte Versicherungsnummer ist nicht korrekt. Sie muss aus „AS-“ und 10 Ziffern bestehen, wie auf Ihrem Versicherungsschein. Bis sie korrigiert ist, wird kein Unternehmenszertifikat ausgestellt.',
                })}
          </p>
          {role === 'employer' ? (
            <Link href="/account-settings">
              {t({ id: 'proof.to_settings', message: 'Versicherungsnummer in den Kontoeinstellungen eintragen' })}
            </Link>
          ) : (
            <p>
              {t({
                id: 'proof.ask_owner',
                message:
                  'Bitte wenden Sie sich an die Inhaberin oder den Inhaber des Kontos: Nur sie können die Unternehmensdaten ändern.',
              })}
            </p>
          )}
        </div>
      )}

      {ready && (
        <>
          {interim && (
            <div className="notice certificate-interim" role="status">
              <p>
                <strong>{t({ id: 'proof.interim_title', message: 'Noch kein Unternehmenszertifikat' })}</strong>
              </p>
              <p>
                {t({
                  id: 'proof.interim_text',
                  message: `Das Zertifikat mit Siegel wird ausgestellt, sobald mindestens ${minPercent} % der Personen mit zugewiesenen Kursen alle ihre Kurse bestanden haben; heute sind es ${percent} %. Bis dahin erhalten Sie einen datierten Zwischenstand ohne Siegel. Auch ihn kann Ihr Versicherer online prüfen.`,
                })}
              </p>
            </div>
          )}
          <p className="hint">
            {t({
              id: 'proof.download_hint',
              message:
                'Jedes heruntergeladene Zertifikat erhält einen eigenen Prüfcode. Damit kann Ihr Versicherer online prüfen, dass es echt ist. Setzen Sie die Schulungsergebnisse zurück, verlieren bis dahin ausgestellte Zertifikate ihre Gültigkeit.',
            })}
          </p>
          <CertificateDownload
            label={
              interim
                ? t({ id: 'proof.download_interim', message: 'Zwischenstand herunterladen' })
                : t({ id: 'proof.download', message: 'Unternehmenszertifikat herunterladen' })
            }
            download={(lang) => downloadCompanyCertificate(lang, fallbackName(lang, name, interim))}
          />
          {role === 'employer' ? (
            <SendToInsurer />
          ) : (
            <p className="hint">
              {t({
                id: 'proof.send.owner_only',
                message:
                  'Nur die Inhaberin oder der Inhaber des Kontos kann den Prüflink per E-Mail an den Versicherer senden.',
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The file's name should the answer not carry one (the server names it, as its PDF says). */
function fallbackName(lang: 'de' | 'en', name: string, interim: boolean): string {
  const day = berlinToday(new Date());
  if (interim) return lang === 'de' ? `Zwischenstand ${name} ${day}.pdf` : `Interim status ${name} ${day}.pdf`;
  return lang === 'de' ? `Unternehmenszertifikat ${name}.pdf` : `Company certificate ${name}.pdf`;
}
