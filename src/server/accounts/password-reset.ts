import { RESET_LINK_TTL_SECONDS, type Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { findUserByEmail } from '../identity/users.repository.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/database.ts';
import { addresseeOf, brandingOf, passwordResetMail } from '../mail/templates.ts';
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS, assertNotThrottled, recordHit } from '../core/throttle.ts';
import { issueSingleUseToken } from '../identity/tokens.ts';
import { afterAnswer } from '../core/after-answer.ts';
import { providerOnlySignIn } from './provider-only.repository.ts';
import { providerSignInMail } from './provider-sign-in-mail.ts';

/**
 * Sends a single-use reset link valid 30 minutes, if the address belongs to an account of the
 * given kind that may sign in; someone whose company signs them in through its identity provider
 * alone gets the way to that sign-in instead, since a new password would not let them in
 * (decision 106). The caller answers the same in every case and at once: the request itself only
 * counts against its client address (429 past the limit), and everything that depends on the
 * account runs after the answer, so neither the answer nor its timing tells whether an account
 * exists, nor whether it signs in through a provider (docs/decisions/071-nothing-to-learn-from-a-reset.md).
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

  const provider = await providerOnlySignIn(db, user);
  const branding = brandingOf(deps.config);
  await db.transaction().execute(async (trx) => {
    // No token where the company allows no passwords: one set with it would be refused at sign-in.
    const mail = provider
      ? providerSignInMail(user.lang, branding, {
          ...addresseeOf(user),
          providerName: provider.displayName,
          loginUrl: `${deps.config.publicUrl}/login`,
        })
      : passwordResetMail(user.lang, branding, {
          ...addresseeOf(user),
          url: `${deps.config.publicUrl}${input.linkPath}/${await newResetToken(trx, user.id, now)}`,
        });
    await deps.mail.enqueue(trx, { to: user.email, ...mail });
    await audit(trx, {
      action: provider ? 'account.provider_hint_sent' : 'account.password_reset_requested',
      targetUserId: user.id,
      targetCompanyId: user.company_id,
      clientAddress: input.clientAddress,
    });
  });
}

/** A new reset link's token; it replaces any older one of the person. */
async function newResetToken(trx: Db, userId: number, now: Date): Promise<string> {
  return (await issueSingleUseToken(trx, userId, 'reset', RESET_LINK_TTL_SECONDS, now)).token;
}
