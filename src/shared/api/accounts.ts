import * as v from 'valibot';
import { Email, Lang, Name, OneLine, Password } from './common.ts';
import { CUSTOMER_ROLES } from '../constants.ts';

/** POST /employee/login and POST /appuser/login. */
export const LoginRequest = v.object({ email: Email, password: Password });
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** The access token record: `id` is the token itself, sent back in the Authorization header. */
const AccessTokenBase = {
  id: v.string(),
  userId: v.number(),
  ttl: v.number(),
  created: v.string(),
};
export const CustomerAccessToken = v.object({ ...AccessTokenBase, lang: Lang, role: v.picklist(CUSTOMER_ROLES) });
export type CustomerAccessToken = v.InferOutput<typeof CustomerAccessToken>;
export const AdminAccessToken = v.object({ ...AccessTokenBase, role: v.literal('admin') });
export type AdminAccessToken = v.InferOutput<typeof AdminAccessToken>;

/**
 * POST /employee/create-employer/: the registration payload of docs/product.md §3. The three
 * consents must be true; the server records them with its own time.
 */
export const RegisterRequest = v.object({
  firstname: Name,
  lastname: Name,
  companyName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), OneLine),
  email: Email,
  password: Password,
  confirmPassword: v.optional(v.string()),
  confirmLicense: v.optional(v.boolean()),
  dataProtectionPolicyAccepted: v.optional(v.boolean()),
  orderProcessingAccepted: v.optional(v.boolean()),
  lang: v.optional(Lang),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;
export const RegisterResponse = v.object({ id: v.number(), companyId: v.number() });
export type RegisterResponse = v.InferOutput<typeof RegisterResponse>;

/** POST /employee/reset and /appuser/reset: always the same answer, known address or not. */
export const ResetRequest = v.object({ email: Email });
export type ResetRequest = v.InferOutput<typeof ResetRequest>;

/** POST /employee/reset-password and /appuser/reset-password, authorised by the link's token. */
export const ResetPasswordRequest = v.object({ newPassword: Password });
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;

/** POST /employee/change-password: the invitation flow, authorised by the invitation token. */
export const ChangePasswordRequest = v.object({
  password: Password,
  confirmPassword: v.optional(v.string()),
  dataProtectionPolicyAccepted: v.optional(v.boolean()),
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = v.object({ success: v.literal(true), email: v.string() });
/** GET /employee/invitation: the invitation link is still good, for this address. */
export const InvitationStatusResponse = v.object({ email: v.string() });

/**
 * POST /employee/confirm-email and /employee/report-email-change: the token of the link mailed to
 * the new or the old address (decision 066). It travels in the body: these links belong to an
 * address, not to a session.
 */
export const EmailLinkRequest = v.strictObject({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/)) });
export type EmailLinkRequest = v.InferOutput<typeof EmailLinkRequest>;
export const ConfirmEmailResponse = ChangePasswordResponse;
/**
 * POST /employee/report-email-change: how the owner gets back in. `password-reset`: set a new
 * password with "Forgot password?" (the second factor from before the change stays); `another-admin`:
 * an admin's account is locked until another admin restores it.
 */
export const EmailChangeReported = v.object({
  success: v.literal(true),
  recovery: v.picklist(['password-reset', 'another-admin']),
});
export type EmailChangeReported = v.InferOutput<typeof EmailChangeReported>;
