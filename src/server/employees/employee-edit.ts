import type { EditEmployeeRequest } from '#shared/api/company-employees.ts';
import { assertAcceptablePassword, hashPassword } from '../identity/passwords.ts';
import { temporaryPasswordExpiry } from '../identity/temporary-password.ts';
import { revokeTokens } from '../identity/tokens.ts';
import { forgetTrustedDevices } from '../identity/trusted-devices.ts';
import { dropPendingEmailChange } from '../accounts/email-changes.repository.ts';
import { audit } from '../audit/audit-log.ts';
import type { UserRow, UserUpdate } from '../db/schema.ts';
import { forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { updateEmployeeAccount } from '../identity/users.repository.ts';

/**
 * PUT /company/{companyId}/employees/{id}: new names and, if given, a temporary password. The
 * password must pass the rule; it signs in for TEMPORARY_PASSWORD_DAYS and only to be replaced
 * (isFirstLogin, decision 064), and the person loses every session and open link.
 */
export async function editCompanyEmployee(
  deps: AppDeps,
  caller: Caller,
  target: UserRow,
  body: EditEmployeeRequest,
  clientAddress: string,
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const update: UserUpdate = { firstname: body.firstname, lastname: body.lastname, updated_at: now };
  if (body.password !== undefined) {
    await assertAcceptablePassword(
      body.password,
      [body.firstname, body.lastname, target.email, deps.config.brandName],
      deps.config,
    );
    update.password_hash = await hashPassword(body.password);
    update.is_first_login = true;
    update.password_expires_at = temporaryPasswordExpiry(now);
    update.active = true;
  }
  const base = { actor: caller, targetUserId: target.id, targetCompanyId: target.company_id, clientAddress };

  await db.transaction().execute(async (trx) => {
    if (!(await updateEmployeeAccount(trx, target.id, update))) throw forbidden();
    await audit(trx, {
      ...base,
      action: 'employee.updated',
      details: { fields: ['firstname', 'lastname'], temporaryPassword: body.password !== undefined },
    });
    if (body.password !== undefined) {
      await revokeTokens(trx, target.id);
      await forgetTrustedDevices(trx, target.id);
      await dropPendingEmailChange(trx, target.id);
      await audit(trx, { ...base, action: 'account.password_changed', details: { byAdmin: false, temporary: true } });
    }
  });
}
