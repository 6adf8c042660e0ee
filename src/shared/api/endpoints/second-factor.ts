import { IdParam, SuccessResponse } from '../common.ts';
import {
  CurrentPasswordRequest,
  FactorAddedResponse,
  PasskeyAddRequest,
  PasskeyCreationOptions,
  RecoveryCodesResponse,
  SecondFactorStatus,
  TotpConfirmRequest,
  TotpSetupResponse,
} from '../second-factor.ts';
import { endpoint } from '../endpoint.ts';
import { EVERY_ROLE } from './access.ts';

const tag = 'Second factor';

/** The second factor in the account settings and its reset by an admin (docs/decisions/069-second-factor.md). */
export const secondFactorEndpoints = {
  secondFactorStatus: endpoint({
    method: 'GET',
    path: '/account/second-factor',
    summary: 'The own second factors and how many recovery codes are left',
    description:
      '`required` is true for admins, and for customers whose company’s `secondFactorRule` covers their ' +
      'role: until such a person has a factor, every other call of their session is 403 ' +
      '`SECOND_FACTOR_SETUP_REQUIRED`, and their last factor cannot be removed (403 ' +
      '`SECOND_FACTOR_REQUIRED_FOR_ROLE`).',
    tag,
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
    access: EVERY_ROLE,
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
} as const;
