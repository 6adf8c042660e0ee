import {
  AdminAccessToken,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ConfirmEmailResponse,
  CustomerAccessToken,
  EmailChangeReported,
  EmailLinkRequest,
  InvitationStatusResponse,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  ResetRequest,
} from '../accounts.ts';
import { SuccessResponse } from '../common.ts';
import { EndSessionRequest, EndedSessionsResponse, OwnSessionsResponse } from '../sessions.ts';
import { CUSTOMER_ROLES, ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';
import { ANYONE } from './access.ts';
import { SecondFactorSignInRequest, SignInChallengeResponse } from '../second-factor.ts';

const tag = 'Accounts';

const CHALLENGE_COOKIE =
  'the HttpOnly `portal_sign_in` cookie that the sign-in set with its 403 `SECOND_FACTOR_REQUIRED` (five minutes)';

/** Signing in and out (with the second factor), registration, the password links, the own sessions. */
export const accountsEndpoints = {
  customerLogin: endpoint({
    method: 'POST',
    path: '/employee/login',
    summary: 'Sign in an employer, manager or employee',
    description:
      'Answers the access token: its `id` goes into the Authorization header of later calls, `ttl` is its ' +
      'lifetime in seconds (14 days; a session without a request for 8 hours ends sooner). A wrong ' +
      'address or password, or an admin’s account, is 401 ' +
      '`LOGIN_FAILED`; the right password of a locked person or of a blocked company is 403 ' +
      '`ACCOUNT_LOCKED` or `ACCOUNT_BLOCKED`, a manager’s or employee’s whose company signs in through its ' +
      'identity provider alone 403 `PASSWORD_SIGN_IN_OFF` (decision 106), a temporary password past its 7 days 403 ' +
      '`TEMPORARY_PASSWORD_EXPIRED`; after 30 wrong second-factor codes in a row 403 `SECOND_FACTOR_LOCKED` ' +
      'until a new password is set. With a second factor the right password answers 403 ' +
      '`SECOND_FACTOR_REQUIRED` (see "Second factor"). Failed attempts are throttled per account and client address (beyond 5 ' +
      'an hour), per client address and per account (beyond 10; a browser with the `portal_device` cookie ' +
      'of an earlier sign-in of the person passes this one), one check at a time: 429 `RATE_LIMITED`. ' +
      'A successful sign-in sets that HttpOnly cookie.',
    tag,
    access: ANYONE,
    body: LoginRequest,
    response: CustomerAccessToken,
  }),
  adminLogin: endpoint({
    method: 'POST',
    path: '/appuser/login',
    summary: 'Sign in an admin of the provider',
    description:
      'As the customers’ sign-in (`/employee/login`), for admin accounts only (a customer’s account is 401 ' +
      '`LOGIN_FAILED`); the session lasts 14 days.',
    tag,
    access: ANYONE,
    body: LoginRequest,
    response: AdminAccessToken,
  }),
  customerLogout: endpoint({
    method: 'POST',
    path: '/employee/logout',
    summary: 'End the own session',
    description: 'Revokes the token of this request only; the person’s other sessions stay.',
    tag,
    access: { token: 'session', roles: CUSTOMER_ROLES },
    response: SuccessResponse,
  }),
  adminLogout: endpoint({
    method: 'POST',
    path: '/appuser/logout',
    summary: 'End the own admin session',
    description: 'Revokes the token of this request only; the admin’s other sessions stay.',
    tag,
    access: { token: 'session', roles: ['admin'] },
    response: SuccessResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/employee/create-employer',
    summary: 'Register a company and its employer',
    description:
      '`confirmLicense`, `dataProtectionPolicyAccepted` and `orderProcessingAccepted` must all be `true` ' +
      '(else 400 `CONSENT_REQUIRED`); they are recorded with the server’s time, so the company starts with ' +
      'the agreement accepted. `confirmPassword`, when sent, must match (400 `PASSWORDS_DO_NOT_MATCH`), the ' +
      'password must pass the password rule, and an address any account has, in any case, is 409 ' +
      '`EMAIL_ALREADY_EXISTS`. The employer gets `lang`, else the request’s language; no session is issued ' +
      '(sign in next), and registrations are throttled per client address (429).',
    tag,
    access: ANYONE,
    body: RegisterRequest,
    response: RegisterResponse,
  }),
  customerReset: endpoint({
    method: 'POST',
    path: '/employee/reset',
    summary: 'Ask for a password reset link (same answer for known and unknown addresses)',
    description:
      'Answers `{success: true}` whether or not the address has an account. If it belongs to a customer who ' +
      'is not locked, a single-use link `/recovery-password/<token>`, valid 30 minutes, is mailed in their ' +
      'language and replaces any older reset link; a manager or employee whose company allows no passwords ' +
      'beside its identity provider (decision 106) gets no link but a mail showing the way to sign in ' +
      'through it at `/login` (the address, then the provider’s button). Beyond 3 mails an hour to one account, ' +
      'further requests are dropped quietly. Only the throttle per client address answers 429 `RATE_LIMITED`. ' +
      'The answer comes before anything that depends on the account is done, so its timing does not tell either.',
    tag,
    access: ANYONE,
    body: ResetRequest,
    response: SuccessResponse,
  }),
  adminReset: endpoint({
    method: 'POST',
    path: '/appuser/reset',
    summary: 'Ask for an admin password reset link',
    description:
      'As the customers’ reset request (`/employee/reset`), for admin accounts; the link is ' +
      '`/admin/recovery-password/<token>`.',
    tag,
    access: ANYONE,
    body: ResetRequest,
    response: SuccessResponse,
  }),
  customerResetPassword: endpoint({
    method: 'POST',
    path: '/employee/reset-password',
    summary: 'Set a new password with the token of a reset link',
    description:
      'Uses up the link, sets the password (it must pass the password rule) and marks the account active; ' +
      'every session and link of the person ends. A used, replaced or expired link, or one of a locked ' +
      'person or blocked company, is 401 `LINK_INVALID`; a manager’s or employee’s link, once their company ' +
      'allows no passwords beside its identity provider, is 403 `PASSWORD_SIGN_IN_OFF` and changes nothing.',
    tag,
    access: { token: 'reset', roles: CUSTOMER_ROLES },
    body: ResetPasswordRequest,
    response: SuccessResponse,
  }),
  adminResetPassword: endpoint({
    method: 'POST',
    path: '/appuser/reset-password',
    summary: 'Set a new admin password with the token of a reset link',
    description:
      'As the customers’ call (`/employee/reset-password`), for admins; it also redeems the 14-day link ' +
      'mailed to a new admin (`/employee/create-admin`).',
    tag,
    access: { token: 'reset', roles: ['admin'] },
    body: ResetPasswordRequest,
    response: SuccessResponse,
  }),
  invitationStatus: endpoint({
    method: 'GET',
    path: '/employee/invitation',
    summary: 'Whether an invitation link is still good, before the person types a password',
    description:
      'With the invitation token: answers the invited address. A used, replaced or expired link is 401 ' +
      '`LINK_INVALID`, so the invitation page can say so (and whom to ask) before anything is typed. ' +
      'Uses nothing up.',
    tag,
    access: { token: 'invitation', roles: CUSTOMER_ROLES },
    response: InvitationStatusResponse,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/employee/change-password',
    summary: 'Accept an invitation: set the first password with the invitation token',
    description:
      '`dataProtectionPolicyAccepted` must be `true` (else 400 `CONSENT_REQUIRED`), `confirmPassword`, when ' +
      'sent, must match (400 `PASSWORDS_DO_NOT_MATCH`), and the password must pass the password rule. The ' +
      'link is used up, the privacy consent recorded, the account becomes active and leaves its first ' +
      'login, and every other token of the person ends. Answers the address to sign in with; a used, ' +
      'replaced or expired link is 401 `LINK_INVALID`.',
    tag,
    access: { token: 'invitation', roles: CUSTOMER_ROLES },
    body: ChangePasswordRequest,
    response: ChangePasswordResponse,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/employee/confirm-email',
    summary: 'Confirm a new own e-mail address with the token of the link mailed to it',
    description:
      'A change of one’s own address (the person’s PATCH with `email` and `currentPassword`) counts only ' +
      'from here: the address becomes the new one, reset and invitation links of the person end, sessions ' +
      'stay. Answers the address to sign in with. A used, replaced or expired link (24 hours) is 401 ' +
      '`LINK_INVALID`; an address another account took meanwhile is 409 `EMAIL_ALREADY_EXISTS`.',
    tag,
    access: ANYONE,
    body: EmailLinkRequest,
    response: ConfirmEmailResponse,
  }),
  reportEmailChange: endpoint({
    method: 'POST',
    path: '/employee/report-email-change',
    summary: 'Report an e-mail change one did not ask for, with the token mailed to the old address',
    description:
      'Drops the pending change, or undoes a confirmed one when the old address is still free, and ends ' +
      'every session and link of the person, the password, and the second factors and recovery codes added ' +
      'since the change was asked for; factors from before stay required (`recovery: password-reset`). ' +
      'An admin account is locked instead and every other admin is told (`recovery: another-admin`). ' +
      'Works for 7 days, and ends earlier once the person signs in with a factor from before a confirmed ' +
      'change; else 401 `LINK_INVALID`.',
    tag,
    access: ANYONE,
    body: EmailLinkRequest,
    response: EmailChangeReported,
  }),
  ownSessions: endpoint({
    method: 'GET',
    path: '/account/sessions',
    summary: 'The own sessions that are still live',
    description:
      'Every session of the caller that has not ended (neither signed out, nor past 14 days, nor idle for ' +
      '`SESSION_IDLE_HOURS`), newest use first: when it began and was last used (to about 5 minutes), the ' +
      'browser and client address of its sign-in where known, and which one is asking (`current`).',
    tag,
    access: { token: 'session', roles: ROLES },
    response: OwnSessionsResponse,
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/account/sessions/end-others',
    summary: 'Sign out everywhere else',
    description: 'Ends every session of the caller but the one asking; answers how many ended.',
    tag,
    access: { token: 'session', roles: ROLES },
    response: EndedSessionsResponse,
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/account/sessions/end',
    summary: 'End one of the own sessions',
    description: 'Ends the caller’s session with this `id` from the list; another person’s or unknown id is 404.',
    tag,
    access: { token: 'session', roles: ROLES },
    body: EndSessionRequest,
    response: SuccessResponse,
  }),
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
} as const;
