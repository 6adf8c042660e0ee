import { IdParam, SuccessResponse } from '../common.ts';
import { Company } from '../companies.ts';
import {
  CompanyEmployeeList,
  CompanyEmployeeParams,
  CompanyOwnerResponse,
  CompanyParam,
  EditEmployeeRequest,
  EditEmployeeResponse,
  InviteEmployeeRequest,
  InviteEmployeeResponse,
  ResendInvitationQuery,
  ToggleRoleRequest,
  ToggleRoleResponse,
} from '../company-employees.ts';
import { Employee, EmployeePatch, SupervisorData } from '../employees.ts';
import { endpoint } from '../endpoint.ts';
import { EVERY_ROLE, STAFF } from './access.ts';

/** People of a company: the own account, the company’s people, their invitations and roles. */
export const employeesEndpoints = {
  getEmployee: endpoint({
    method: 'GET',
    path: '/employee/:id{[0-9]+}',
    summary: 'One account: the own, or (employer, managers) one of the company, or (admins) any',
    description:
      '`locked` is an admin’s stop on the person, `blocked` one on their company; `notifications` holds ' +
      '`orderProcessingAgreement` while an employer has not accepted the agreement. `hasSecondFactor` says ' +
      'whether the person signs in with a second factor, `secondFactorRequired` whether they must (admins, ' +
      'and customers by their company’s `secondFactorRule`). Someone the caller may ' +
      'not read is 403 for customers, whether or not the id exists; admins get 404 for an unknown id.',
    tag: 'People',
    access: EVERY_ROLE,
    params: IdParam,
    response: Employee,
  }),
  ownedCompany: endpoint({
    method: 'GET',
    path: '/employee/:id{[0-9]+}/ownsOneCompany',
    summary: 'The company the person owns as its employer',
    description:
      '404 when the person owns no company (managers and employees). Anyone of the person’s company may ' +
      'ask, admins about anyone; others get 403 (admins 404 for an unknown id).',
    tag: 'Company',
    access: EVERY_ROLE,
    params: IdParam,
    response: Company,
  }),
  patchEmployee: endpoint({
    method: 'PATCH',
    path: '/employee/:id{[0-9]+}',
    summary: 'Change an account: own data, language, password, consents; admins any customer',
    description:
      'Everyone may change their own `lang`, `sawVideo`, `remindersEnabled` (reminder mails and, for ' +
      'employers and managers, the weekly digest), `dataProtectionPolicyAccepted` and `password`; ' +
      'employers and employees also their names, `email` and `salutation`; only the employer ' +
      '`orderProcessingAccepted` (`orderProcessingAcceptedAt` is ignored): `true` accepts the agreement at ' +
      'the server’s time, `false` after acceptance is 400 `AGREEMENT_CANNOT_BE_WITHDRAWN`. Admins change ' +
      'their own account the same way (names, `email` and `salutation` included) and `firstname`, ' +
      '`lastname`, `email`, `salutation`, `lang` and `password` of any customer; any other field, another ' +
      'admin’s account, or a customer’s change to someone else is 403 (an unknown id: 404 for admins), and ' +
      '`isFirstLogin` is accepted and ignored. A new own password needs `currentPassword` (the temporary one on a ' +
      'first login; 400 `CURRENT_PASSWORD_WRONG`) and ends the first login and every other token; one set ' +
      'by an admin is temporary (`isFirstLogin: true`, signs in for 7 days and only to be replaced, every ' +
      'token ends, `active` unchanged). Every password must ' +
      'pass the password rule, and an `email` another account has, in any case, is 409 ' +
      '`EMAIL_ALREADY_EXISTS`. A new own `email` needs `currentPassword` too and changes nothing yet: it ' +
      'is answered as `pendingEmail` and counts once confirmed through the link mailed to it ' +
      '(`/employee/confirm-email`); the old address gets a notice with a link to report it.',
    tag: 'People',
    access: EVERY_ROLE,
    params: IdParam,
    body: EmployeePatch,
    response: Employee,
  }),
  supervisorData: endpoint({
    method: 'POST',
    path: '/employee/supervisor-data/:id{[0-9]+}',
    summary: 'Whether the person’s company has accepted the data-processing agreement',
    description:
      'Customers may ask only with their own id (another id is 403), admins about anyone (404 for an ' +
      'unknown id). `hasOrderProcessing` is whether the company’s employer has accepted the agreement.',
    tag: 'Company',
    access: EVERY_ROLE,
    params: IdParam,
    response: SupervisorData,
  }),
  companyEmployees: endpoint({
    method: 'GET',
    path: '/company/:companyId{[0-9]+}/employees',
    summary: 'The company’s people with their invitation state and courses',
    description:
      'The employer first, then everyone else by last and first name. `invitation` is `accepted` once the ' +
      'person has a password, `pending` while the newest link is valid and `expired` after (or when none ' +
      'was sent); `invitationExpiresAt` is when that link ends or ended; `hasSecondFactor` whether the ' +
      'person signs in with a second factor. Another company is 403 for ' +
      'customers, whether or not it exists; admins get 404 for an unknown one.',
    tag: 'People',
    access: { token: 'session', roles: ['employer', 'manager', 'admin'] },
    params: CompanyParam,
    response: CompanyEmployeeList,
  }),
  companyOwner: endpoint({
    method: 'GET',
    path: '/company/:id{[0-9]+}/owner',
    summary: 'The company’s employer',
    description:
      '404 when the company has no employer. Another company is 403 for customers, whether or not it ' +
      'exists; admins get 404 for an unknown one.',
    tag: 'People',
    access: { token: 'session', roles: ['employer', 'manager', 'admin'] },
    params: IdParam,
    response: CompanyOwnerResponse,
  }),
  inviteEmployee: endpoint({
    method: 'POST',
    path: '/employee/invite-employee',
    summary: 'Invite a person into the caller’s company (sends the invitation mail)',
    description:
      'The person joins the caller’s company as employee (manager with `isManager`) with the listed ' +
      'courses, without a password, inactive and on first login. The mail carries `/login/<token>?email=…`, ' +
      'valid 14 days and single use; person and mail get the inviter’s language. An address any account ' +
      'has, in any case, is 409 `EMAIL_ALREADY_EXISTS`; a company’s invitations beyond 50 an hour wait (429 ' +
      '`RATE_LIMITED`), 500 an hour at most.',
    tag: 'People',
    access: STAFF,
    body: InviteEmployeeRequest,
    response: InviteEmployeeResponse,
  }),
  resendInvitation: endpoint({
    method: 'GET',
    path: '/employee/resend-invitation',
    summary: 'Send an invited person a new invitation link',
    description:
      'For a manager or employee of the caller’s company without a password: a new link (14 days, single ' +
      'use) and mail in the sender’s language, and the old link stops working. Once the person has a ' +
      'password 409 `INVITATION_ALREADY_ACCEPTED`; the employer, or someone of another company (existing or ' +
      'not), 403; more than 5 resends an hour to one person 429.',
    tag: 'People',
    access: STAFF,
    query: ResendInvitationQuery,
    response: SuccessResponse,
  }),
  editEmployee: endpoint({
    method: 'PUT',
    path: '/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
    summary: 'Rename a person of the company, optionally giving them a temporary password',
    description:
      'Only for managers and employees of the caller’s company, never the employer or the caller themselves ' +
      '(403, as for people of other companies, existing or not; the own account goes through PATCH ' +
      '`/employee/{id}`). A blank, `null` or missing `password` is left out; a given one must pass the ' +
      'password rule and is temporary: the person becomes `active`, must change it after signing in ' +
      '(`isFirstLogin: true`) and loses every session and open link.',
    tag: 'People',
    access: STAFF,
    params: CompanyEmployeeParams,
    body: EditEmployeeRequest,
    response: EditEmployeeResponse,
  }),
  deleteEmployee: endpoint({
    method: 'DELETE',
    path: '/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
    summary: 'Remove a person from the company',
    description:
      'Only managers and employees of the caller’s company, never the employer or the caller themselves ' +
      '(403, as for people of other companies, existing or not). Their tokens, assignments, progress, quiz ' +
      'attempts and certificates go with them, and mails to them not yet sent are dropped.',
    tag: 'People',
    access: STAFF,
    params: CompanyEmployeeParams,
    response: SuccessResponse,
  }),
  toggleRole: endpoint({
    method: 'POST',
    path: '/employee/toggle-role/:id{[0-9]+}',
    summary: 'Make a person manager or employee (`expectedRole` is the role afterwards)',
    description:
      'Only managers and employees of the caller’s company, never the employer or the caller themselves ' +
      '(403, as for people of other companies, existing or not). Asking for the role the person already has ' +
      'changes nothing; a change takes effect at once.',
    tag: 'People',
    access: STAFF,
    params: IdParam,
    body: ToggleRoleRequest,
    response: ToggleRoleResponse,
  }),
} as const;
