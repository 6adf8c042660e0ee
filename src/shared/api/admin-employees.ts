import * as v from 'valibot';
import { CUSTOMER_ROLES } from '../constants.ts';
import { Salutation, SuccessResponse } from './common.ts';

/**
 * The provider's admin on customers' accounts (docs/product.md §2, §4, §6 and §7; R3
 * and R8). Every call here is for admins only.
 */

/** The employer's company as GET /employee lists it with `include: "ownsOneCompany"`. */
export const AdminCompanySummary = v.object({
  id: v.number(),
  companyName: v.string(),
  insuranceNumber: v.nullable(v.string()),
  /** The admin's stop on the whole company (docs/product.md R3). */
  blocked: v.boolean(),
  /** When the company's certificate was last issued (ISO), null while it has none. */
  companyCertificateIssuedAt: v.nullable(v.string()),
  /** People with at least one assigned course, and of them those with every one passed and valid. */
  learners: v.number(),
  fullyTrained: v.number(),
  /** The latest save of anyone's learning progress (ISO), null while nobody has begun. */
  lastActivityAt: v.nullable(v.string()),
});
export type AdminCompanySummary = v.InferOutput<typeof AdminCompanySummary>;

/**
 * One customer of GET /employee: the fields the admin lists need, kept small because a list may
 * hold 100,000 employers. `ownsOneCompany` is there only when included (null: owns none).
 */
export const AdminEmployee = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  /** Herr or Frau, null while unknown: the back office names the role in the person's form. */
  salutation: v.nullable(Salutation),
  email: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  companyId: v.number(),
  active: v.boolean(),
  locked: v.boolean(),
  isFirstLogin: v.boolean(),
  createdAt: v.string(),
  /** Whether the person accepted the data-processing agreement (employers must, docs/product.md R12). */
  orderProcessingAccepted: v.boolean(),
  ownsOneCompany: v.optional(v.nullable(AdminCompanySummary)),
});
export type AdminEmployee = v.InferOutput<typeof AdminEmployee>;
export const AdminEmployeeList = v.array(AdminEmployee);

/** GET /admin/companies/{id}/training-status: where a customer stands, as the insurer asks it. */
export const CompanyTrainingStatus = v.object({
  companyId: v.number(),
  learners: v.number(),
  fullyTrained: v.number(),
  /** The whole share fully trained, 0 to 100; null without learners. */
  fullyTrainedPercent: v.nullable(v.number()),
  companyCertificateIssuedAt: v.nullable(v.string()),
  lastActivityAt: v.nullable(v.string()),
});
export type CompanyTrainingStatus = v.InferOutput<typeof CompanyTrainingStatus>;

/** POST /employee/block-account/{employerId}: stop (`true`) or free (`false`) the employer's whole company. */
export const BlockAccountRequest = v.strictObject({ block: v.boolean() });
export type BlockAccountRequest = v.InferOutput<typeof BlockAccountRequest>;
export const BlockAccountResponse = v.object({ success: v.literal(true), blocked: v.boolean() });
export type BlockAccountResponse = v.InferOutput<typeof BlockAccountResponse>;

/** POST /employee/lock-account/{id}: stop (`true`) or free (`false`) one customer's account. */
export const LockAccountRequest = v.strictObject({ lock: v.boolean() });
export type LockAccountRequest = v.InferOutput<typeof LockAccountRequest>;
export const LockAccountResponse = v.object({ success: v.literal(true), locked: v.boolean() });
export type LockAccountResponse = v.InferOutput<typeof LockAccountResponse>;

/**
 * POST /employee/activate-account/{id}: a person without a password gets a new link to set one
 * (14 days, `linkSent`); a person with a password is marked active.
 */
export const ActivateAccountResponse = v.object({
  success: v.literal(true),
  active: v.boolean(),
  linkSent: v.boolean(),
});
export type ActivateAccountResponse = v.InferOutput<typeof ActivateAccountResponse>;

/** POST /employee/send-reset-link/{id}: a reset link (30 minutes) to the customer's address. */
export const SendResetLinkResponse = SuccessResponse;

/** POST /employee/set-employer/{employeeId}?role=: the previous employer's role afterwards (docs/product.md R8). */
export const SetEmployerQuery = v.strictObject({ role: v.picklist(['manager', 'employee']) });
export type SetEmployerQuery = v.InferOutput<typeof SetEmployerQuery>;
export const SetEmployerResponse = v.object({
  success: v.literal(true),
  employerId: v.number(),
  previousEmployerId: v.nullable(v.number()),
});
export type SetEmployerResponse = v.InferOutput<typeof SetEmployerResponse>;

/** The word an admin types to confirm a complete deletion (docs/product.md §5). */
export const DELETE_CONFIRMATION = 'DELETE';
/** The word an admin types to confirm a company's progress reset (docs/product.md §5). */
export const RESET_CONFIRMATION = 'RESET';

/** POST /employee/delete-employer-completely/{id}: the body repeats the typed word. */
export const DeleteEmployerRequest = v.strictObject({ confirmation: v.literal(DELETE_CONFIRMATION) });
export type DeleteEmployerRequest = v.InferOutput<typeof DeleteEmployerRequest>;
/** What went with the employer: the company, its people, their progress and the stored uploads. */
export const DeleteEmployerResponse = v.object({
  success: v.literal(true),
  companyId: v.number(),
  people: v.number(),
  progress: v.number(),
  uploads: v.number(),
});
export type DeleteEmployerResponse = v.InferOutput<typeof DeleteEmployerResponse>;
