import { SESSION_TTL_SECONDS } from '#shared/constants.ts';
import { audit, auditRow } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import type { CheckClaim } from '../core/throttle.ts';
import { hashToken, newToken, newTokenRow } from '../identity/tokens.ts';
import { DEVICES_PER_PERSON, isTrustedDevice } from '../identity/trusted-devices.ts';
import { companyBlocked } from '../identity/companies.repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { insertSession } from './session-opening.repository.ts';

/** Why the right password does not sign in, and the answer's code. */
const REFUSALS = {
  locked: 'ACCOUNT_LOCKED',
  blocked: 'ACCOUNT_BLOCKED',
  temporaryPasswordExpired: 'TEMPORARY_PASSWORD_EXPIRED',
} as const;

export type SessionOpened = { user: UserRow; token: string; created: Date; ttl: number; deviceToken: string };

/**
 * The right password (and second factor) of a locked person, a blocked company or an expired
 * temporary password does not sign in. `blocked`: the company's state when the caller read it
 * along with the person; otherwise it is read here.
 */
export async function assertMaySignIn(
  deps: AppDeps,
  user: UserRow,
  clientAddress: string,
  blocked?: boolean,
): Promise<void> {
  const refuse = async (reason: keyof typeof REFUSALS) => {
    await audit(deps.db, {
      action: 'account.sign_in_refused',
      targetUserId: user.id,
      targetCompanyId: user.company_id,
      clientAddress,
      details: { reason },
    });
    return new HttpError(403, REFUSALS[reason]);
  };
  if (user.locked_at) throw await refuse('locked');
  if (user.company_id !== null && (blocked ?? (await companyBlocked(deps.db, user.company_id)))) {
    throw await refuse('blocked');
  }
  if (user.password_expires_at && user.password_expires_at <= deps.now())
    throw await refuse('temporaryPasswordExpired');
}

/**
 * Issues the session, remembers the browser, records the sign-in and ends the sign-in's throttle
 * work, in one statement. `known`: whether the browser's mark is the person's, and how many
 * browsers they have, when the caller read it along with the person.
 */
export async function openSession(
  deps: AppDeps,
  user: UserRow,
  input: {
    clientAddress: string;
    deviceToken?: string | undefined;
    device?: string | null;
    secondFactor?: string;
    /** Signed in through the company's identity provider (decision 106); `mfa`: it vouched for a second factor. */
    provider?: { issuer: string; mfa: boolean };
    known?: { device: boolean; devices: number };
    /** The throttle key the sign-in clears, and the places it still holds. */
    throttle?: { clear: string; release: readonly CheckClaim[] };
  },
): Promise<SessionOpened> {
  const now = deps.now();
  const { issued, row } = newTokenRow(user.id, 'session', SESSION_TTL_SECONDS, now, {
    device: input.device ?? null,
    clientAddress: input.clientAddress,
  });
  if (input.provider) {
    row.provider_issuer = input.provider.issuer;
    if (input.provider.mfa) row.provider_mfa = true;
  }
  const known = input.known?.device ?? (await isTrustedDevice(deps.db, input.deviceToken, user.id));
  // A browser that is not the person's gets a new mark, and one more of their browsers is remembered.
  const ownMark = known ? input.deviceToken : undefined;
  const deviceToken = ownMark ?? newToken();
  const tooMany = ownMark === undefined && (input.known ? input.known.devices >= DEVICES_PER_PERSON : true);
  await insertSession(deps.db, {
    session: row,
    device: { tokenHash: hashToken(deviceToken), userId: user.id, now, known: ownMark !== undefined },
    keepDevices: tooMany ? DEVICES_PER_PERSON : null,
    audit: auditRow({
      action: 'account.signed_in',
      actor: { userId: user.id, role: user.role },
      targetUserId: user.id,
      targetCompanyId: user.company_id,
      clientAddress: input.clientAddress,
      ...(input.secondFactor || input.provider
        ? {
            details: {
              ...(input.secondFactor ? { secondFactor: input.secondFactor } : {}),
              ...(input.provider ? { via: 'provider', providerMfa: input.provider.mfa } : {}),
            },
          }
        : {}),
    }),
    throttle: { clear: input.throttle ? [input.throttle.clear] : [], release: input.throttle?.release ?? [] },
  });
  return { user, token: issued.token, created: issued.created, ttl: issued.ttl, deviceToken };
}
