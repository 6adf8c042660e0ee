import * as v from 'valibot';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '../constants.ts';
import { OneLine } from './common.ts';

/**
 * The insurer's view (docs/decisions/111-insurer-evidence-view.md): per policyholder the evidence
 * status, and the whole book's figures; counts only, never a name of staff.
 */

/** Training coverage: reached means at least COMPANY_CERTIFICATE_MIN_PERCENT of the learners fully trained. */
export const COVERAGE_FILTERS = ['any', 'reached', 'below'] as const;
/** Management: nobody named, someone named without a valid pass, everyone named validly trained. */
export const MANAGEMENT_FILTERS = ['any', 'none', 'open', 'valid'] as const;
/** Evidence shared: never, or a link made within the last year. */
export const SHARED_FILTERS = ['any', 'never', 'lastYear'] as const;
export const EVIDENCE_STATUS_PAGE_SIZE = 100;

/** GET /admin/evidence-status/export: the filters alone (the CSV holds every matching policyholder). */
export const EvidenceStatusFilters = v.strictObject({
  coverage: v.optional(v.picklist(COVERAGE_FILTERS), 'any'),
  management: v.optional(v.picklist(MANAGEMENT_FILTERS), 'any'),
  shared: v.optional(v.picklist(SHARED_FILTERS), 'any'),
  /** Part of the company's name or insurance number, case-insensitive. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), OneLine), ''),
});
export type EvidenceStatusFilters = v.InferOutput<typeof EvidenceStatusFilters>;

/** GET /admin/evidence-status: the filters and where the page starts. */
export const EvidenceStatusQuery = v.strictObject({
  ...EvidenceStatusFilters.entries,
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number)), '0'),
});
export type EvidenceStatusQuery = v.InferOutput<typeof EvidenceStatusQuery>;
export type EvidenceStatusQueryInput = v.InferInput<typeof EvidenceStatusQuery>;

export const EvidenceStatusRow = v.object({
  companyId: v.number(),
  companyName: v.string(),
  insuranceNumber: v.nullable(v.string()),
  learners: v.number(),
  fullyTrained: v.number(),
  /** Whole percent, rounded down; null without learners. */
  fullyTrainedPercent: v.nullable(v.number()),
  managementNamed: v.number(),
  managementValid: v.number(),
  lastPackageAt: v.nullable(v.string()),
  lastSharedAt: v.nullable(v.string()),
});
export type EvidenceStatusRow = v.InferOutput<typeof EvidenceStatusRow>;

/** The whole book, whatever the filters. */
export const EvidenceBook = v.object({
  companies: v.number(),
  learners: v.number(),
  fullyTrained: v.number(),
  coverageReached: v.number(),
  managementNamed: v.number(),
  managementValid: v.number(),
  sharedLastYear: v.number(),
  minPercent: v.literal(COMPANY_CERTIFICATE_MIN_PERCENT),
});
export type EvidenceBook = v.InferOutput<typeof EvidenceBook>;

export const EvidenceStatusResponse = v.object({
  book: EvidenceBook,
  /** How many policyholders match the filters; `rows` holds a page of them, by name. */
  total: v.number(),
  rows: v.array(EvidenceStatusRow),
});
export type EvidenceStatusResponse = v.InferOutput<typeof EvidenceStatusResponse>;
