import type { AdminAccessToken, CustomerAccessToken } from '#shared/api/accounts.ts';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from './client.ts';
import { activateLang } from '../i18n.ts';
import type { Lang } from '#shared/constants.ts';
import { chooseLanguage, waitingLanguageOf } from './account-language.ts';
import { setSession } from '../session/session-store.ts';

/**
 * Keeps a customer's session and switches to their stored language (docs/product.md R1), unless
 * they chose another one on this device that has not reached the server yet: that choice is newer.
 * `chosen` is the language picked on the invitation page: the person's first sign-in keeps it and
 * stores it with the account.
 */
async function keepCustomerSession(token: CustomerAccessToken, chosen?: Lang): Promise<void> {
  setSession({
    token: token.id,
    userId: token.userId,
    ttl: token.ttl,
    created: token.created,
    lang: token.lang,
    role: token.role,
  });
  if (chosen && chosen !== token.lang) await chooseLanguage(chosen);
  else await activateLang(waitingLanguageOf(token.userId) ?? token.lang);
}

function keepAdminSession(token: AdminAccessToken): void {
  setSession({ token: token.id, userId: token.userId, ttl: token.ttl, created: token.created, role: 'admin' });
}

/**
 * The password step. With a second factor on the account it fails with SECOND_FACTOR_REQUIRED and
 * the server keeps the waiting sign-in in an HttpOnly cookie; the code step (finish…) ends it.
 */
export async function signInCustomer(email: string, password: string, chosen?: Lang): Promise<void> {
  await keepCustomerSession(await call(api.customerLogin, { body: { email, password } }), chosen);
}

export async function signInAdmin(email: string, password: string): Promise<void> {
  keepAdminSession(await call(api.adminLogin, { body: { email, password } }));
}

/** The second step: a code (app or recovery) or a passkey's answer (decision 069). */
export async function finishCustomerSignIn(answer: SecondFactorSignInRequest): Promise<void> {
  await keepCustomerSession(await call(api.customerSecondFactor, { body: answer }));
}

export async function finishAdminSignIn(answer: SecondFactorSignInRequest): Promise<void> {
  keepAdminSession(await call(api.adminSecondFactor, { body: answer }));
}

/** What the waiting sign-in can be finished with, and a passkey's challenge. */
export const signInMethods = () => call(api.signInChallenge, {});

/**
 * The return from the company's identity provider (decision 106): the query the provider sent the
 * browser back with, and for an invited person's first sign-in the privacy notice accepted. Like
 * the password step it may end in SECOND_FACTOR_REQUIRED; SSO_CONSENT_REQUIRED asks for the consent.
 */
export async function finishProviderSignIn(callback: string, dataProtectionPolicyAccepted?: boolean): Promise<void> {
  await keepCustomerSession(
    await call(api.finishSignIn, {
      body: { callback, ...(dataProtectionPolicyAccepted ? { dataProtectionPolicyAccepted } : {}) },
    }),
  );
}

/** The return from the admins' identity provider (decision 112); may end in SECOND_FACTOR_REQUIRED. */
export async function finishAdminProviderSignIn(callback: string): Promise<void> {
  keepAdminSession(await call(api.adminFinishSignIn, { body: { callback } }));
}
