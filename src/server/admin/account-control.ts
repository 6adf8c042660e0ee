import type { ActivateAccountResponse } from '#shared/api/admin-employees.ts';
import { RESET_LINK_TTL_SECONDS, type Lang } from '#shared/constants.ts';
import { issueSingleUseToken, revokeTokens } from '../identity/tokens.ts';
import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { providerOnlySignIn } from '../accounts/provider-only.repository.ts';
import { providerSignInMail } from '../accounts/provider-sign-in-mail.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { addresseeOf, brandingOf, passwordResetMail } from '../mail/templates.ts';
import { issueInvitations, type Invitee } from '../employees/invitation-links.ts';
import { findCustomer, findEmployer } from './targets.ts';
import { markUserActive, setUserLocked } from '../identity/users.repository.ts';
import { companyOwner } from './employers.repository.ts';
import { setCompanyBlocked } from '../identity/companies.repository.ts';
import { deleteCompanyTokens } from '../identity/tokens.repository.ts';

/**
 * The admin's stops and starts on customers' accounts (docs/product.md R3). A stop takes effect at
 * once: the auth middleware refuses every token of a locked person or a blocked company, and
 * their sessions and reset links are deleted. Pending invitation links are kept (they are refused
 * while the stop lasts), so that people invited before a block can still join after it.
 */

const ACCESS_TOKENS = ['session', 'reset'] as const;

/** POST /employee/block-account/{employerId} {block}: the employer's whole company. */
export async function blockEmployer(deps: AppDeps, caller: Caller, employerId: number, block: boolean, at: string) {
  const { employer, company } = await findEmployer(deps.db, employerId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await setCompanyBlocked(trx, company.id, block ? (company.blocked_at ?? now) : null);
    if (block) await deleteCompanyTokens(trx, company.id, ACCESS_TOKENS);
    await audit(trx, {
      action: block ? 'employer.blocked' : 'employer.unblocked',
      actor: caller,
      targetUserId: employer.id,
      targetCompanyId: company.id,
      clientAddress: at,
      details: { changed: block !== (company.blocked_at !== null) },
    });
  });
  return { success: true as const, blocked: block };
}

/** POST /employee/lock-account/{id} {lock}: one customer's account (the employer's too). */
export async function lockAccount(deps: AppDeps, caller: Caller, id: number, lock: boolean, at: string) {
  const person = await findCustomer(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await setUserLocked(trx, id, lock ? (person.locked_at ?? deps.now()) : null, deps.now());
    if (lock) await revokeTokens(trx, id, [...ACCESS_TOKENS]);
    await audit(trx, {
      action: lock ? 'account.locked' : 'account.unlocked',
      actor: caller,
      targetUserId: id,
      targetCompanyId: person.company_id,
      clientAddress: at,
      details: { changed: lock !== (person.locked_at !== null) },
    });
  });
  return { success: true as const, locked: lock };
}

/**
 * The invitation of a person who has no password yet, in their stored language, from their
 * company's employer (from the portal for the employer themself).
 */
async function sendActivationLink(trx: Db, deps: AppDeps, person: Invitee & { lang: Lang; company_id: number | null }) {
  const owner = person.company_id === null ? undefined : await companyOwner(trx, person.company_id);
  const name = owner && owner.owner_id !== person.id ? `${owner.firstname} ${owner.lastname}` : deps.config.brandName;
  const companyName = owner?.company_name ?? deps.config.brandName;
  await issueInvitations(trx, deps, [person], { name, companyName, lang: person.lang }, deps.now());
}

/**
 * POST /employee/activate-account/{id}: `active` means the person has set a password
 * (docs/product.md R3). Someone without one gets a new link to set it (14 days, the old link dies);
 * someone with one is marked active.
 */
export async function activateAccount(
  deps: AppDeps,
  caller: Caller,
  id: number,
  at: string,
): Promise<ActivateAccountResponse> {
  const person = await findCustomer(deps.db, id);
  const hasPassword = person.password_hash !== null;
  await deps.db.transaction().execute(async (trx) => {
    if (hasPassword) {
      await markUserActive(trx, id, deps.now());
    } else {
      await sendActivationLink(trx, deps, person);
    }
    await audit(trx, {
      action: hasPassword ? 'account.activated' : 'account.activation_link_sent',
      actor: caller,
      targetUserId: id,
      targetCompanyId: person.company_id,
      clientAddress: at,
    });
  });
  return { success: true, active: hasPassword, linkSent: !hasPassword };
}

/**
 * POST /employee/send-reset-link/{id}: the customer's reset link (30 minutes, single use) to their
 * own address, in their language, as if they had asked, but without the public call's throttle;
 * as there, someone whose company allows no passwords gets the way to its sign-in instead.
 */
export async function sendResetLink(deps: AppDeps, caller: Caller, id: number, at: string) {
  const person = await findCustomer(deps.db, id);
  // Where the company allows no passwords a link would be refused on use: the way to its sign-in instead.
  const provider = await providerOnlySignIn(deps.db, person);
  const resetToken = async (trx: Db) =>
    (await issueSingleUseToken(trx, id, 'reset', RESET_LINK_TTL_SECONDS, deps.now())).token;
  await deps.db.transaction().execute(async (trx) => {
    const mail = provider
      ? providerSignInMail(person.lang, brandingOf(deps.config), {
          ...addresseeOf(person),
          providerName: provider.displayName,
          loginUrl: `${deps.config.publicUrl}/login`,
          bySupport: true,
        })
      : passwordResetMail(person.lang, brandingOf(deps.config), {
          ...addresseeOf(person),
          url: `${deps.config.publicUrl}/recovery-password/${await resetToken(trx)}`,
          bySupport: true,
        });
    await deps.mail.enqueue(trx, { to: person.email, ...mail });
    await audit(trx, {
      action: provider ? 'account.provider_hint_sent' : 'account.reset_link_sent',
      actor: caller,
      targetUserId: id,
      targetCompanyId: person.company_id,
      clientAddress: at,
    });
  });
  return { success: true as const };
}
