import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { EVIDENCE_LINK_DAYS, EVIDENCE_LINK_MAX_DAYS, type EvidencePackage } from '#shared/api/evidence.ts';
import { berlinToday } from '#shared/berlin-dates.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate, formatDateTime } from '../../components/format-dates.ts';
import { PdfCsvDownloads } from '../../components/pdf-csv-downloads.tsx';
import { toast } from '../../toasts/toast.ts';
import {
  downloadEvidence,
  evidencePackagesQuery,
  useCreateEvidencePackage,
  useRevokeEvidenceLink,
  useShareEvidencePackage,
} from './api/evidence.ts';
import { EvidenceFactsView, dayOf } from './evidence-facts.tsx';
import './evidence.css';

/**
 * /evidence, "Nachweispaket" (decision 110): the employer makes the package of a chosen day, keeps
 * it as PDF and CSV, and shares it with the insurer or the auditor through a link that expires and
 * can be withdrawn.
 */
export default function EvidencePage() {
  const { t, i18n } = useLingui();
  const packages = useQuery(evidencePackagesQuery(i18n.locale));
  return (
    <div className="stack evidence">
      <h1>{t({ id: 'evidence.heading', message: 'Nachweispaket' })}</h1>
      <p className="lead">
        {t({
          id: 'evidence.intro',
          message:
            'Ein Nachweispaket fasst für einen Stichtag zusammen, wer geschult ist, wie es um die Schulung der Geschäftsleitung, die KI-Kompetenz und Ihre Richtlinien steht und welche Phishing-Simulationen stattfanden – jeweils mit der Pflicht, die es belegt (BSIG, KI-Verordnung, DIN SPEC 27076, ISO/IEC 27001). Beschäftigte erscheinen nur als Zahlen. Teilen Sie es per Link mit Ihrer Versicherung oder Ihren Prüfern.',
        })}
      </p>
      <CreateForm />
      {packages.error ? (
        <p className="card" role="alert">
          {failureMessage(packages.error)}
        </p>
      ) : !packages.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : packages.data.length === 0 ? (
        <p className="card">{t({ id: 'evidence.none', message: 'Sie haben noch kein Nachweispaket erstellt.' })}</p>
      ) : (
        packages.data.map((pack, index) => <PackageCard key={pack.id} pack={pack} open={index === 0} />)
      )}
    </div>
  );
}

function CreateForm() {
  const { t } = useLingui();
  const today = berlinToday(new Date());
  const [asOf, setAsOf] = useState(today);
  const create = useCreateEvidencePackage();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(asOf, {
      onSuccess: () => toast.success(t({ id: 'evidence.created', message: 'Das Nachweispaket ist erstellt.' })),
    });
  };
  return (
    <form className="card stack evidence-create" onSubmit={submit} noValidate>
      <h2>{t({ id: 'evidence.create.heading', message: 'Neues Nachweispaket' })}</h2>
      <div className="field">
        <label htmlFor={fieldId}>{t({ id: 'evidence.create.as_of', message: 'Stichtag' })}</label>
        <input
          id={fieldId}
          type="date"
          value={asOf}
          max={today}
          required
          onChange={(event) => setAsOf(event.target.value)}
        />
      </div>
      {create.error && <p role="alert">{failureMessage(create.error)}</p>}
      <div>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending
            ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' })
            : t({ id: 'evidence.create.submit', message: 'Nachweispaket erstellen' })}
        </button>
      </div>
    </form>
  );
}

function PackageCard({ pack, open }: { pack: EvidencePackage; open: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const { facts } = pack;
  const name = t({ id: 'evidence.file', message: 'Nachweispaket' });
  return (
    <article className="card stack evidence-package" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'evidence.package.heading', message: `Stichtag ${dayOf(facts.asOf)}` })}</h2>
      <p className="evidence-meta">
        {t({
          id: 'evidence.package.made',
          message: `Erstellt am ${formatDateTime(pack.createdAt)} · ${facts.training.fullyTrained} von ${facts.training.learners} Personen vollständig geschult`,
        })}
      </p>
      <details open={open}>
        <summary>{t({ id: 'evidence.package.details', message: 'Alle Angaben des Pakets' })}</summary>
        <EvidenceFactsView facts={facts} titles={pack.courseTitles} />
      </details>
      <PdfCsvDownloads
        download={(format) => downloadEvidence(pack.id, format, `${name} ${facts.asOf}.${format}`)}
        pdfLabel={t({ id: 'evidence.pdf', message: 'Als PDF herunterladen' })}
        csvLabel={t({ id: 'evidence.csv', message: 'Als CSV-Datei' })}
      />
      <ShareLinks pack={pack} />
    </article>
  );
}

function ShareLinks({ pack }: { pack: EvidencePackage }) {
  const { t } = useLingui();
  const [days, setDays] = useState(String(EVIDENCE_LINK_DAYS));
  const [address, setAddress] = useState<string>();
  const share = useShareEvidencePackage();
  const revoke = useRevokeEvidenceLink();
  const daysId = useId();
  const addressId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate({ id: pack.id, days: Number(days) }, { onSuccess: (link) => setAddress(link.url) });
  };
  const [now] = useState(() => Date.now());
  const failed = share.error ?? revoke.error;
  return (
    <section className="stack evidence-share" aria-label={t({ id: 'evidence.share.heading', message: 'Teilen' })}>
      <h3>{t({ id: 'evidence.share.heading', message: 'Teilen' })}</h3>
      <form className="evidence-share-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={daysId}>{t({ id: 'evidence.share.days', message: 'Link gültig für (Tage)' })}</label>
          <input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={1}
            max={EVIDENCE_LINK_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
        <button type="submit" className="button secondary" disabled={share.isPending}>
          {t({ id: 'evidence.share.submit', message: 'Link erstellen' })}
        </button>
      </form>
      {failed && <p role="alert">{failureMessage(failed)}</p>}
      {address && (
        <div className="field evidence-address">
          <label htmlFor={addressId}>
            {t({
              id: 'evidence.share.address',
              message: 'Link zum Weitergeben (wird nur jetzt angezeigt)',
            })}
          </label>
          <div className="evidence-address-row">
            <input id={addressId} type="text" readOnly value={address} onFocus={(event) => event.target.select()} />
            <button
              type="button"
              className="button secondary"
              onClick={() =>
                void navigator.clipboard
                  .writeText(address)
                  .then(() => toast.success(t({ id: 'evidence.share.copied', message: 'Link kopiert.' })))
              }
            >
              {t({ id: 'evidence.share.copy', message: 'Kopieren' })}
            </button>
          </div>
        </div>
      )}
      {pack.links.length > 0 && (
        <div className="table-scroll">
          <table className="evidence-links">
            <caption>{t({ id: 'evidence.links.caption', message: 'Geteilte Links' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'evidence.links.created', message: 'Erstellt' })}</th>
                <th scope="col">{t({ id: 'evidence.links.state', message: 'Status' })}</th>
                <th scope="col">{t({ id: 'evidence.links.opened', message: 'Zuletzt geöffnet' })}</th>
                <th scope="col">
                  <span className="visually-hidden">{t({ id: 'evidence.links.action', message: 'Aktion' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pack.links.map((link) => {
                const ended = link.revokedAt !== null || new Date(link.expiresAt).getTime() <= now;
                return (
                  <tr key={link.id}>
                    <td>{formatDateTime(link.createdAt)}</td>
                    <td>
                      {link.revokedAt
                        ? t({ id: 'evidence.links.revoked', message: `zurückgezogen am ${formatDate(link.revokedAt)}` })
                        : ended
                          ? t({ id: 'evidence.links.expired', message: `abgelaufen am ${formatDate(link.expiresAt)}` })
                          : t({ id: 'evidence.links.active', message: `gültig bis ${formatDate(link.expiresAt)}` })}
                    </td>
                    <td>
                      {link.lastOpenedAt
                        ? formatDateTime(link.lastOpenedAt)
                        : t({ id: 'evidence.links.never', message: 'noch nicht' })}
                    </td>
                    <td>
                      {!ended && (
                        <button
                          type="button"
                          className="button secondary"
                          disabled={revoke.isPending}
                          onClick={() => revoke.mutate({ id: pack.id, linkId: link.id })}
                        >
                          {t({ id: 'evidence.links.revoke', message: 'Zurückziehen' })}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
