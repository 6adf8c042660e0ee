import * as v from 'valibot';
import { CUSTOMER_ROLES } from '../constants.ts';
import { CalendarDay, Id } from './common.ts';
import { SimulationParticipation } from './certificates.ts';

/**
 * The evidence package (docs/decisions/110-evidence-package.md): a company's proof of training on
 * a chosen day, kept as the server computed it, for the insurer and the auditor. Staff appear as
 * figures only; the management training is listed by name, as the duty is a personal one.
 */

/** How long a shared link works unless the employer chooses otherwise, and at most. */
export const EVIDENCE_LINK_DAYS = 30;
export const EVIDENCE_LINK_MAX_DAYS = 365;
/** Packages one company keeps; the oldest unshared one makes room for a new one. */
export const EVIDENCE_PACKAGES_MAX = 50;

/** The parts of a package, each mapped to the duties it serves. */
export { EVIDENCE_SECTIONS, type EvidenceSection } from '../rules/evidence-duties.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** People with at least one course assigned, and those whose every assigned course has a valid pass. */
const Coverage = v.object({ learners: Count, fullyTrained: Count });

/** The facts of a package: language-neutral, course titles are looked up by slug when shown. */
export const EvidenceFacts = v.object({
  /** The chosen day (Berlin), and the moment the figures are for: its end, or the package's making if today. */
  asOf: v.string(),
  at: v.string(),
  companyName: v.string(),
  insuranceNumber: v.nullable(v.string()),
  validityMonths: Count,
  training: v.object({
    ...Coverage.entries,
    roles: v.array(v.object({ role: v.picklist(CUSTOMER_ROLES), ...Coverage.entries })),
    courses: v.array(v.object({ slug: v.string(), assigned: Count, valid: Count })),
  }),
  management: v.array(
    v.object({
      firstname: v.string(),
      lastname: v.string(),
      namedAt: v.string(),
      passedAt: v.nullable(v.string()),
      validUntil: v.nullable(v.string()),
      valid: v.boolean(),
    }),
  ),
  aiLiteracy: v.object({
    tools: v.array(v.object({ name: v.string(), purpose: v.string() })),
    people: Count,
    trained: Count,
  }),
  policies: v.array(v.object({ title: v.string(), version: Count, assigned: Count, confirmed: Count })),
  simulations: v.nullable(SimulationParticipation),
});
export type EvidenceFacts = v.InferOutput<typeof EvidenceFacts>;

/** A link through which the package is shared; its token is shown once, when it is made. */
export const EvidenceLink = v.object({
  id: v.number(),
  createdAt: v.string(),
  expiresAt: v.string(),
  revokedAt: v.nullable(v.string()),
  lastOpenedAt: v.nullable(v.string()),
});
export type EvidenceLink = v.InferOutput<typeof EvidenceLink>;

/** One package of the company, with the course titles in the request's language. */
export const EvidencePackage = v.object({
  id: v.number(),
  createdAt: v.string(),
  facts: EvidenceFacts,
  courseTitles: v.record(v.string(), v.string()),
  links: v.array(EvidenceLink),
});
export type EvidencePackage = v.InferOutput<typeof EvidencePackage>;

/** POST /evidence/packages: the day the package is for, today or earlier (Berlin), not before the company existed. */
export const CreateEvidencePackageRequest = v.strictObject({ asOf: CalendarDay });
export type CreateEvidencePackageRequest = v.InferOutput<typeof CreateEvidencePackageRequest>;

/** POST /evidence/packages/{id}/links: how many days the link works. */
export const ShareEvidenceRequest = v.strictObject({
  days: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EVIDENCE_LINK_MAX_DAYS)),
    EVIDENCE_LINK_DAYS,
  ),
});
export type ShareEvidenceRequest = v.InferOutput<typeof ShareEvidenceRequest>;

/** The new link: the only time its address is told. */
export const SharedEvidenceLink = v.object({ ...EvidenceLink.entries, url: v.string() });
export type SharedEvidenceLink = v.InferOutput<typeof SharedEvidenceLink>;

export const EvidenceLinkParams = v.object({ id: Id, linkId: Id });

export const EVIDENCE_FORMATS = ['pdf', 'csv'] as const;
export type EvidenceFormat = (typeof EVIDENCE_FORMATS)[number];
export const EvidenceDocumentQuery = v.object({ format: v.optional(v.picklist(EVIDENCE_FORMATS), 'pdf') });
export type EvidenceDocumentQuery = v.InferOutput<typeof EvidenceDocumentQuery>;

/** A shared link's token in the path: 43 URL-safe characters (256 bits); anything else is unknown. */
export const EvidenceTokenParams = v.object({ token: v.string() });

/**
 * GET /evidence/shared/{token}: the package as kept, and today's figures beside it, so whoever
 * holds the link sees whether the facts still hold (`current`).
 */
export const SharedEvidence = v.object({
  facts: EvidenceFacts,
  courseTitles: v.record(v.string(), v.string()),
  expiresAt: v.string(),
  today: v.object({
    at: v.string(),
    learners: Count,
    fullyTrained: Count,
    managementValid: Count,
    managementNamed: Count,
    aiTrained: Count,
    aiPeople: Count,
  }),
  current: v.boolean(),
});
export type SharedEvidence = v.InferOutput<typeof SharedEvidence>;
