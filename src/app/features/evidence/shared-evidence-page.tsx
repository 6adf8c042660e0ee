import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import type { SharedEvidence } from '#shared/api/evidence.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate, formatDateTime } from '../../components/format-dates.ts';
import { PublicLayout } from '../../components/public-layout.tsx';
import { PdfCsvDownloads } from '../../components/pdf-csv-downloads.tsx';
import { downloadSharedEvidence, sharedEvidenceQuery } from './api/evidence.ts';
import { EvidenceFactsView, dayOf } from './evidence-facts.tsx';
import './evidence.css';

/**
 * /evidence/shared/:token, public (decision 110): whoever the employer gave the link sees the
 * package as the server keeps it and, beside it, whether today's figures still match.
 */
export default function SharedEvidencePage() {
  const { t, i18n } = useLingui();
  const token = useParams<{ token: string }>().token ?? '';
  const shared = useQuery(sharedEvidenceQuery(token, i18n.locale || 'de'));
  return (
    <PublicLayout
      headerExtra={
        <Link className="button secondary" href="/login">
          {t({ id: 'login.title', message: 'Anmelden' })}
        </Link>
      }
    >
      <div className="stack evidence evidence-shared">
        <h1>{t({ id: 'evidence.heading', message: 'Nachweispaket' })}</h1>
        {shared.isPending && (
          <p className="card" role="status">
            {t({ id: 'common.loading', message: 'Wird geladen …' })}
          </p>
        )}
        {shared.error && (
          <p className="card" role="alert">
            {failureMessage(shared.error)}
          </p>
        )}
        {shared.data && <SharedPackage shared={shared.data} token={token} />}
      </div>
    </PublicLayout>
  );
}

function SharedPackage({ shared, token }: { shared: SharedEvidence; token: string }) {
  const { t } = useLingui();
  const { facts, today } = shared;
  const name = t({ id: 'evidence.file', message: 'Nachweispaket' });
  return (
    <>
      <div className="card stack">
        <p className="evidence-company">{facts.companyName}</p>
        <p>
          {t({ id: 'evidence.shared.as_of', message: `Stichtag: ${dayOf(facts.asOf)}` })}
          {facts.insuranceNumber &&
            ` · ${t({ id: 'evidence.shared.insurance', message: `Versicherungsnummer: ${facts.insuranceNumber}` })}`}
        </p>
        <p className="evidence-meta">
          {t({
            id: 'evidence.shared.source',
            message: `Die Angaben stammen aus den Aufzeichnungen des Portals und sind so gespeichert, wie sie am Stichtag galten. Dieser Link gilt bis ${formatDate(shared.expiresAt)}.`,
          })}
        </p>
      </div>
      <div className={`card stack evidence-current ${shared.current ? 'is-current' : 'is-changed'}`} role="status">
        <p>
          <strong>
            {shared.current
              ? t({ id: 'evidence.shared.current', message: 'Die Angaben gelten unverändert.' })
              : t({ id: 'evidence.shared.changed', message: 'Seit dem Stichtag haben sich die Zahlen geändert.' })}
          </strong>
        </p>
        <p>
          {t({
            id: 'evidence.shared.today',
            message: `Stand ${formatDateTime(today.at)}: ${today.fullyTrained} von ${today.learners} Personen vollständig geschult, Geschäftsleitung ${today.managementValid} von ${today.managementNamed} gültig geschult, KI-Kompetenz ${today.aiTrained} von ${today.aiPeople}.`,
          })}
        </p>
      </div>
      <EvidenceFactsView facts={facts} titles={shared.courseTitles} level={2} />
      <p className="evidence-meta">
        {t({
          id: 'evidence.shared.scope',
          message:
            'Beschäftigte erscheinen nur als Zahlen; namentlich genannt ist allein die Geschäftsleitung. Ob das Unternehmen unter das BSI-Gesetz fällt, beurteilt es selbst.',
        })}
      </p>
      <PdfCsvDownloads
        download={(format) => downloadSharedEvidence(token, format, `${name} ${facts.asOf}.${format}`)}
        pdfLabel={t({ id: 'evidence.pdf', message: 'Als PDF herunterladen' })}
        csvLabel={t({ id: 'evidence.csv', message: 'Als CSV-Datei' })}
      />
    </>
  );
}
