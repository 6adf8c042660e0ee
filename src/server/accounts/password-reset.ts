import { RESET_LINK_TTL_SECONDS, type Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { findUserByEmail } from '../identity/users.repository.ts';
import type { AppDeps } from '../deps.ts';
import { addresseeOf, brandingOf, passwordResetMail } from '../mail/templates.ts';
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS, assertNotThrottled, recordHit } from '../core/throttle.ts';
import { issueSingleUseToken } from '../identity/tokens.ts';
import { afterAnswer } from '../core/after-answer.ts';

/**
 * Sends a single-use reset link valid 30 minutes, if the address belongs to an account of the
 * given kind that may sign in. The caller answers the same in every case and at once: the request
 * itself only counts against its client address (429 past the limit), and everything that depends
 * on the account runs after the answer, so neither the answer nor its timing tells whether an
 * account exists (docs/decisions/071-nothing-to-learn-from-a-reset.md).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string; clientAddress: string; roles: readonly Role[]; linkPath: string },
): Promise<void> {
  const now = deps.now();
  const addressKey = `reset:address:${input.clientAddress}`;
  await assertNotThrottled(deps.db, addressKey, now);
  await recordHit(deps.db, addressKey, RESET_PER_ADDRESS, now);
  afterAnswer(`reset:${input.email.toLowerCase()}`, 'password reset not mailed', () => mailResetLink(deps, input, now));
}

async function mailResetLink(
  deps: AppDeps,
  input: { email: string; clientAddress: string; roles: readonly Role[]; linkPath: string },
  now: Date,
): Promise<void> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email);
  if (!user || !input.roles.includes(user.role) || user.locked_at) return;
  const accountKey = `reset:account:${user.id}`;
  try {
    await assertNotThrottled(db, accountKey, now);
  } catch {
    return; // Quietly: a flood of resets must not flood someone's inbox.
  }
  await recordHit(db, accountKey, RESET_PER_ACCOUNT, now);

  await db.transaction().execute(async (trx) => {
    const { token } = await issueSingleUseToken(trx, user.id, 'reset', RESET_LINK_TTL_SECONDS, now);
    const url = `${deps.config.publicUrl}${input.linkPath}/${token}`;
    const mail = passwordResetMail(user.lang, brandingOf(deps.config), {
      ...addresseeOf(user),
      url,
    });
    await deps.mail.enqueue(trx, { to: user.email, ...mail });
    await audit(trx, {
      action: 'account.password_reset_requested',
      targetUserId: user.id,
      targetCompanyId: user.company_id,
      clientAddress: input.clientAddress,
    });
  });
}
