import { SESSION_TTL_SECONDS } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import { issueToken } from '../core/tokens.ts';
import { trustDevice } from '../core/trusted-devices.ts';
import { companyBlocked } from '../companies/companies.repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../http/types.ts';

/** Why the right password does not sign in, and the answer's code. */
const REFUSALS = {
  locked: 'ACCOUNT_LOCKED',
  blocked: 'ACCOUNT_BLOCKED',
  temporaryPasswordExpired: 'TEMPORARY_PASSWORD_EXPIRED',
} as const;

export type SessionOpened = { user: UserRow; token: string; created: Date; ttl: number; deviceToken: string };

/** The right password (and second factor) of a locked person, a blocked company or an expired temporary password does not sign in. */
export async function assertMaySignIn(deps: AppDeps, user: UserRow, clientAddress: string): Promise<void> {
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
  if (user.company_id !== null && (await companyBlocked(deps.db, user.company_id))) throw await refuse('blocked');
  if (user.password_expires_at && user.password_expires_at <= deps.now())
    throw await refuse('temporaryPasswordExpired');
}

/** Issues the session, remembers the browser and records the sign-in. */
export async function openSession(
  deps: AppDeps,
  user: UserRow,
  input: { clientAddress: string; deviceToken?: string | undefined; device?: string | null; secondFactor?: string },
): Promise<SessionOpened> {
  const now = deps.now();
  const issued = await issueToken(deps.db, user.id, 'session', SESSION_TTL_SECONDS, now, {
    device: input.device ?? null,
    clientAddress: input.clientAddress,
  });
  const deviceToken = await trustDevice(deps.db, input.deviceToken, user.id, now);
  await audit(deps.db, {
    action: 'account.signed_in',
    actor: { userId: user.id, role: user.role },
    targetUserId: user.id,
    targetCompanyId: user.company_id,
    clientAddress: input.clientAddress,
    ...(input.secondFactor ? { details: { secondFactor: input.secondFactor } } : {}),
  });
  return { user, token: issued.token, created: issued.created, ttl: issued.ttl, deviceToken };
}
