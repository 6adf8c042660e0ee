import * as v from 'valibot';
import { CUSTOMER_ROLES, PASSWORD_MAX_LENGTH } from '../constants.ts';
import { COURSE_SLUGS } from '../courses.ts';
import { Email, Id, Lang, Name, Salutation, SuccessResponse } from './common.ts';
import { Employee } from './employees.ts';

/**
 * Where a person stands with their invitation: `accepted` once the account has a password (set
 * through the link, or a temporary one from the company); before that `pending` while the newest
 * link is valid (14 days) and `expired` after, until it is resent.
 */
export const INVITATION_STATES = ['pending', 'expired', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** An id in a JSON body (paths and queries carry ids as text, see `Id`). */
export const JsonId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** Course slugs of a request: known slugs only, each once. */
export const CourseSlugList = v.pipe(
  v.array(v.picklist(COURSE_SLUGS)),
  v.maxLength(COURSE_SLUGS.length * 2),
  v.transform((slugs) => [...new Set(slugs)]),
);

/**
 * One person of a company as GET /company/{companyId}/employees lists them: the employer,
 * managers and employees alike (docs/product.md R13), never a password.
 */
export const CompanyEmployee = v.object({
  id: v.number(),
  companyId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  /** Herr or Frau, null while unknown: the role is named in the person's form. */
  salutation: v.nullable(Salutation),
  email: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  active: v.boolean(),
  isFirstLogin: v.boolean(),
  lang: Lang,
  createdAt: v.string(),
  assignedCourseList: v.array(v.picklist(COURSE_SLUGS)),
  invitation: v.picklist(INVITATION_STATES),
  /** When the newest invitation link ends or ended; null once accepted or if none was sent. */
  invitationExpiresAt: v.nullable(v.string()),
  /** Whether the person signs in with a second factor (decision 099). Optional when read, for data kept from before. */
  hasSecondFactor: v.optional(v.boolean(), false),
  /** Whether the company's directory keeps the person (SCIM, decision 107). Optional when read, for data kept from before. */
  directoryManaged: v.optional(v.boolean(), false),
});
export type CompanyEmployee = v.InferOutput<typeof CompanyEmployee>;

/** GET /company/{companyId}/employees: the employer first, then everyone else by name. */
export const CompanyEmployeeList = v.array(CompanyEmployee);
export type CompanyEmployeeList = v.InferOutput<typeof CompanyEmployeeList>;

/** GET /company/{id}/owner: the employer's account. */
export const CompanyOwnerResponse = Employee;

/** Path of the company-level calls. */
export const CompanyParam = v.object({ companyId: Id });
/** Path of PUT and DELETE /company/{companyId}/employees/{id}. */
export const CompanyEmployeeParams = v.object({ companyId: Id, id: Id });

/**
 * POST /employee/invite-employee: creates the person in the caller's company without a
 * password and mails them a link valid 14 days. `assignedCourseList` holds course slugs.
 */
export const InviteEmployeeRequest = v.strictObject({
  firstname: Name,
  lastname: Name,
  email: Email,
  isManager: v.optional(v.boolean(), false),
  assignedCourseList: v.optional(CourseSlugList, []),
});
export type InviteEmployeeRequest = v.InferOutput<typeof InviteEmployeeRequest>;
export const InviteEmployeeResponse = v.object({ employeeId: v.number() });
export type InviteEmployeeResponse = v.InferOutput<typeof InviteEmployeeResponse>;

/** GET /employee/resend-invitation?employeeId=: a new link; the old one stops working. */
export const ResendInvitationQuery = v.object({ employeeId: Id });
export type ResendInvitationQuery = v.InferOutput<typeof ResendInvitationQuery>;
export const ResendInvitationResponse = SuccessResponse;

/**
 * PUT /company/{companyId}/employees/{id}: names, and optionally a temporary password. A blank
 * or missing password leaves the password as it is (docs/product.md §5).
 */
export const EditEmployeeRequest = v.strictObject({
  firstname: Name,
  lastname: Name,
  password: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH * 4))),
      v.transform((password) => (password === null || password.trim() === '' ? undefined : password)),
    ),
  ),
});
export type EditEmployeeRequest = v.InferOutput<typeof EditEmployeeRequest>;
/** The person as the list shows them after the change. */
export const EditEmployeeResponse = CompanyEmployee;

/** DELETE /company/{companyId}/employees/{id}. */
export const DeleteEmployeeResponse = SuccessResponse;

/** POST /employee/toggle-role/{id}: the role the person is to have afterwards (docs/product.md R7). */
export const ToggleRoleRequest = v.strictObject({ expectedRole: v.picklist(['manager', 'employee']) });
export type ToggleRoleRequest = v.InferOutput<typeof ToggleRoleRequest>;
export const ToggleRoleResponse = CompanyEmployee;
