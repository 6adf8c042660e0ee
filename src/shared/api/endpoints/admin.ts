import { AdminAccount, AdminAccountList, CreateAdminRequest, CreateAdminResponse } from '../admin-admins.ts';
import { AuditLogPage, AuditLogQuery } from '../admin-audit.ts';
import {
  ActivateAccountResponse,
  AdminEmployeeList,
  BlockAccountRequest,
  CompanyTrainingStatus,
  BlockAccountResponse,
  DeleteEmployerRequest,
  DeleteEmployerResponse,
  LockAccountRequest,
  LockAccountResponse,
  SetEmployerQuery,
  SetEmployerResponse,
} from '../admin-employees.ts';
import { EmployeeCountQuery, EmployeeCountResponse, EmployeeListQuery } from '../admin-filter.ts';
import {
  ImportForm,
  ImportResponse,
  StoreListForm,
  UploadList,
  UploadListQuery,
  UploadPreview,
} from '../admin-uploads.ts';
import { UPLOAD_BODY_LIMIT, UploadFileResponse } from '../uploads.ts';
import { IdParam, SuccessResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { ADMIN } from './access.ts';

/** The provider’s back office: policyholders, their accounts, admins, uploaded lists, the audit log. */
export const adminEndpoints = {
  employers: endpoint({
    method: 'GET',
    path: '/employee',
    summary: 'Customer accounts (employers with their company, a company’s people), filtered, sorted and paged',
    description:
      '`filter` is LoopBack’s JSON form checked against a whitelist: `where` on `id`, `role`, `companyId`, ' +
      '`locked` and `active` (all must hold), `include: "ownsOneCompany"` for the company the person owns ' +
      '(`null` if none), `limit` 1–1000 (default 1000), `skip` or `offset` up to 1,000,000, and `order` by ' +
      '`id`, `createdAt`, `lastname`, `firstname` or `email`, with `id ASC` added last so pages never ' +
      'overlap. Anything else (an unknown field, operator or relation, `fields`, a `scope`, a number sent ' +
      'as a string, over 2000 characters, not JSON) is 400 `VALIDATION_FAILED` and nothing is read. Admins ' +
      'are never listed; without `filter`, the first 1000 customers by id.',
    tag: 'Admin',
    access: ADMIN,
    query: EmployeeListQuery,
    response: AdminEmployeeList,
  }),
  employerCount: endpoint({
    method: 'GET',
    path: '/employee/count',
    summary: 'How many customer accounts match a `where`',
    description:
      '`where` as in the `filter` of the customer list (JSON text, at most 2000 characters); without it, ' +
      'every customer. Admins are never counted.',
    tag: 'Admin',
    access: ADMIN,
    query: EmployeeCountQuery,
    response: EmployeeCountResponse,
  }),
  companyTrainingStatus: endpoint({
    method: 'GET',
    path: '/admin/companies/:id{[0-9]+}/training-status',
    summary: 'Where a customer’s training stands: people fully trained, last certificate, last activity',
    description:
      '`learners` are the company’s people with at least one assigned course, `fullyTrained` those of them ' +
      'with every assigned course passed and valid (the dashboard’s figures, brought up to date first), ' +
      '`fullyTrainedPercent` the share rounded down (null without learners); the date of the last sealed ' +
      'company certificate (an interim status is none) and of the latest learning progress saved. No names. ' +
      'An unknown company is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: CompanyTrainingStatus,
  }),
  blockAccount: endpoint({
    method: 'POST',
    path: '/employee/block-account/:id{[0-9]+}',
    summary: 'Block or unblock an employer and with it the whole company',
    description:
      'While the company is blocked, its people’s tokens count as none and sign-in with the right password ' +
      'is 403 `ACCOUNT_BLOCKED`; sessions and reset links are deleted at once, open invitation links stay ' +
      'and work again afterwards. Unblocking gives no session back, asking for the current state keeps the ' +
      'time of the first stop, and an id that is not an employer is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    body: BlockAccountRequest,
    response: BlockAccountResponse,
  }),
  lockAccount: endpoint({
    method: 'POST',
    path: '/employee/lock-account/:id{[0-9]+}',
    summary: 'Lock or unlock one customer account',
    description:
      'Any role, the employer included. While locked, the person’s sessions and reset links are deleted, ' +
      'other tokens count as none, sign-in is 403 `ACCOUNT_LOCKED` and reset requests send nothing. Open ' +
      'invitation links stay; an admin’s or unknown id is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    body: LockAccountRequest,
    response: LockAccountResponse,
  }),
  activateAccount: endpoint({
    method: 'POST',
    path: '/employee/activate-account/:id{[0-9]+}',
    summary: 'Activate a customer account, or send it a new link to set a password',
    description:
      'A customer without a password gets a new invitation link (`/login/<token>?email=…`, 14 days, single ' +
      'use, the old one ends) in their stored language, naming the company’s employer as inviter ' +
      '(`linkSent: true`); one with a password is marked active. Neither unlocks nor unblocks; an admin’s ' +
      'or unknown id is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: ActivateAccountResponse,
  }),
  sendResetLink: endpoint({
    method: 'POST',
    path: '/employee/send-reset-link/:id{[0-9]+}',
    summary: 'Send a customer a password reset link',
    description:
      'Mails the customer’s reset link (`/recovery-password/<token>`, 30 minutes, single use) to their own ' +
      'address in their language, without the throttle of the public reset request. While the person is ' +
      'locked or the company blocked, the link is refused (401 `LINK_INVALID`); an admin’s or unknown id is ' +
      '404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: SuccessResponse,
  }),
  setEmployer: endpoint({
    method: 'POST',
    path: '/employee/set-employer/:id{[0-9]+}',
    summary: 'Make a person of a company its employer (the former one gets `role`)',
    description:
      'Only a manager or employee can become the employer; `previousEmployerId` is the former employer ' +
      '(`null` if none), who now has `role`. The new employer starts without an accepted agreement, so the ' +
      'company’s actions are blocked until they accept it. The employer themselves is 409 ' +
      '`ALREADY_EMPLOYER`, an admin’s or unknown id 404, another `role` or query parameter 400.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    query: SetEmployerQuery,
    response: SetEmployerResponse,
  }),
  deleteEmployer: endpoint({
    method: 'POST',
    path: '/employee/delete-employer-completely/:id{[0-9]+}',
    summary: 'Delete an employer with the company, its people and their data (confirmed by a typed word)',
    description:
      'Needs the body `{"confirmation": "DELETE"}` exactly; anything else is 400 `CONFIRMATION_REQUIRED` ' +
      'and nothing is deleted. The company goes with its people, their tokens, assignments, progress, quiz ' +
      'attempts, certificates, stored uploads, mails and throttle counters; the audit log keeps its entries ' +
      '(ids only) but drops the client addresses of the company’s people. An id that is not an employer is ' +
      '404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    body: DeleteEmployerRequest,
    response: DeleteEmployerResponse,
  }),
  admins: endpoint({
    method: 'GET',
    path: '/appuser',
    summary: 'The provider’s admins',
    description: 'By last and first name; `active` once the admin has set a password.',
    tag: 'Admin',
    access: ADMIN,
    response: AdminAccountList,
  }),
  createAdmin: endpoint({
    method: 'POST',
    path: '/employee/create-admin',
    summary: 'Create an admin (sends a link to set the password)',
    description:
      'The admin starts without a password (`active: false`); a mail in `lang` (default: the request’s ' +
      'language) carries `/admin/recovery-password/<token>`, valid 14 days and single use, redeemed with ' +
      '`/appuser/reset-password`. An address any account has, in any case, is 409 `EMAIL_ALREADY_EXISTS`; ' +
      'other fields (`role`, `password` …) are 400.',
    tag: 'Admin',
    access: ADMIN,
    body: CreateAdminRequest,
    response: CreateAdminResponse,
  }),
  resendAdminInvitation: endpoint({
    method: 'POST',
    path: '/appuser/:id{[0-9]+}/send-invitation',
    summary: 'Send a new admin the link to set the password again',
    description:
      'For an admin who has not set a password yet (`active: false`), for instance because the 14-day ' +
      'link expired: a new link of 14 days in the admin’s language, the former link dead at once. An ' +
      'admin with a password is 409 `INVITATION_ALREADY_ACCEPTED` (they use `/appuser/reset`); a ' +
      'customer’s or unknown id is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: AdminAccount,
  }),
  deleteAdmin: endpoint({
    method: 'DELETE',
    path: '/appuser/:id{[0-9]+}',
    summary: 'Delete an admin (never oneself or the last one)',
    description:
      'The admin goes with their tokens and unsent mails. One’s own account is 400 `CANNOT_DELETE_SELF`; a ' +
      'deletion that would leave no admin (two admins deleting each other at once) is 409 `LAST_ADMIN`; a ' +
      'customer’s or unknown id is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: SuccessResponse,
  }),
  uploads: endpoint({
    method: 'GET',
    path: '/uploads',
    summary: 'Employee lists uploaded by employers',
    description:
      '`status` is `pending` (default), `imported` or `all`; oldest first, at most 500. The employer is the ' +
      'company’s current one, `result` holds the import’s counts once imported, and the file itself is ' +
      'never sent.',
    tag: 'Admin',
    access: ADMIN,
    query: UploadListQuery,
    response: UploadList,
  }),
  storeEmployerList: endpoint({
    method: 'POST',
    path: '/uploads',
    summary: 'Store an employee list for an employer, to be reviewed before the import',
    description:
      'One `file` and `employerId` (an employer, else 404), each once: a missing or repeated file is 400 ' +
      '`UPLOAD_REJECTED`, any other field or a missing `employerId` 400 `VALIDATION_FAILED`. The file is read as in the employer’s upload (`/pdf/upload-file`: same limits and ' +
      '`UPLOAD_REJECTED` refusals), without the rule of 50 declared employees, and stored as a pending upload ' +
      'of the employer’s company: its rows are reviewed and it is imported like an employer’s ' +
      'own, and nobody is created or invited yet.',
    tag: 'Admin',
    access: ADMIN,
    form: StoreListForm,
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: UploadFileResponse,
  }),
  uploadRows: endpoint({
    method: 'GET',
    path: '/uploads/:id{[0-9]+}/rows',
    summary: 'An uploaded list’s rows with what an import would do',
    description:
      'The stored file read again by the upload’s parser: each row with its problems and `existing` (the ' +
      'address already has an account), the problem counts, and `expected`, the counts an import would give ' +
      'now. An unknown id is 404.',
    tag: 'Admin',
    access: ADMIN,
    params: IdParam,
    response: UploadPreview,
  }),
  importEmployeeList: endpoint({
    method: 'POST',
    path: '/employee/upload-employee-list',
    summary: 'Import a stored list (`uploadId`) or a file for an employer (`file` and `employerId`)',
    description:
      'Send either `uploadId` (a stored upload; an `employerId` sent along must be its company’s employer) ' +
      'or one `file` with `employerId` (an employer, whose company gets the people), each field once; ' +
      'anything else is 400 `VALIDATION_FAILED`. The file is read as in the employer’s upload ' +
      '(`/pdf/upload-file`: same limits and `UPLOAD_REJECTED` refusals), without the rule of 50 declared ' +
      'employees. Valid rows whose address has no account, in any company or case, become employees without ' +
      'password or courses in the employer’s language, each mailed an invitation link (14 days) in the ' +
      'employer’s name; rows with problems and existing addresses are only counted. All in one transaction: ' +
      'a sent file is stored as an imported upload, and importing an upload again is 409 ' +
      '`UPLOAD_ALREADY_IMPORTED`.',
    tag: 'Admin',
    access: ADMIN,
    form: ImportForm,
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: ImportResponse,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/audit-log',
    summary: 'The audit log, newest first, paged by `before`',
    description:
      '`companyId`: entries about that company; `userId`: entries with that person as actor or target (both ' +
      'together must both hold); `limit` 1–200, default 50; `before`: the `nextBefore` of the previous page ' +
      '(`null` on the last). Names and the target’s role are today’s (a deleted person shows the id only), ' +
      'the actor’s role the one at the time, and `details` holds ids and counts only.',
    tag: 'Admin',
    access: ADMIN,
    query: AuditLogQuery,
    response: AuditLogPage,
  }),
} as const;
