import * as v from 'valibot';
import { Email, Lang } from './common.ts';
import { COURSE_SLUGS } from '../courses.ts';
import { MANAGEMENT_AREAS } from '../content/track-content.ts';

/**
 * Certificates are PDFs made by the server (docs/architecture.md), among the "Further calls" of docs/product.md §7:
 * - GET /certificates/personal/{userId}?lang= the person's certificate: the person themselves, or
 *   the employer and managers of their company (docs/product.md R20).
 * - GET /certificates/company?lang= the company certificate for the insurer: employer and managers.
 * - GET /certificates/management/{userId}?lang= the proof of a person's management training
 *   (§ 38 (3) BSIG, decision 103): the person and their employer.
 * - GET /certificates/verify/{code}: public; what the certificate with this code shows.
 * - POST /certificates/company/send: the employer mails the verification link of a new company
 *   document to an address they give (the insurer's), never the PDF.
 * Every download issues a certificate with a new verification code (kept only as a hash, so it
 * cannot be printed twice); each stays valid until the company is deleted or its results are reset.
 * Below COMPANY_CERTIFICATE_MIN_PERCENT of fully trained people the company document is a dated
 * interim status without a seal, not a certificate (decision 104).
 */
export const CERTIFICATE_KINDS = ['personal', 'company', 'management'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Codes are 16 characters of Crockford's base 32 (80 bits) in groups of four: ABCD-EFGH-JKMN-PQRS. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
export const CertificateCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.maxLength(40),
  v.regex(CERTIFICATE_CODE_PATTERN),
);

export const CertificateQuery = v.object({ lang: v.optional(v.string()) });

/** The figures a company certificate shows (over the population of docs/product.md R21). */
export const CompanyCertificateFigures = v.object({
  /** People with at least one assigned course. */
  learners: v.number(),
  /** Of them, people who passed every course assigned to them. */
  fullyTrained: v.number(),
  /** Course assignments of these people, and how many of them are passed. */
  assignedCourses: v.number(),
  passedCourses: v.number(),
  /** Average best quiz score of the passed and failed courses, whole percent; null without attempts. */
  averageScore: v.nullable(v.number()),
});
export type CompanyCertificateFigures = v.InferOutput<typeof CompanyCertificateFigures>;

/**
 * That phishing simulations took place (decision 096): campaigns with delivered mails, how many
 * were delivered, and the period (yyyy-mm-dd). Never a rate: the insurer learns participation only.
 */
export const SimulationParticipation = v.object({
  campaigns: v.number(),
  delivered: v.number(),
  from: v.string(),
  to: v.string(),
});
export type SimulationParticipation = v.InferOutput<typeof SimulationParticipation>;

/**
 * GET /certificates/verify/{code}. A valid code answers what the certificate shows (course titles
 * in the request's language); an unknown code, or one whose company was deleted or whose results
 * a company reset has archived, answers `valid: false` and nothing else (docs/product.md R22).
 * `validUntil` is when the certificate stops holding (yearly cycles); past it, `lapsed` is true:
 * the certificate is genuine, but what it states no longer counts.
 */
export const CertificateVerification = v.variant('valid', [
  v.object({
    valid: v.literal(true),
    kind: v.literal('personal'),
    code: v.string(),
    issuedAt: v.string(),
    holderName: v.string(),
    companyName: v.string(),
    courses: v.array(v.object({ slug: v.picklist(COURSE_SLUGS), title: v.string(), passedAt: v.string() })),
    validUntil: v.string(),
    lapsed: v.boolean(),
  }),
  v.object({
    valid: v.literal(true),
    kind: v.literal('company'),
    code: v.string(),
    issuedAt: v.string(),
    companyName: v.string(),
    insuranceNumber: v.string(),
    figures: CompanyCertificateFigures,
    simulations: v.nullable(SimulationParticipation),
    validUntil: v.string(),
    lapsed: v.boolean(),
  }),
  v.object({
    valid: v.literal(true),
    kind: v.literal('management'),
    code: v.string(),
    issuedAt: v.string(),
    holderName: v.string(),
    companyName: v.string(),
    /** When the training's final check was passed, and the learning time it took in whole minutes. */
    passedAt: v.string(),
    minutes: v.number(),
    /** The content areas of § 38 (3) BSIG the training covered. */
    areas: v.array(v.picklist(MANAGEMENT_AREAS)),
    /** Its modules' titles in the request's language. */
    modules: v.array(v.string()),
    validUntil: v.string(),
    lapsed: v.boolean(),
  }),
  /**
   * A company's interim status (decision 104): genuine, but no certificate. It states the figures of
   * its day and holds no validity period; `minPercent` is the share of fully trained people a
   * certificate needed on that day.
   */
  v.object({
    valid: v.literal(true),
    kind: v.literal('interim'),
    code: v.string(),
    issuedAt: v.string(),
    companyName: v.string(),
    insuranceNumber: v.string(),
    figures: CompanyCertificateFigures,
    simulations: v.nullable(SimulationParticipation),
    minPercent: v.number(),
  }),
  v.object({ valid: v.literal(false) }),
]);
export type CertificateVerification = v.InferOutput<typeof CertificateVerification>;

/** POST /certificates/company/send: the address to mail the verification link to, and its language. */
export const SendCompanyDocumentRequest = v.strictObject({
  email: Email,
  lang: v.optional(Lang),
});
export type SendCompanyDocumentRequest = v.InferOutput<typeof SendCompanyDocumentRequest>;

/** What was mailed: a certificate or an interim status, to whom. */
export const SendCompanyDocumentResponse = v.object({
  kind: v.picklist(['company', 'interim']),
  email: v.string(),
});
export type SendCompanyDocumentResponse = v.InferOutput<typeof SendCompanyDocumentResponse>;
