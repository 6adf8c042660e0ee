import { CUSTOMER_ROLES } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken, revokeTokens } from '../identity/tokens.ts';
import { findUserById, joinThroughProvider } from '../identity/users.repository.ts';
import { assertMaySignIn } from '../accounts/session-opening.ts';
import { claimsOfCallback } from './code-exchange.ts';
import { type SsoFinished, sessionAfterProvider } from './provider-session.ts';
import { ProviderProblem, classify, signInError } from './oidc-client.ts';
import { type IdTokenClaims, providerVouchesMfa, verifiedAddress } from './provider-kinds.ts';
import { providerClientOf, redirectUriOf } from './sso-connection.ts';
import { type ConnectionRow, findConnection } from './sso-connections.repository.ts';
import {
  type SsoSignInRow,
  awaitConsent,
  findAccountByAddress,
  findIdentity,
  linkIdentity,
  takeSsoSignIn,
  touchIdentity,
} from './sso-sign-ins.repository.ts';

type Input = {
  callback: string;
  dataProtectionPolicyAccepted?: boolean | undefined;
  browserToken: string | undefined;
  clientAddress: string;
  deviceToken?: string | undefined;
  device?: string | null;
};

/** Who the provider's answer names, and how: by a subject linked before or by a verified address. */
type Found = { user: UserRow; subject: string; linked: boolean; mfa: boolean };

/**
 * POST /sso/finish (docs/decisions/106-company-sign-in.md). The state is taken out once, then the
 * code exchanged (PKCE verifier; the ID token's signature, iss, aud, exp and nonce checked by
 * openid-client); the person is found by issuer and `sub`, or on the first sign-in by the
 * provider's verified address within the connection's company. Every refusal is audited and
 * changes nothing but using up the state.
 */
export async function finishSsoSignIn(deps: AppDeps, input: Input): Promise<SsoFinished> {
  const params = new URLSearchParams(input.callback);
  const state = params.get('state');
  const row =
    state && input.browserToken
      ? await takeSsoSignIn(deps.db, hashToken(state), hashToken(input.browserToken), deps.now())
      : undefined;
  const refuse = async (reason: string, error: HttpError, target: { user?: UserRow; companyId?: number } = {}) => {
    await audit(deps.db, {
      action: 'account.provider_sign_in_refused',
      targetUserId: target.user?.id ?? null,
      targetCompanyId: target.user?.company_id ?? target.companyId ?? row?.company_id ?? null,
      clientAddress: input.clientAddress,
      details: { reason },
    });
    return error;
  };
  if (!row || !state) throw await refuse('state', new HttpError(400, 'SSO_STATE_INVALID'));
  // An admin's sign-in (no company) is finished by its own call, never here.
  const connection = row.company_id === null ? undefined : await findConnection(deps.db, row.company_id);
  if (!connection) throw await refuse('state', new HttpError(400, 'SSO_STATE_INVALID'));

  const found =
    row.user_id !== null
      ? await waitingPerson(deps, row, connection.issuer)
      : await answerOfProvider(deps, input, row, state, connection, refuse);
  const { user } = found;
  await assertMaySignIn(deps, user, input.clientAddress);
  if (user.data_protection_policy_accepted_at === null && input.dataProtectionPolicyAccepted !== true) {
    // The invitation's guarantee: nobody uses the portal before accepting the privacy notice.
    await awaitConsent(deps.db, row, { userId: user.id, subject: found.subject, providerMfa: found.mfa });
    throw new HttpError(409, 'SSO_CONSENT_REQUIRED');
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!found.linked) {
      await linkIdentity(trx, connection.issuer, found.subject, user.id, now);
      await audit(trx, {
        action: 'account.provider_linked',
        actor: { userId: user.id, role: user.role },
        targetUserId: user.id,
        targetCompanyId: user.company_id,
        clientAddress: input.clientAddress,
        details: { kind: connection.kind, issuer: connection.issuer },
      });
    } else await touchIdentity(trx, connection.issuer, found.subject, now);
    if (!user.active || user.data_protection_policy_accepted_at === null) {
      await joinThroughProvider(trx, user.id, now);
      // The invitation link is used up, as when a password is set through it.
      await revokeTokens(trx, user.id, ['invitation']);
      if (!user.active) {
        await audit(trx, {
          action: 'account.invitation_accepted',
          actor: { userId: user.id, role: user.role },
          targetUserId: user.id,
          targetCompanyId: user.company_id,
          clientAddress: input.clientAddress,
          details: { via: 'provider' },
        });
      }
    }
  });
  const joined = (await findUserById(deps.db, user.id)) ?? user;
  return sessionAfterProvider(deps, joined, { issuer: connection.issuer, mfa: found.mfa }, input);
}

/** The person of a sign-in that waited for their consent. */
async function waitingPerson(deps: AppDeps, row: SsoSignInRow, issuer: string): Promise<Found> {
  const user = await findUserById(deps.db, row.user_id!);
  if (!user || row.subject === null) throw new HttpError(400, 'SSO_STATE_INVALID');
  const linked = (await findIdentity(deps.db, issuer, row.subject)) !== undefined;
  return { user, subject: row.subject, linked, mfa: row.provider_mfa };
}

type Refuse = (reason: string, error: HttpError, target?: { user?: UserRow; companyId?: number }) => Promise<HttpError>;

/** Exchanges the code and finds the person the checked ID token names. */
async function answerOfProvider(
  deps: AppDeps,
  input: Input,
  row: SsoSignInRow,
  state: string,
  connection: ConnectionRow,
  refuse: Refuse,
): Promise<Found> {
  let claims: IdTokenClaims;
  try {
    claims = await claimsOfCallback(
      providerClientOf(deps, connection),
      redirectUriOf(deps.config.publicUrl),
      input.callback,
      { state, nonce: row.nonce, codeVerifier: row.code_verifier },
    );
  } catch (error) {
    const problem = error instanceof ProviderProblem ? error : classify(error);
    throw await refuse(problem.kind === 'invalid' ? 'token' : problem.kind, signInError(problem));
  }
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const mfa = providerVouchesMfa(claims);
  const identity = await findIdentity(deps.db, connection.issuer, subject);
  if (identity) {
    const user = await findUserById(deps.db, identity.user_id);
    if (!user || user.company_id !== connection.company_id) {
      throw await refuse('otherCompany', new HttpError(403, 'SSO_OTHER_COMPANY'), { ...(user ? { user } : {}) });
    }
    return { user, subject, linked: true, mfa };
  }
  const address = verifiedAddress(connection.kind, connection.tenant, claims);
  if ('refused' in address) throw await refuse(address.refused, new HttpError(403, 'SSO_ADDRESS_UNVERIFIED'));
  const account = await findAccountByAddress(deps.db, address.email);
  if (!account) throw await refuse('noAccount', new HttpError(403, 'SSO_NO_ACCOUNT'));
  if (account.company_id !== connection.company_id || !CUSTOMER_ROLES.includes(account.role as never)) {
    // Another company's person: their own company and id are not this provider's to learn.
    throw await refuse('otherCompany', new HttpError(403, 'SSO_OTHER_COMPANY'));
  }
  return { user: account, subject, linked: false, mfa };
}
