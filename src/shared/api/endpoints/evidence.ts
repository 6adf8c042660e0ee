import { IdParam } from '../common.ts';
import {
  CreateEvidencePackageRequest,
  EVIDENCE_LINK_DAYS,
  EVIDENCE_LINK_MAX_DAYS,
  EVIDENCE_PACKAGES_MAX,
  EvidenceDocumentQuery,
  EvidenceLink,
  EvidenceLinkParams,
  EvidencePackage,
  EvidenceTokenParams,
  ShareEvidenceRequest,
  SharedEvidence,
  SharedEvidenceLink,
} from '../evidence.ts';
import { endpoint } from '../endpoint.ts';
import * as v from 'valibot';
import { ADMIN, ANYONE, EMPLOYER } from './access.ts';
import {
  EVIDENCE_STATUS_PAGE_SIZE,
  EvidenceStatusFilters,
  EvidenceStatusQuery,
  EvidenceStatusResponse,
} from '../evidence-status.ts';

const tag = 'Evidence package';
const FILE =
  '`format=pdf` (default) or `format=csv` (";", UTF-8 with byte-order mark, formulas neutralised, one row ' +
  'per figure with the duties it serves), in the request’s language.';

/** The evidence package for the insurer and the auditor (docs/decisions/110-evidence-package.md). */
export const evidenceEndpoints = {
  evidencePackages: endpoint({
    method: 'GET',
    path: '/evidence/packages',
    summary: 'The company’s evidence packages',
    description:
      'Employer only (managers and employees 403). Newest first, each with its facts as kept, the course ' +
      'titles in the request’s language and its links (never their addresses).',
    tag,
    access: EMPLOYER,
    response: v.array(EvidencePackage),
  }),
  createEvidencePackage: endpoint({
    method: 'POST',
    path: '/evidence/packages',
    summary: 'Make the evidence package of a day',
    description:
      'Employer only. `asOf`: a day (yyyy-mm-dd, German time) from the company’s registration to today, else ' +
      '400 `EVIDENCE_DAY_INVALID`. The figures hold for the end of that day (today: for now) and are kept as ' +
      'computed: share of people with a valid pass per course, overall and by role; the named management with ' +
      'their last pass; the AI-literacy record; policy confirmations; phishing simulations held (participation ' +
      `only). Staff appear as counts, management by name. The company keeps ${EVIDENCE_PACKAGES_MAX} packages ` +
      'never shared; beyond that the oldest of them goes. Audited.',
    tag,
    access: EMPLOYER,
    body: CreateEvidencePackageRequest,
    response: EvidencePackage,
  }),
  evidenceDocument: endpoint({
    method: 'GET',
    path: '/evidence/packages/:id{[0-9]+}/document',
    summary: 'An evidence package as a PDF or CSV',
    description: `Employer only; another company’s package is 404. ${FILE}`,
    tag,
    access: EMPLOYER,
    params: IdParam,
    query: EvidenceDocumentQuery,
    response: { file: ['application/pdf', 'text/csv'] },
  }),
  shareEvidencePackage: endpoint({
    method: 'POST',
    path: '/evidence/packages/:id{[0-9]+}/links',
    summary: 'Share a package through a link that expires',
    description:
      `Employer only. \`days\` (1–${EVIDENCE_LINK_MAX_DAYS}, default ${EVIDENCE_LINK_DAYS}): how long the link ` +
      'works. The answer holds the address `<PUBLIC_URL>/evidence/shared/<token>` this once; only its hash is ' +
      'kept. Audited.',
    tag,
    access: EMPLOYER,
    params: IdParam,
    body: ShareEvidenceRequest,
    response: SharedEvidenceLink,
  }),
  revokeEvidenceLink: endpoint({
    method: 'DELETE',
    path: '/evidence/packages/:id{[0-9]+}/links/:linkId{[0-9]+}',
    summary: 'Withdraw a shared link',
    description:
      'Employer only. The link stops working at once (410 `EVIDENCE_LINK_REVOKED` for whoever opens it); ' +
      'withdrawing it again answers the same link. Audited.',
    tag,
    access: EMPLOYER,
    params: EvidenceLinkParams,
    response: EvidenceLink,
  }),
  sharedEvidence: endpoint({
    method: 'GET',
    path: '/evidence/shared/:token',
    summary: 'A shared evidence package (public)',
    description:
      'No account: the package’s facts as the server keeps them, and the company’s key figures of this moment ' +
      'beside them; `current` says whether those still match. An unknown token is 404, an expired link 410 ' +
      '`EVIDENCE_LINK_EXPIRED` (with the day it ended), a withdrawn one 410 `EVIDENCE_LINK_REVOKED`.',
    tag,
    access: ANYONE,
    params: EvidenceTokenParams,
    response: SharedEvidence,
  }),
  sharedEvidenceDocument: endpoint({
    method: 'GET',
    path: '/evidence/shared/:token/document',
    summary: 'A shared evidence package as a PDF or CSV (public)',
    description: `No account, while the link works (else as GET /evidence/shared/{token}). ${FILE}`,
    tag,
    access: ANYONE,
    params: EvidenceTokenParams,
    query: EvidenceDocumentQuery,
    response: { file: ['application/pdf', 'text/csv'] },
  }),
  evidenceStatus: endpoint({
    method: 'GET',
    path: '/admin/evidence-status',
    summary: 'Every policyholder’s evidence status, and the whole book’s figures (admin)',
    description:
      'Admins only. Per company: people with courses and those fully trained (the statistics’ totals), the ' +
      'named management and how many of them hold a valid pass, the last evidence package and the last link ' +
      'shared; never a name of staff. Filters: `coverage` (`reached`: at least the company certificate’s share ' +
      'fully trained, `below`), `management` (`none` named, `open`, all `valid`), `shared` (`never`, ' +
      '`lastYear`), `search` (name or insurance number). ' +
      `${EVIDENCE_STATUS_PAGE_SIZE} rows from \`offset\`, by ` +
      'name, with `total`; `book` sums every policyholder whatever the filters.',
    tag,
    access: ADMIN,
    query: EvidenceStatusQuery,
    response: EvidenceStatusResponse,
  }),
  evidenceStatusExport: endpoint({
    method: 'GET',
    path: '/admin/evidence-status/export',
    summary: 'The policyholders’ evidence status as CSV (admin)',
    description:
      'Admins only. Every policyholder matching the filters of GET /admin/evidence-status, one row each (";", ' +
      'UTF-8 with byte-order mark, formulas neutralised), headings in the request’s language.',
    tag,
    access: ADMIN,
    query: EvidenceStatusFilters,
    response: { file: 'text/csv' },
  }),
} as const;
