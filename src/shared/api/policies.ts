import * as v from 'valibot';
import { CUSTOMER_ROLES } from '../constants.ts';
import { Id, ManyLines, OneLine, Timestamp } from './common.ts';
import { JsonId } from './company-employees.ts';

/**
 * A company's own policies and their confirmations (docs/decisions/108-policy-acknowledgements.md).
 * The employer publishes a title with a text (the legal texts' Markdown subset: headings, lists,
 * **bold**; shown as text, never as HTML) or a PDF; editing publishes the next version and asks
 * everyone again. Each person confirms "Gelesen und verstanden" per version, online or offline.
 */

export const POLICY_TITLE_MAX = 120;
export const POLICY_TEXT_MAX = 20_000;
/** The largest PDF of a policy; the multipart request may be a little larger. */
export const POLICY_PDF_MAX_MEGABYTES = 5;
export const POLICY_PDF_MAX_BYTES = POLICY_PDF_MAX_MEGABYTES * 1024 * 1024;
export const POLICY_PDF_BODY_LIMIT = POLICY_PDF_MAX_BYTES + 64 * 1024;
export const POLICY_FILE_FIELD = 'file';
/** A person is reminded of one policy at most once in this many days. */
export const POLICY_REMINDER_INTERVAL_DAYS = 7;
/** Most chosen people of one policy. */
export const POLICY_MAX_PEOPLE = 2000;
/** How far ahead of the server's clock a device's moment of confirmation may be (then it is now). */
export const POLICY_CONFIRM_SKEW_SECONDS = 300;

export const POLICY_TEMPLATE_IDS = ['it-usage', 'ai-use', 'home-office', 'incident-reporting'] as const;
export type PolicyTemplateId = (typeof POLICY_TEMPLATE_IDS)[number];

export const POLICY_AUDIENCES = ['all', 'roles', 'people'] as const;
export type PolicyAudience = (typeof POLICY_AUDIENCES)[number];

const Title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(POLICY_TITLE_MAX), OneLine);
const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(POLICY_TEXT_MAX), ManyLines);

/** A bundled template to start from, in the request's language; `[…]` marks what the employer fills in. */
export const PolicyTemplate = v.object({ id: v.picklist(POLICY_TEMPLATE_IDS), title: v.string(), text: v.string() });
export type PolicyTemplate = v.InferOutput<typeof PolicyTemplate>;
export const PolicyTemplateList = v.array(PolicyTemplate);

/** One published version: `kind` says whether it is a text or a PDF. */
export const PolicyVersion = v.object({
  id: v.number(),
  version: v.number(),
  title: v.string(),
  kind: v.picklist(['text', 'pdf']),
  /** The text of a text version; null for a PDF. */
  text: v.nullable(v.string()),
  pdfName: v.nullable(v.string()),
  pdfSize: v.nullable(v.number()),
  publishedAt: v.string(),
});
export type PolicyVersion = v.InferOutput<typeof PolicyVersion>;

export const PolicyAudienceSetting = v.object({
  audience: v.picklist(POLICY_AUDIENCES),
  roles: v.array(v.picklist(CUSTOMER_ROLES)),
  userIds: v.array(v.number()),
});

/** A policy in the employer's list: its current version and how many of its people confirmed it. */
export const PolicySummary = v.object({
  id: v.number(),
  current: PolicyVersion,
  ...PolicyAudienceSetting.entries,
  assigned: v.number(),
  confirmed: v.number(),
});
export type PolicySummary = v.InferOutput<typeof PolicySummary>;
export const PolicyList = v.array(PolicySummary);

/** One person of a policy: the version they last confirmed and when; `current` whether it is the current one. */
export const PolicyPerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  confirmedVersion: v.nullable(v.number()),
  confirmedAt: v.nullable(v.string()),
  current: v.boolean(),
  remindedAt: v.nullable(v.string()),
});
export type PolicyPerson = v.InferOutput<typeof PolicyPerson>;

/** GET /policies/{id}: the policy, every version (newest first) and its people. */
export const PolicyDetail = v.object({
  ...PolicySummary.entries,
  versions: v.array(PolicyVersion),
  people: v.array(PolicyPerson),
});
export type PolicyDetail = v.InferOutput<typeof PolicyDetail>;

/** POST /policies/publish: a new policy (no `policyId`) or the next version of one, as a text. */
export const PublishPolicyRequest = v.strictObject({
  policyId: v.optional(JsonId),
  title: Title,
  text: Text,
});
export type PublishPolicyRequest = v.InferOutput<typeof PublishPolicyRequest>;

/** POST /policies/publish-pdf: the same with a PDF (multipart: `title`, `file`, optional `policyId`). */
export const PublishPolicyPdfForm = v.object({
  policyId: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647))),
  title: Title,
  [POLICY_FILE_FIELD]: v.file(),
});

/** PUT /policies/{id}/audience: everyone, the people of some roles, or chosen people. */
export const SetPolicyAudienceRequest = v.pipe(
  v.strictObject({
    audience: v.picklist(POLICY_AUDIENCES),
    roles: v.optional(
      v.pipe(
        v.array(v.picklist(CUSTOMER_ROLES)),
        v.check((roles) => new Set(roles).size === roles.length, 'each role once'),
      ),
      [],
    ),
    userIds: v.optional(
      v.pipe(
        v.array(JsonId),
        v.maxLength(POLICY_MAX_PEOPLE),
        v.check((ids) => new Set(ids).size === ids.length, 'each person once'),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((input) => input.audience !== 'roles' || input.roles.length > 0, 'at least one role'),
    ['roles'],
  ),
);
export type SetPolicyAudienceRequest = v.InferOutput<typeof SetPolicyAudienceRequest>;

export const PolicyIdParam = v.object({ id: Id });
export const PolicyVersionParams = v.object({ id: Id, versionId: Id });

/** POST /policies/{id}/remind: who was reminded now and who was left out (reminded this week, unreachable). */
export const RemindPolicyResponse = v.object({ reminded: v.number(), skipped: v.number() });
export type RemindPolicyResponse = v.InferOutput<typeof RemindPolicyResponse>;

/** A policy for the person to read: its current version and whether they confirmed it. */
export const MyPolicy = v.object({
  id: v.number(),
  current: PolicyVersion,
  confirmedAt: v.nullable(v.string()),
  /** An earlier version was confirmed: the policy changed since. */
  changedSince: v.boolean(),
});
export type MyPolicy = v.InferOutput<typeof MyPolicy>;
export const MyPolicyList = v.array(MyPolicy);

/**
 * POST /policies/confirm: "Gelesen und verstanden" for one version, with the moment the person
 * confirmed it on their device (sent later when they were offline). Once per version and person.
 */
export const ConfirmPolicyRequest = v.strictObject({ versionId: JsonId, confirmedAt: Timestamp });
export type ConfirmPolicyRequest = v.InferOutput<typeof ConfirmPolicyRequest>;
export const ConfirmPolicyResponse = v.object({ versionId: v.number(), confirmedAt: v.string() });
export type ConfirmPolicyResponse = v.InferOutput<typeof ConfirmPolicyResponse>;
