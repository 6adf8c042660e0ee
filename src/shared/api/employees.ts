import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { NOTIFICATION_NAMES, ROLES } from '../constants.ts';
import { Email, Lang, Name, Password, Salutation } from './common.ts';

export const Notification = v.object({ name: v.picklist(NOTIFICATION_NAMES) });
export type Notification = v.InferOutput<typeof Notification>;

/** A user account as the API shows it (docs/product.md §3). Never the password. */
export const Employee = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  /** A new address the person asked for and has not confirmed yet (decision 066). */
  pendingEmail: v.nullable(v.string()),
  salutation: v.nullable(Salutation),
  role: v.picklist(ROLES),
  active: v.boolean(),
  isFirstLogin: v.boolean(),
  companyId: v.nullable(v.number()),
  dataProtectionPolicyAccepted: v.boolean(),
  lang: Lang,
  sawVideo: v.boolean(),
  createdAt: v.string(),
  orderProcessingAccepted: v.boolean(),
  orderProcessingAcceptedAt: v.nullable(v.string()),
  assignedCourseList: v.array(v.picklist(COURSE_SLUGS)),
  locked: v.boolean(),
  blocked: v.boolean(),
  notifications: v.array(Notification),
  /** Whether the person gets reminder mails (decision 085). Optional when read, for data kept from before. */
  remindersEnabled: v.optional(v.boolean(), true),
  /** Whether the person signs in with a second factor (decision 069). Optional when read, for data kept from before. */
  hasSecondFactor: v.optional(v.boolean(), false),
  /** Whether the person must have one: admins, and customers by their company's rule (decision 099). */
  secondFactorRequired: v.optional(v.boolean(), false),
});
export type Employee = v.InferOutput<typeof Employee>;

/**
 * PATCH /employee/{id}: one of the variants of docs/product.md §7. Who may send which field is
 * decided on the server (docs/product.md R5 and R6); unknown fields are refused.
 */
export const EmployeePatch = v.pipe(
  v.strictObject({
    lang: v.optional(Lang),
    sawVideo: v.optional(v.boolean()),
    remindersEnabled: v.optional(v.boolean()),
    dataProtectionPolicyAccepted: v.optional(v.literal(true)),
    password: v.optional(Password),
    /** Required with `password` or `email` when people change their own (ASVS 6.2.3, 7.5.1). */
    currentPassword: v.optional(v.string()),
    isFirstLogin: v.optional(v.literal(false)),
    email: v.optional(Email),
    firstname: v.optional(Name),
    lastname: v.optional(Name),
    salutation: v.optional(v.nullable(Salutation)),
    orderProcessingAccepted: v.optional(v.boolean()),
    /** Accepted for compatibility and ignored: the server records its own time. */
    orderProcessingAcceptedAt: v.optional(v.nullable(v.string())),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'nothing to change'),
);
export type EmployeePatch = v.InferOutput<typeof EmployeePatch>;

/** POST /employee/supervisor-data/{id}: whether the person's company has accepted the agreement. */
export const SupervisorData = v.object({ hasOrderProcessing: v.boolean() });
export type SupervisorData = v.InferOutput<typeof SupervisorData>;
