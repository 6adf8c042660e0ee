import type {
  EvidenceStatusFilters,
  EvidenceStatusQuery,
  EvidenceStatusResponse,
  EvidenceStatusRow,
} from '#shared/api/evidence-status.ts';
import { EVIDENCE_STATUS_PAGE_SIZE } from '#shared/api/evidence-status.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT, type Lang } from '#shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { foldAll } from '../statistics/summary-folding.ts';
import { csvDocument } from '../privacy/csv-export.ts';
import { day } from '../privacy/export-words.ts';
import { evidenceBook, evidenceStatusPage, type EvidenceStatusDbRow } from './evidence-status.repository.ts';

/** The insurer's view of every policyholder's evidence (docs/decisions/111-insurer-evidence-view.md). */

const rowView = (row: EvidenceStatusDbRow): EvidenceStatusRow => ({
  companyId: row.company_id,
  companyName: row.company_name,
  insuranceNumber: row.insurance_number,
  learners: row.learners,
  fullyTrained: row.fully_trained,
  fullyTrainedPercent: row.learners === 0 ? null : Math.floor((row.fully_trained * 100) / row.learners),
  managementNamed: row.management_named,
  managementValid: row.management_valid,
  lastPackageAt: row.last_package_at ? new Date(row.last_package_at).toISOString() : null,
  lastSharedAt: row.last_shared_at ? new Date(row.last_shared_at).toISOString() : null,
});

const settings = (deps: AppDeps) => ({
  now: deps.now(),
  months: deps.config.trainingValidityMonths,
  minPercent: COMPANY_CERTIFICATE_MIN_PERCENT,
});

/** GET /admin/evidence-status: the book's figures and a page of the policyholders that match. */
export async function evidenceStatus(deps: AppDeps, query: EvidenceStatusQuery): Promise<EvidenceStatusResponse> {
  const { now, months, minPercent } = settings(deps);
  // The statistics' queued changes first, so the figures match the companies' dashboards.
  await foldAll(deps.db);
  const [book, page] = await Promise.all([
    evidenceBook(deps.db, now, months, minPercent),
    evidenceStatusPage(deps.db, {
      filters: query,
      offset: query.offset,
      limit: EVIDENCE_STATUS_PAGE_SIZE,
      now,
      months,
      minPercent,
    }),
  ]);
  return {
    book: {
      companies: book.companies,
      learners: book.learners,
      fullyTrained: book.fully_trained,
      coverageReached: book.coverage_reached,
      managementNamed: book.management_named,
      managementValid: book.management_valid,
      sharedLastYear: book.shared_last_year,
      minPercent: COMPANY_CERTIFICATE_MIN_PERCENT,
    },
    total: page.total,
    rows: page.rows.map(rowView),
  };
}

const CSV_HEADERS: Record<Lang, string[]> = {
  de: [
    'Unternehmen',
    'Versicherungsnummer',
    'Personen mit Kursen',
    'Vollständig geschult',
    'Anteil geschult (%)',
    'Geschäftsleitung benannt',
    'Geschäftsleitung gültig geschult',
    'Letztes Nachweispaket',
    'Zuletzt geteilt',
  ],
  en: [
    'Company',
    'Insurance number',
    'People with courses',
    'Fully trained',
    'Share trained (%)',
    'Management named',
    'Management validly trained',
    'Last evidence package',
    'Last shared',
  ],
};

/** GET /admin/evidence-status/export: every matching policyholder as CSV, in the request's language. */
export async function evidenceStatusCsv(deps: AppDeps, filters: EvidenceStatusFilters, lang: Lang): Promise<string> {
  const { now, months, minPercent } = settings(deps);
  await foldAll(deps.db);
  const page = await evidenceStatusPage(deps.db, { filters, offset: 0, limit: null, now, months, minPercent });
  return csvDocument([
    CSV_HEADERS[lang],
    ...page.rows
      .map(rowView)
      .map((row) => [
        row.companyName,
        row.insuranceNumber,
        row.learners,
        row.fullyTrained,
        row.fullyTrainedPercent,
        row.managementNamed,
        row.managementValid,
        day(row.lastPackageAt),
        day(row.lastSharedAt),
      ]),
  ]);
}
