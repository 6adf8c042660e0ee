import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../core/errors.ts';
import { type SessionOpened, openSession } from '../accounts/session-opening.ts';
import { WRONG_CODES_IN_A_ROW, startSecondFactor } from '../accounts/second-factor-sign-in.ts';

export type SsoFinished = SessionOpened | { challenge: string };

/**
 * The end of a sign-in through an identity provider, companies' and admins' alike: a provider that
 * vouched for a second factor opens the session; otherwise a person with their own portal factor
 * gives it, as after a password (decisions 099, 106, 112).
 */
export async function sessionAfterProvider(
  deps: AppDeps,
  user: UserRow,
  provider: { issuer: string; mfa: boolean },
  input: { clientAddress: string; deviceToken?: string | undefined; device?: string | null },
): Promise<SsoFinished> {
  if (!provider.mfa && (user.second_factor_since || user.second_factor_failures >= WRONG_CODES_IN_A_ROW)) {
    if (user.second_factor_failures >= WRONG_CODES_IN_A_ROW) throw new HttpError(403, 'SECOND_FACTOR_LOCKED');
    return { challenge: await startSecondFactor(deps, user, deps.now()) };
  }
  return openSession(deps, user, { ...input, provider });
}
