import * as v from 'valibot';
import { CompanyCertificateFigures, SimulationParticipation } from '#shared/api/certificates.ts';
import { LANGS } from '#shared/constants.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { MANAGEMENT_AREAS } from '#shared/content/track-content.ts';

/**
 * What an issued certificate shows, kept as `certificates.content` (jsonb) beside the hash of its
 * code: the verification answers from this snapshot, never from today's data, so it tells what the
 * paper says. Titles are kept as printed (in the certificate's language); the verification names
 * the courses in the asker's language from their slugs.
 */
export const PersonalCertificateContent = v.object({
  lang: v.picklist(LANGS),
  holderName: v.string(),
  companyName: v.string(),
  courses: v.array(v.object({ slug: v.picklist(COURSE_SLUGS), title: v.string(), passedAt: v.string() })),
  /**
   * Until when the certificate holds: the end of the first of its passes to lapse (decision 081).
   * Certificates issued before yearly cycles lack it; their end is reckoned from the passes.
   */
  validUntil: v.optional(v.string()),
});
export type PersonalCertificateContent = v.InferOutput<typeof PersonalCertificateContent>;

export const CompanyCertificateContent = v.object({
  lang: v.picklist(LANGS),
  companyName: v.string(),
  address: v.object({ street: v.nullable(v.string()), postCode: v.nullable(v.string()), city: v.nullable(v.string()) }),
  insuranceNumber: v.string(),
  figures: CompanyCertificateFigures,
  /** Every course assigned to at least one person, with how many have it and how many passed it. */
  courses: v.array(
    v.object({ slug: v.picklist(COURSE_SLUGS), title: v.string(), assigned: v.number(), passed: v.number() }),
  ),
  /** Until when the certificate holds: one validity period after its issue (decision 081); older ones lack it. */
  validUntil: v.optional(v.string()),
  /** That phishing simulations took place (decision 096); older certificates lack it. */
  simulations: v.optional(v.nullable(SimulationParticipation)),
  /**
   * An interim status, not a certificate (decision 104): fewer than `minPercent` of the learners
   * were fully trained on its day. It has no seal and no `validUntil`. Older documents lack both.
   */
  interim: v.optional(v.boolean()),
  minPercent: v.optional(v.number()),
});
export type CompanyCertificateContent = v.InferOutput<typeof CompanyCertificateContent>;

/** The proof of a person's management training (decision 103), as printed. */
export const ManagementCertificateContent = v.object({
  lang: v.picklist(LANGS),
  holderName: v.string(),
  companyName: v.string(),
  passedAt: v.string(),
  /** Learning time of the round in whole minutes, as the server counted it. */
  minutes: v.number(),
  areas: v.array(v.picklist(MANAGEMENT_AREAS)),
  /** The modules' titles as printed, in the certificate's language. */
  modules: v.array(v.string()),
  /** The next due date: one validity period after the pass. */
  validUntil: v.string(),
});
export type ManagementCertificateContent = v.InferOutput<typeof ManagementCertificateContent>;
