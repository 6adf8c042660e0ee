import type { AdminAccount, CreateAdminRequest } from '#shared/api/admin-admins.ts';
import { INVITATION_TTL_SECONDS, type Lang } from '#shared/constants.ts';
import { issueSingleUseToken } from '../identity/tokens.ts';
import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { emailTaken } from '../accounts/email-taken.ts';
import { HttpError, emailTaken as emailTakenError, notFound } from '../core/errors.ts';
import { deleteUnsentMailTo } from '../mail/outbox.repository.ts';
import { insertUser } from '../identity/users.repository.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { addresseeOf, brandingOf, adminInvitationMail } from '../mail/templates.ts';
import { ADMIN_COLUMNS, findAdminRow, listAdminRows, lockAdmins, type AdminRow } from './admins.repository.ts';
import { deleteAdminAccount } from '../identity/users.repository.ts';

const toAdminAccount = (row: AdminRow): AdminAccount => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  active: row.active,
  locked: row.locked_at !== null,
  lang: row.lang,
  createdAt: row.created_at.toISOString(),
});

/** GET /appuser: every admin by name. */
export async function listAdmins(db: Db): Promise<AdminAccount[]> {
  const rows = await listAdminRows(db);
  return rows.map(toAdminAccount);
}

/**
 * POST /employee/create-admin: the admin has no password until they follow the link in their
 * mail, a reset-kind link (the one /admin/recovery-password/:token redeems) living 14 days.
 */
export async function createAdmin(
  deps: AppDeps,
  caller: Caller,
  body: CreateAdminRequest,
  requestLang: Lang,
  clientAddress: string,
): Promise<AdminAccount> {
  const { db } = deps;
  if (await emailTaken(db, body.email)) throw emailTakenError();
  const lang = body.lang ?? requestLang;
  const now = deps.now();
  return db.transaction().execute(async (trx) => {
    const admin = await insertUser(
      trx,
      {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        salutation: null,
        role: 'admin',
        company_id: null,
        password_hash: null,
        active: false,
        is_first_login: false,
        lang,
        created_at: now,
        updated_at: now,
      },
      ADMIN_COLUMNS,
    );
    const { token } = await issueSingleUseToken(trx, admin.id, 'reset', INVITATION_TTL_SECONDS, now);
    const mail = adminInvitationMail(lang, brandingOf(deps.config), {
      ...addresseeOf({ ...admin, salutation: null }),
      url: `${deps.config.publicUrl}/admin/recovery-password/${token}`,
    });
    await deps.mail.enqueue(trx, { to: admin.email, ...mail });
    await audit(trx, { action: 'admin.created', actor: caller, targetUserId: admin.id, clientAddress });
    return toAdminAccount(admin);
  });
}

/**
 * POST /appuser/{id}/send-invitation: a new 14-day link for an admin who has not set a password
 * yet, the former one dead; an admin who has one resets it like anyone else (/appuser/reset).
 */
export async function resendAdminInvitation(
  deps: AppDeps,
  caller: Caller,
  id: number,
  clientAddress: string,
): Promise<AdminAccount> {
  const { db } = deps;
  return db.transaction().execute(async (trx) => {
    const admin = await findAdminRow(trx, id);
    if (!admin) throw notFound();
    if (admin.active) throw new HttpError(409, 'INVITATION_ALREADY_ACCEPTED');
    const { token } = await issueSingleUseToken(trx, admin.id, 'reset', INVITATION_TTL_SECONDS, deps.now());
    const mail = adminInvitationMail(admin.lang, brandingOf(deps.config), {
      ...addresseeOf({ ...admin, salutation: null }),
      url: `${deps.config.publicUrl}/admin/recovery-password/${token}`,
    });
    await deps.mail.enqueue(trx, { to: admin.email, ...mail });
    await audit(trx, { action: 'admin.invitation_resent', actor: caller, targetUserId: admin.id, clientAddress });
    return toAdminAccount(admin);
  });
}

/**
 * DELETE /appuser/{id}: never oneself, never the last admin. Every admin row is locked first, so
 * two admins deleting each other at the same time cannot both succeed.
 */
export async function deleteAdmin(deps: AppDeps, caller: Caller, id: number, clientAddress: string): Promise<void> {
  if (id === caller.userId) throw new HttpError(400, 'CANNOT_DELETE_SELF');
  await deps.db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx);
    const target = admins.find((admin) => admin.id === id);
    if (!target) throw notFound();
    if (admins.length <= 1 || !admins.some((admin) => admin.id === caller.userId)) {
      throw new HttpError(409, 'LAST_ADMIN');
    }
    await deleteAdminAccount(trx, id);
    await deleteUnsentMailTo(trx, target.email);
    await audit(trx, { action: 'admin.deleted', actor: caller, targetUserId: id, clientAddress });
  });
}
