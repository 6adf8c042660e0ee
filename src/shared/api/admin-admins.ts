import * as v from 'valibot';
import { Email, Lang, Name, SuccessResponse } from './common.ts';

/** The provider's admin accounts (docs/product.md §7, "Employees and admins"). Admins only. */

/** One admin as GET /appuser lists them; `active`: the admin has set a password. */
export const AdminAccount = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  active: v.boolean(),
  /** Locked after a reported e-mail change (decision 098): another admin deletes and recreates it. */
  locked: v.boolean(),
  lang: Lang,
  createdAt: v.string(),
});
export type AdminAccount = v.InferOutput<typeof AdminAccount>;

/** GET /appuser: every admin, by last and first name. */
export const AdminAccountList = v.array(AdminAccount);

/**
 * POST /employee/create-admin: the new admin has no password; a link to set one (valid 14 days,
 * single use, /admin/recovery-password/:token) goes to the address, in `lang` (default: the
 * request's language). A taken address answers 409 `users.email_already_exists`.
 */
export const CreateAdminRequest = v.strictObject({
  firstname: Name,
  lastname: Name,
  email: Email,
  lang: v.optional(Lang),
});
export type CreateAdminRequest = v.InferOutput<typeof CreateAdminRequest>;
export const CreateAdminResponse = AdminAccount;

/** DELETE /appuser/{id}: never oneself, never the last admin. */
export const DeleteAdminResponse = SuccessResponse;
