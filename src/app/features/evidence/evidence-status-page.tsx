import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  COVERAGE_FILTERS,
  EVIDENCE_STATUS_PAGE_SIZE,
  MANAGEMENT_FILTERS,
  SHARED_FILTERS,
  type EvidenceBook,
  type EvidenceStatusFilters,
} from '#shared/api/evidence-status.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '#shared/constants.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate } from '../../components/format-dates.ts';
import { useDownload } from '../../components/use-download.ts';
import { downloadEvidenceStatus, evidenceStatusQuery } from './api/evidence.ts';
import './evidence.css';

const NO_FILTERS: EvidenceStatusFilters = { coverage: 'any', management: 'any', shared: 'any', search: '' };
const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.floor((part * 100) / whole)} %`);

/**
 * /admin/evidence, "Nachweisstatus" (decision 111): the insurer's view of every policyholder's
 * evidence (training coverage, management training, the last package shared) with filters and a
 * CSV, and the whole book's figures; no names of staff.
 */
export default function EvidenceStatusPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const status = useQuery(evidenceStatusQuery({ ...filters, offset: String(offset) }));
  const { busy, run } = useDownload();
  const data = status.data;
  return (
    <div className="stack evidence">
      <h1>{t({ id: 'evidence.status.heading', message: 'Nachweisstatus' })}</h1>
      <p className="lead">
        {t({
          id: 'evidence.status.intro',
          message:
            'Wie weit Ihre Versicherungsnehmer ihre Schulungspflichten belegen: Anteil vollständig geschulter Personen, Schulung der Geschäftsleitung und das zuletzt geteilte Nachweispaket. Namen von Beschäftigten erscheinen hier nicht.',
        })}
      </p>
      {status.error && (
        <p className="card" role="alert">
          {failureMessage(status.error)}
        </p>
      )}
      {data && <BookFigures book={data.book} />}
      <Filters
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setOffset(0);
        }}
      />
      {!data ? (
        !status.error && <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <section className="card stack" aria-label={t({ id: 'evidence.status.list', message: 'Versicherungsnehmer' })}>
          <p role="status">
            {t({ id: 'evidence.status.count', message: `Passend zur Auswahl: ${data.total} Versicherungsnehmer` })}
          </p>
          <div className="table-scroll">
            <table className="evidence-status">
              <caption className="visually-hidden">
                {t({ id: 'evidence.status.list', message: 'Versicherungsnehmer' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'evidence.status.company', message: 'Unternehmen' })}</th>
                  <th scope="col">{t({ id: 'evidence.status.insurance', message: 'Versicherungsnummer' })}</th>
                  <th scope="col">{t({ id: 'evidence.status.trained', message: 'Vollständig geschult' })}</th>
                  <th scope="col">{t({ id: 'evidence.status.management', message: 'Geschäftsleitung' })}</th>
                  <th scope="col">{t({ id: 'evidence.status.shared', message: 'Zuletzt geteilt' })}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.companyId}>
                    <th scope="row">{row.companyName}</th>
                    <td>{row.insuranceNumber ?? '–'}</td>
                    <td>
                      {row.learners === 0
                        ? t({ id: 'evidence.status.no_learners', message: 'keine Kurse zugewiesen' })
                        : t({
                            id: 'evidence.status.trained_value',
                            message: `${row.fullyTrained} von ${row.learners} (${row.fullyTrainedPercent ?? 0} %)`,
                          })}
                    </td>
                    <td>
                      {row.managementNamed === 0
                        ? t({ id: 'evidence.status.none_named', message: 'niemand benannt' })
                        : t({
                            id: 'evidence.status.management_value',
                            message: `${row.managementValid} von ${row.managementNamed} gültig geschult`,
                          })}
                    </td>
                    <td>
                      {row.lastSharedAt
                        ? formatDate(row.lastSharedAt)
                        : t({ id: 'evidence.status.never', message: 'nie' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="evidence-downloads">
            <button
              type="button"
              className="button secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - EVIDENCE_STATUS_PAGE_SIZE))}
            >
              {t({ id: 'evidence.status.previous', message: 'Vorherige Seite' })}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={offset + EVIDENCE_STATUS_PAGE_SIZE >= data.total}
              onClick={() => setOffset(offset + EVIDENCE_STATUS_PAGE_SIZE)}
            >
              {t({ id: 'evidence.status.next', message: 'Nächste Seite' })}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy !== undefined}
              onClick={() =>
                void run('csv', () =>
                  downloadEvidenceStatus(filters, t({ id: 'evidence.status.file', message: 'Nachweisstatus.csv' })),
                )
              }
            >
              {busy === 'csv'
                ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' })
                : t({ id: 'evidence.status.csv', message: 'Auswahl als CSV-Datei' })}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

function BookFigures({ book }: { book: EvidenceBook }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'evidence.status.book', message: 'Gesamter Bestand' })}</h2>
      <ul className="figure-tiles">
        <li>
          <strong>{book.companies}</strong>
          <span>{t({ id: 'evidence.status.book.companies', message: 'Versicherungsnehmer' })}</span>
        </li>
        <li>
          <strong>{share(book.fullyTrained, book.learners)}</strong>
          <span>
            {t({
              id: 'evidence.status.book.trained',
              message: `der ${book.learners} Personen mit Kursen vollständig geschult`,
            })}
          </span>
        </li>
        <li>
          <strong>{book.coverageReached}</strong>
          <span>
            {t({
              id: 'evidence.status.book.reached',
              message: `Versicherungsnehmer, bei denen mindestens ${book.minPercent} % vollständig geschult sind`,
            })}
          </span>
        </li>
        <li>
          <strong>
            {t({
              id: 'evidence.status.book.management_value',
              message: `${book.managementValid} von ${book.managementNamed}`,
            })}
          </strong>
          <span>
            {t({
              id: 'evidence.status.book.management',
              message: 'Versicherungsnehmer mit benannter Geschäftsleitung, die vollständig geschult ist',
            })}
          </span>
        </li>
        <li>
          <strong>{book.sharedLastYear}</strong>
          <span>
            {t({
              id: 'evidence.status.book.shared',
              message: 'Versicherungsnehmer haben in den letzten 12 Monaten ein Nachweispaket geteilt',
            })}
          </span>
        </li>
      </ul>
    </section>
  );
}

function Filters({
  initial,
  onApply,
}: {
  initial: EvidenceStatusFilters;
  onApply: (filters: EvidenceStatusFilters) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const ids = { coverage: useId(), management: useId(), shared: useId(), search: useId() };
  const coverageWords: Record<(typeof COVERAGE_FILTERS)[number], string> = {
    any: t({ id: 'evidence.status.filter.any', message: 'Alle' }),
    reached: t({ id: 'evidence.status.filter.reached', message: `mindestens ${COMPANY_CERTIFICATE_MIN_PERCENT} %` }),
    below: t({ id: 'evidence.status.filter.below', message: `unter ${COMPANY_CERTIFICATE_MIN_PERCENT} %` }),
  };
  const managementWords: Record<(typeof MANAGEMENT_FILTERS)[number], string> = {
    any: t({ id: 'evidence.status.filter.any', message: 'Alle' }),
    none: t({ id: 'evidence.status.filter.none', message: 'Niemand benannt' }),
    open: t({ id: 'evidence.status.filter.open', message: 'Schulung offen' }),
    valid: t({ id: 'evidence.status.filter.valid', message: 'Vollständig geschult' }),
  };
  const sharedWords: Record<(typeof SHARED_FILTERS)[number], string> = {
    any: t({ id: 'evidence.status.filter.any', message: 'Alle' }),
    never: t({ id: 'evidence.status.filter.never', message: 'Nie geteilt' }),
    lastYear: t({ id: 'evidence.status.filter.last_year', message: 'In den letzten 12 Monaten' }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      className="card evidence-filters"
      onSubmit={submit}
      aria-label={t({ id: 'evidence.status.filters', message: 'Auswahl' })}
    >
      <div className="field">
        <label htmlFor={ids.coverage}>
          {t({ id: 'evidence.status.filter.coverage', message: 'Anteil vollständig geschult' })}
        </label>
        <select
          id={ids.coverage}
          value={draft.coverage}
          onChange={(event) =>
            setDraft({ ...draft, coverage: event.target.value as EvidenceStatusFilters['coverage'] })
          }
        >
          {COVERAGE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {coverageWords[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.management}>
          {t({ id: 'evidence.status.filter.management', message: 'Geschäftsleitung' })}
        </label>
        <select
          id={ids.management}
          value={draft.management}
          onChange={(event) =>
            setDraft({ ...draft, management: event.target.value as EvidenceStatusFilters['management'] })
          }
        >
          {MANAGEMENT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {managementWords[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.shared}>
          {t({ id: 'evidence.status.filter.shared', message: 'Nachweispaket geteilt' })}
        </label>
        <select
          id={ids.shared}
          value={draft.shared}
          onChange={(event) => setDraft({ ...draft, shared: event.target.value as EvidenceStatusFilters['shared'] })}
        >
          {SHARED_FILTERS.map((value) => (
            <option key={value} value={value}>
              {sharedWords[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.search}>
          {t({ id: 'evidence.status.filter.search', message: 'Name oder Versicherungsnummer' })}
        </label>
        <input
          id={ids.search}
          type="search"
          maxLength={100}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        />
      </div>
      <div>
        <button type="submit" className="button">
          {t({ id: 'evidence.status.apply', message: 'Anzeigen' })}
        </button>
      </div>
    </form>
  );
}
