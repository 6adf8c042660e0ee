import { type SecondFactorRule, secondFactorRequired } from '#shared/rules/second-factor-rule.ts';
import type {
  FactorAddedResponse,
  PasskeyAddRequest,
  PasskeyCreationOptions,
  SecondFactorStatus,
  TotpSetupResponse,
} from '#shared/api/second-factor.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, notFound } from '../core/errors.ts';
import { reauthenticate } from '../identity/reauthenticate.ts';
import { seal, sealingKey, sealingKeys, unseal } from '../core/secret-box.ts';
import { revokeTokens } from '../identity/tokens.ts';
import { endOwnSessions } from '../identity/sessions.repository.ts';
import { findUserById, setSecondFactorSince } from '../identity/users.repository.ts';
import { findCompany } from '../identity/companies.repository.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { type SecondFactorChange, addresseeOf, brandingOf, secondFactorChangedMail } from '../mail/templates.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import {
  confirmFactor,
  countUnusedRecoveryCodes,
  deleteAllFactors,
  deleteFactorsSince,
  hasConfirmedFactor,
  deleteFactor,
  livePendingFactor,
  listConfirmedFactors,
  lockPerson,
  replaceRecoveryCodes,
  storePendingFactor,
} from './second-factors.repository.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';
import { registrationOptions, relyingPartyOf, storedPasskeys, verifiedRegistration } from './passkeys.ts';

/** The name apps show above the codes. */
const ISSUER = 'Awareness-Portal';

/** Records on the person whether a confirmed factor is left. */
async function markSecondFactor(trx: Db, userId: number, now: Date): Promise<void> {
  await setSecondFactorSince(trx, userId, await hasConfirmedFactor(trx, userId), now);
}

/** Removes everything of a person's second factor (factors, codes, open sign-ins) and says so on the person. */
export async function removeAllFactors(trx: Db, userId: number, now: Date): Promise<number> {
  const removed = await deleteAllFactors(trx, userId);
  await setSecondFactorSince(trx, userId, false, now);
  return removed;
}

/** Removes what was added to a person's second factor after `since`; what they had before stays required. */
export async function removeFactorsSince(trx: Db, userId: number, since: Date, now: Date): Promise<number> {
  const removed = await deleteFactorsSince(trx, userId, since);
  // Without a factor, recovery codes would only be a second password.
  if (!(await hasConfirmedFactor(trx, userId))) await replaceRecoveryCodes(trx, userId, [], now);
  await markSecondFactor(trx, userId, now);
  return removed;
}

/** The second-factor rule of the person's company; none for admins (decision 099). */
async function companyRuleOf(db: Db, companyId: number | null): Promise<SecondFactorRule | null> {
  return companyId === null ? null : ((await findCompany(db, companyId))?.second_factor_rule ?? null);
}

/** The signed-in person, after they gave their current password again (throttled per person). */
async function reauthenticatedPerson(deps: AppDeps, caller: Caller, currentPassword: string): Promise<UserRow> {
  const person = await findUserById(deps.db, caller.userId);
  if (!person) throw notFound();
  await reauthenticate(deps, person, currentPassword);
  return person;
}

export async function secondFactorStatus(deps: AppDeps, caller: Caller): Promise<SecondFactorStatus> {
  const factors = await listConfirmedFactors(deps.db, caller.userId);
  return {
    required: caller.secondFactorRequired,
    factors: factors.map((factor) => ({
      id: factor.id,
      kind: factor.kind,
      label: factor.label,
      createdAt: factor.created_at.toISOString(),
      lastUsedAt: factor.last_used_at?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, caller.userId),
  };
}

/** A new secret for an authenticator app; it counts once confirmed with a code (confirmTotp). */
export async function startTotp(deps: AppDeps, caller: Caller, currentPassword: string): Promise<TotpSetupResponse> {
  const person = await reauthenticatedPerson(deps, caller, currentPassword);
  const secret = newTotpSecret();
  await storePendingFactor(deps.db, {
    userId: person.id,
    kind: 'totp',
    label: '',
    totpSecret: seal(sealingKey(deps.config), secret),
    now: deps.now(),
  });
  return { secret, uri: totpUri(secret, ISSUER, person.email) };
}

export async function confirmTotp(
  deps: AppDeps,
  caller: Caller,
  input: { code: string; label?: string | undefined },
  clientAddress: string,
): Promise<FactorAddedResponse> {
  const now = deps.now();
  const pending = await livePendingFactor(deps.db, caller.userId, 'totp', now);
  if (!pending?.totp_secret) throw notFound();
  const step = totpStep(unseal(sealingKeys(deps.config).all, pending.totp_secret), input.code, now);
  if (step === null) throw new HttpError(400, 'SECOND_FACTOR_INVALID');
  const label = input.label?.trim() || (caller.lang === 'en' ? 'Authenticator app' : 'Authenticator-App');
  return await deps.db.transaction().execute(async (trx) => {
    if (!(await confirmFactor(trx, pending.id, now, { label, totpLastStep: step }))) throw notFound();
    return await factorAdded(trx, deps, caller, clientAddress, 'totp');
  });
}

/** The options for the browser to make a passkey; the challenge waits with the started set-up. */
export async function startPasskey(
  deps: AppDeps,
  caller: Caller,
  currentPassword: string,
): Promise<PasskeyCreationOptions> {
  const person = await reauthenticatedPerson(deps, caller, currentPassword);
  const existing = storedPasskeys(await listConfirmedFactors(deps.db, person.id));
  const options = await registrationOptions(
    relyingPartyOf(deps.config.publicUrl),
    { id: person.id, email: person.email, name: `${person.firstname} ${person.lastname}` },
    existing,
  );
  await storePendingFactor(deps.db, {
    userId: person.id,
    kind: 'passkey',
    label: '',
    challenge: options.challenge,
    now: deps.now(),
  });
  return options;
}

export async function addPasskey(
  deps: AppDeps,
  caller: Caller,
  input: PasskeyAddRequest,
  clientAddress: string,
): Promise<FactorAddedResponse> {
  const now = deps.now();
  const pending = await livePendingFactor(deps.db, caller.userId, 'passkey', now);
  if (!pending?.registration_challenge) throw notFound();
  const passkey = await verifiedRegistration(
    relyingPartyOf(deps.config.publicUrl),
    input.credential,
    pending.registration_challenge,
  );
  if (!passkey) throw new HttpError(400, 'SECOND_FACTOR_INVALID');
  const label = input.label?.trim() || 'Passkey';
  return await deps.db.transaction().execute(async (trx) => {
    const confirmed = await confirmFactor(trx, pending.id, now, {
      label,
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      signCount: passkey.signCount,
      transports: JSON.stringify(passkey.transports),
    });
    if (!confirmed) throw notFound();
    return await factorAdded(trx, deps, caller, clientAddress, 'passkey');
  });
}

/** After a confirmed factor: the first one brings recovery codes; the person is told by mail. */
async function factorAdded(
  trx: Db,
  deps: AppDeps,
  caller: Caller,
  clientAddress: string,
  kind: 'totp' | 'passkey',
): Promise<FactorAddedResponse> {
  const now = deps.now();
  await lockPerson(trx, caller.userId);
  const hadCodes = (await countUnusedRecoveryCodes(trx, caller.userId)) > 0;
  const recoveryCodes = hadCodes ? null : newRecoveryCodes();
  if (recoveryCodes) await replaceRecoveryCodes(trx, caller.userId, recoveryCodes.map(recoveryCodeHash), now);
  await markSecondFactor(trx, caller.userId, now);
  // Sessions opened with the password alone end: one of them may be an intruder's (an admin's
  // set-up session included), and from now on every sign-in asks for the factor.
  await endOwnSessions(trx, caller.userId, { allBut: caller.tokenHash });
  await audit(trx, {
    action: 'account.second_factor_added',
    actor: caller,
    targetUserId: caller.userId,
    targetCompanyId: caller.companyId,
    clientAddress,
    details: { kind },
  });
  await tellPerson(trx, deps, caller.userId, 'added');
  return { recoveryCodes };
}

export async function removeSecondFactor(
  deps: AppDeps,
  caller: Caller,
  id: number,
  currentPassword: string,
  clientAddress: string,
): Promise<void> {
  const person = await reauthenticatedPerson(deps, caller, currentPassword);
  await deps.db.transaction().execute(async (trx) => {
    // One change of a person's factors at a time: two removals at once must not leave an admin with none.
    await lockPerson(trx, person.id);
    const factors = await listConfirmedFactors(trx, person.id);
    const factor = factors.find((one) => one.id === id);
    if (!factor) throw notFound();
    if (factors.length === 1 && secondFactorRequired(person.role, await companyRuleOf(trx, person.company_id))) {
      throw new HttpError(403, 'SECOND_FACTOR_REQUIRED_FOR_ROLE');
    }
    if (!(await deleteFactor(trx, person.id, id))) throw notFound();
    // Without a factor, recovery codes would only be a second password.
    if (factors.length === 1) await replaceRecoveryCodes(trx, person.id, [], deps.now());
    await markSecondFactor(trx, person.id, deps.now());
    await audit(trx, {
      action: 'account.second_factor_removed',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: person.company_id,
      clientAddress,
      details: { kind: factor.kind },
    });
    await tellPerson(trx, deps, person.id, 'removed');
  });
}

export async function renewRecoveryCodes(
  deps: AppDeps,
  caller: Caller,
  currentPassword: string,
  clientAddress: string,
): Promise<string[]> {
  const person = await reauthenticatedPerson(deps, caller, currentPassword);
  if ((await listConfirmedFactors(deps.db, person.id)).length === 0) throw notFound();
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, person.id, codes.map(recoveryCodeHash), deps.now());
    await audit(trx, {
      action: 'account.recovery_codes_renewed',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: person.company_id,
      clientAddress,
    });
    await tellPerson(trx, deps, person.id, 'codesRenewed');
  });
  return codes;
}

/**
 * An admin removes every factor of a person who lost theirs (after checking who asks, outside the
 * portal): factors, codes, waiting sign-ins and sessions go, the person is told by mail.
 */
export async function resetSecondFactor(
  deps: AppDeps,
  caller: Caller,
  id: number,
  currentPassword: string,
  clientAddress: string,
) {
  if (id === caller.userId) throw new HttpError(403, 'CANNOT_RESET_OWN_SECOND_FACTOR');
  const person = await findUserById(deps.db, id);
  if (!person) throw notFound();
  await reauthenticatedPerson(deps, caller, currentPassword);
  await deps.db.transaction().execute(async (trx) => {
    const removed = await removeAllFactors(trx, person.id, deps.now());
    await revokeTokens(trx, person.id, ['session']);
    await audit(trx, {
      action: 'account.second_factor_reset',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: person.company_id,
      clientAddress,
      details: { removed },
    });
    await tellPerson(trx, deps, person.id, 'reset');
  });
}

/** Mails the person what changed about their sign-in. */
export async function tellPerson(
  trx: Db,
  deps: Pick<AppDeps, 'config' | 'mail'>,
  userId: number,
  change: SecondFactorChange,
  codesLeft?: number,
): Promise<void> {
  const person = await findUserById(trx, userId);
  if (!person) return;
  const signInPath = person.role === 'admin' ? '/admin/login' : '/login';
  await deps.mail.enqueue(trx, {
    to: person.email,
    ...secondFactorChangedMail(person.lang, brandingOf(deps.config), {
      ...addresseeOf(person),
      change,
      signInUrl: `${deps.config.publicUrl}${signInPath}`,
      ...(codesLeft === undefined ? {} : { codesLeft }),
    }),
  });
}
