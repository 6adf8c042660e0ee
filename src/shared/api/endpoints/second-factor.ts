import { AdminAccessToken, CustomerAccessToken } from '../accounts.ts';
import { IdParam, SuccessResponse } from '../common.ts';
import {
  CurrentPasswordRequest,
  FactorAddedResponse,
  PasskeyAddRequest,
  PasskeyCreationOptions,
  RecoveryCodesResponse,
  SecondFactorSignInRequest,
  SecondFactorStatus,
  SignInChallengeResponse,
  TotpConfirmRequest,
  TotpSetupResponse,
} from '../second-factor.ts';
import { ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';

const ANYONE = { token: 'none' } as const;
const SIGNED_IN = { token: 'session', roles: ROLES } as const;
const tag = 'Second factor';

const CHALLENGE_COOKIE =
  'the HttpOnly `portal_sign_in` cookie that the sign-in set with its 403 `SECOND_FACTOR_REQUIRED` (five minutes)';

/** The second factor at sign-in and in the account settings (docs/decisions/069-second-factor.md). */
export const secondFactorEndpoints = {
  signInChallenge: endpoint({
    method: 'GET',
    path: '/account/sign-in-challenge',
    summary: 'What a waiting sign-in can be finished with',
    description:
      `Reads ${CHALLENGE_COOKIE}. With a passkey on the account, \`passkeyOptions\` are what the browser's ` +
      '`navigator.credentials.get` signs: the challenge made with the waiting sign-in, the same on every read. Without a live sign-in: 401 `LINK_INVALID` ' +
      '(sign in again).',
    tag,
    access: ANYONE,
    response: SignInChallengeResponse,
  }),
  customerSecondFactor: endpoint({
    method: 'POST',
    path: '/employee/login/second-factor',
    summary: 'Finish a customer’s sign-in with the second factor',
    description:
      `Reads ${CHALLENGE_COOKIE}; \`code\` is the six digits of the authenticator app (each counts once) or ` +
      'one of the recovery codes (used up), `passkey` the browser’s answer to `passkeyOptions` of ' +
      '`/account/sign-in-challenge`. Answers the access token of `/employee/login`. A wrong code or passkey is 401 ' +
      '`SECOND_FACTOR_INVALID`; after 5 wrong codes the waiting sign-in ends (401 `LINK_INVALID`), and wrong ' +
      'codes are throttled per person (beyond 3 an hour, at most 10): 429 `RATE_LIMITED`. After 30 wrong codes in a ' +
      'row the second step is stopped until the person sets a new password: 403 `SECOND_FACTOR_LOCKED`.',
    tag,
    access: ANYONE,
    body: SecondFactorSignInRequest,
    response: CustomerAccessToken,
  }),
  adminSecondFactor: endpoint({
    method: 'POST',
    path: '/appuser/login/second-factor',
    summary: 'Finish an admin’s sign-in with the second factor',
    description: 'As the customers’ call (`/employee/login/second-factor`), after `/appuser/login`.',
    tag,
    access: ANYONE,
    body: SecondFactorSignInRequest,
    response: AdminAccessToken,
  }),
  secondFactorStatus: endpoint({
    method: 'GET',
    path: '/account/second-factor',
    summary: 'The own second factors and how many recovery codes are left',
    description:
      '`required` is true for admins: until an admin has a factor, every other call of their session is 403 ' +
      '`SECOND_FACTOR_SETUP_REQUIRED`.',
    tag,
    access: SIGNED_IN,
    response: SecondFactorStatus,
  }),
  startTotp: endpoint({
    method: 'POST',
    path: '/account/second-factor/totp',
    summary: 'Start adding an authenticator app',
    description:
      'Needs the current password (400 `CURRENT_PASSWORD_WRONG`, throttled per person). Answers a new ' +
      'secret and its `otpauth://` address for the QR code; it counts once confirmed with a code.',
    tag,
    access: SIGNED_IN,
    body: CurrentPasswordRequest,
    response: TotpSetupResponse,
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/account/second-factor/totp/confirm',
    summary: 'Confirm the authenticator app with its current code',
    description:
      'A wrong code is 400 `SECOND_FACTOR_INVALID`, no started set-up (or one older than 15 minutes) 404. ' +
      'With the person’s first factor come ten recovery codes, shown this once; later ones answer `null`.',
    tag,
    access: SIGNED_IN,
    body: TotpConfirmRequest,
    response: FactorAddedResponse,
  }),
  startPasskey: endpoint({
    method: 'POST',
    path: '/account/second-factor/passkey/options',
    summary: 'Start adding a passkey',
    description:
      'Needs the current password (400 `CURRENT_PASSWORD_WRONG`, throttled per person). Answers the options ' +
      'for the browser’s `navigator.credentials.create` (the portal’s address is the relying party); they are ' +
      'valid 15 minutes.',
    tag,
    access: SIGNED_IN,
    body: CurrentPasswordRequest,
    response: PasskeyCreationOptions,
  }),
  addPasskey: endpoint({
    method: 'POST',
    path: '/account/second-factor/passkey',
    summary: 'Add the passkey the browser made',
    description:
      'Checks the browser’s answer against the started options (challenge, origin, relying party): a wrong or ' +
      'foreign one is 400 `SECOND_FACTOR_INVALID`, no started set-up 404. With the person’s first factor come ' +
      'ten recovery codes, shown this once.',
    tag,
    access: SIGNED_IN,
    body: PasskeyAddRequest,
    response: FactorAddedResponse,
  }),
  removeSecondFactor: endpoint({
    method: 'POST',
    path: '/account/second-factor/:id{[0-9]+}/remove',
    summary: 'Remove one of the own second factors',
    description:
      'Needs the current password. An admin’s last factor stays (403 `SECOND_FACTOR_REQUIRED_FOR_ROLE`); with ' +
      'a customer’s last one the recovery codes go too. Another person’s or unknown id is 404.',
    tag,
    access: SIGNED_IN,
    params: IdParam,
    body: CurrentPasswordRequest,
    response: SuccessResponse,
  }),
  newRecoveryCodes: endpoint({
    method: 'POST',
    path: '/account/second-factor/recovery-codes',
    summary: 'Replace the own recovery codes',
    description: 'Needs the current password and a factor (else 404); the earlier codes stop working.',
    tag,
    access: SIGNED_IN,
    body: CurrentPasswordRequest,
    response: RecoveryCodesResponse,
  }),
  resetSecondFactor: endpoint({
    method: 'POST',
    path: '/employee/reset-second-factor/:id{[0-9]+}',
    summary: 'Remove every second factor of a person who lost theirs (admins)',
    description:
      'Needs the admin’s own current password (400 `CURRENT_PASSWORD_WRONG`, throttled): a stolen admin ' +
      'session must not strip anyone’s factor. Removes the person’s factors, recovery codes and waiting ' +
      'sign-ins, ends their sessions, records it in the audit log and mails the person. An admin must set up a ' +
      'new factor at the next sign-in. The own account is 403 `CANNOT_RESET_OWN_SECOND_FACTOR`, an unknown id 404.',
    tag: 'Admin',
    access: { token: 'session', roles: ['admin'] },
    params: IdParam,
    body: CurrentPasswordRequest,
    response: SuccessResponse,
  }),
};
