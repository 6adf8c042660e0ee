import { SetManagementRequest } from '../../src/shared/api/management.ts';
import { SetManagerGroupsRequest } from '../../src/shared/api/directory-sync.ts';
import { ConfirmPolicyRequest, PublishPolicyRequest, SetPolicyAudienceRequest } from '../../src/shared/api/policies.ts';
import { AiRecordQuery, SetAiToolsRequest } from '../../src/shared/api/ai-literacy.ts';
import type * as v from 'valibot';
import { DrawQuizRequest } from '../../src/shared/api/quiz-draws.ts';
import {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetRequest,
  ChangePasswordRequest,
  EmailLinkRequest,
} from '../../src/shared/api/accounts.ts';
import { CreateAdminRequest } from '../../src/shared/api/admin-admins.ts';
import { AuditLogQuery } from '../../src/shared/api/admin-audit.ts';
import {
  BlockAccountRequest,
  DeleteEmployerRequest,
  LockAccountRequest,
  SetEmployerQuery,
} from '../../src/shared/api/admin-employees.ts';
import { SoftwarePasskey } from '../support/software-passkey.ts';
import {
  BookSimulationRequest,
  CampaignRequest,
  ChecklistRequest,
  BlockRequest,
  LaunchRequest,
  SwitchRequest,
  TestMailRequest,
  DomainRequest,
  PreviewQuery,
} from '../../src/shared/api/simulation.ts';
import { SimulationModeRequest } from '../../src/shared/api/simulation-pseudonymous.ts';
import {
  AdminSsoFinishRequest,
  SignInProviderRequest,
  SsoAddressRequest,
  SsoFinishRequest,
} from '../../src/shared/api/sso.ts';
import { EndSessionRequest } from '../../src/shared/api/sessions.ts';
import {
  CurrentPasswordRequest,
  PasskeyAddRequest,
  SecondFactorSignInRequest,
  TotpConfirmRequest,
} from '../../src/shared/api/second-factor.ts';
import {
  EmployeeCountQuery,
  EmployeeFilter,
  EmployeeListQuery,
  EmployeeWhere,
} from '../../src/shared/api/admin-filter.ts';
import { UploadListQuery } from '../../src/shared/api/admin-uploads.ts';
import { CertificateQuery, SendCompanyDocumentRequest } from '../../src/shared/api/certificates.ts';
import { CompanyPatch } from '../../src/shared/api/companies.ts';
import {
  EditEmployeeRequest,
  InviteEmployeeRequest,
  ResendInvitationQuery,
  ToggleRoleRequest,
} from '../../src/shared/api/company-employees.ts';
import { EmployeePatch } from '../../src/shared/api/employees.ts';
import { CreateProgressRequest, SaveProgressRequest } from '../../src/shared/api/progress.ts';
import { ResetCompanyProgressRequest } from '../../src/shared/api/company-reset.ts';
import { OverallStatisticsQuery } from '../../src/shared/api/statistics.ts';
import { RemindPeopleRequest } from '../../src/shared/api/employer-todo.ts';
import { CompanyExportQuery, DataExportQuery } from '../../src/shared/api/data-export.ts';
import {
  SetDeadlineRequest,
  TrainingAssignmentRequest,
  TrainingForAllRequest,
} from '../../src/shared/api/assignments.ts';
import { TrainingMaterialQuery } from '../../src/shared/api/trainings.ts';
import { SendUploadConfirmationRequest } from '../../src/shared/api/uploads.ts';
import { COURSE_SLUGS } from '../../src/shared/courses.ts';
import { PASSWORD, registrationPayload, uniqueEmail } from '../support/factories.ts';
import {
  CreateEvidencePackageRequest,
  EvidenceDocumentQuery,
  ShareEvidenceRequest,
} from '../../src/shared/api/evidence.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';
import { EvidenceStatusFilters, EvidenceStatusQuery } from '../../src/shared/api/evidence-status.ts';
import {
  HOSTILE_CAMPAIGN,
  HOSTILE_EVIDENCE_TOKEN,
  type CallerKind,
  type World,
  type WorldRef,
} from './hostile-input-world.ts';

/**
 * Every /api/ route that the hostile-input test drives: who may call it (so that the requests
 * carry a token that reaches validation), its path parameters (with the people of the world
 * they may name), and the valid query and body that the generators break one field at a time,
 * with the schema from src/shared that the server validates them with.
 */
export type JsonInput = { schema: v.GenericSchema | undefined; valid: (w: World) => unknown };
export type QueryInput = { schema: v.GenericSchema | undefined; valid: (w: World) => Record<string, string> };

export type RouteSpec = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As the app's route table has it, e.g. `/api/employee/:id{[0-9]+}`. */
  pattern: string;
  /** The callers whose tokens the requests carry; none for public routes. */
  callers: readonly CallerKind[];
  /** People of the world each path parameter may name, or literal values (`=text`). */
  params?: Record<string, readonly (WorldRef | `=${string}`)[]>;
  query?: QueryInput;
  json?: JsonInput;
  /** JSON text in one query parameter (the admin's LoopBack filters), broken like a body. */
  queryJson?: JsonInput & { key: string };
  multipart?: 'upload' | 'import' | 'policy';
  /** A refused sign-in or re-authentication writes throttle counters and its audit entry (docs/product.md R4). */
  signIn?: boolean;
  /** A refusal that counts against a limit on purpose, as an invitation to a taken address (decision 067). */
  countsRefusals?: boolean;
  runs: number;
};

const CUSTOMERS = ['employer', 'manager', 'employee'] as const;
const STAFF = ['employer', 'manager'] as const;
const EVERYONE = ['employer', 'manager', 'employee', 'admin'] as const;
const ADMIN = ['admin'] as const;
const PEOPLE: readonly WorldRef[] = ['employer', 'manager', 'employee', 'victim', 'otherEmployee', 'admin', 'invited'];
const TARGETS: readonly WorldRef[] = ['victim', 'victim2', 'invited', 'otherEmployee', 'employer'];
const COMPANIES: readonly WorldRef[] = ['company', 'otherCompany'];

const lang = { schema: CertificateQuery, valid: () => ({ lang: 'en' }) };
const none = { schema: undefined, valid: () => ({}) };
const exportFormat = { schema: DataExportQuery, valid: () => ({ format: 'csv' }) };
const companyExportFormat = { schema: CompanyExportQuery, valid: () => ({ format: 'xlsx' }) };
const slug = COURSE_SLUGS[1];

/** Default number of generated requests per route; heavy routes get fewer, cheap ones more. */
const RUNS = 180;

export const ROUTES: RouteSpec[] = [
  // Public
  { method: 'GET', pattern: '/api/health', callers: [], query: none, runs: 60 },
  { method: 'GET', pattern: '/api/health/ready', callers: [], query: none, runs: 20 },
  { method: 'GET', pattern: '/api/public-config', callers: [], query: none, runs: 60 },
  { method: 'GET', pattern: '/api/openapi.json', callers: [], query: none, runs: 20 },
  { method: 'GET', pattern: '/api/files/agreement', callers: [], query: none, runs: 40 },
  {
    method: 'GET',
    pattern: '/api/certificates/verify/:code',
    callers: [],
    params: { code: ['=ABCD-EFGH-JKMN-PQRS', 'upload'] },
    query: none,
    runs: RUNS,
  },
  // Account and session
  {
    method: 'POST',
    pattern: '/api/employee/login',
    callers: [],
    json: { schema: LoginRequest, valid: (w) => ({ email: w.emails.employee, password: 'falsches Passwort' }) },
    signIn: true,
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/appuser/login',
    callers: [],
    json: { schema: LoginRequest, valid: (w) => ({ email: w.emails.admin, password: 'falsches Passwort' }) },
    signIn: true,
    runs: RUNS,
  },
  { method: 'POST', pattern: '/api/employee/logout', callers: CUSTOMERS, query: none, runs: 40 },
  { method: 'POST', pattern: '/api/appuser/logout', callers: ADMIN, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/employee/create-employer',
    callers: [],
    json: {
      schema: RegisterRequest,
      valid: () => registrationPayload({ lang: 'de' }),
    },
    runs: 120,
  },
  {
    method: 'POST',
    pattern: '/api/employee/reset',
    callers: [],
    json: { schema: ResetRequest, valid: (w) => ({ email: w.emails.victim }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/appuser/reset',
    callers: [],
    json: { schema: ResetRequest, valid: (w) => ({ email: w.emails.admin }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/reset-password',
    callers: ['resetCustomer'],
    json: { schema: ResetPasswordRequest, valid: () => ({ newPassword: PASSWORD }) },
    runs: 120,
  },
  {
    method: 'POST',
    pattern: '/api/appuser/reset-password',
    callers: ['resetAdmin'],
    json: { schema: ResetPasswordRequest, valid: () => ({ newPassword: PASSWORD }) },
    runs: 120,
  },
  { method: 'GET', pattern: '/api/employee/invitation', callers: ['invitation'], query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/employee/change-password',
    callers: ['invitation'],
    json: {
      schema: ChangePasswordRequest,
      valid: () => ({ password: PASSWORD, confirmPassword: PASSWORD, dataProtectionPolicyAccepted: true }),
    },
    runs: 120,
  },
  // The second step of a sign-in and the own second factors (decision 069)
  { method: 'GET', pattern: '/api/account/sign-in-challenge', callers: [], query: none, runs: 40 },
  ...(['/api/employee/login/second-factor', '/api/appuser/login/second-factor'] as const).map((pattern) => ({
    method: 'POST' as const,
    pattern,
    callers: [],
    json: { schema: SecondFactorSignInRequest, valid: () => ({ code: '123456' }) },
    runs: RUNS,
  })),
  { method: 'GET', pattern: '/api/account/second-factor', callers: EVERYONE, query: none, runs: 40 },
  { method: 'GET', pattern: '/api/account/sessions', callers: EVERYONE, query: none, runs: 40 },
  { method: 'GET', pattern: '/api/account/provider-sign-out', callers: EVERYONE, query: none, runs: 40 },
  { method: 'POST', pattern: '/api/account/sessions/end-others', callers: EVERYONE, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/account/sessions/end',
    callers: EVERYONE,
    json: { schema: EndSessionRequest, valid: () => ({ id: '0000000000000000' }) },
    runs: 60,
  },
  ...(
    [
      '/api/account/second-factor/totp',
      '/api/account/second-factor/passkey/options',
      '/api/account/second-factor/recovery-codes',
    ] as const
  ).map((pattern) => ({
    method: 'POST' as const,
    pattern,
    callers: EVERYONE,
    json: { schema: CurrentPasswordRequest, valid: () => ({ currentPassword: 'falsches Passwort' }) },
    // A wrong current password counts against the person's re-authentication throttle.
    signIn: true,
    runs: 60,
  })),
  {
    method: 'POST',
    pattern: '/api/account/second-factor/totp/confirm',
    callers: EVERYONE,
    json: { schema: TotpConfirmRequest, valid: () => ({ code: '123456', label: 'Telefon' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/account/second-factor/passkey',
    callers: EVERYONE,
    json: {
      schema: PasskeyAddRequest,
      valid: () => ({
        credential: new SoftwarePasskey('http://portal.test').register({
          challenge: 'c2V0LXVw',
          rp: { id: 'portal.test' },
        }),
        label: 'Laptop',
      }),
    },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/account/second-factor/:id{[0-9]+}/remove',
    callers: EVERYONE,
    params: { id: ['=1', '=2147483647'] },
    json: { schema: CurrentPasswordRequest, valid: () => ({ currentPassword: 'falsches Passwort' }) },
    signIn: true,
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/employee/reset-second-factor/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['victim', 'otherEmployee', 'admin'] },
    json: { schema: CurrentPasswordRequest, valid: () => ({ currentPassword: 'falsches Passwort' }) },
    signIn: true,
    runs: 60,
  },
  // Links of an e-mail change: the token travels in the body (decision 066)
  ...(['/api/employee/confirm-email', '/api/employee/report-email-change'] as const).map((pattern) => ({
    method: 'POST' as const,
    pattern,
    callers: [],
    json: { schema: EmailLinkRequest, valid: () => ({ token: 'a'.repeat(43) }) },
    runs: RUNS,
  })),
  // The person and the company
  { method: 'GET', pattern: '/api/employee/:id{[0-9]+}', callers: EVERYONE, params: { id: PEOPLE }, runs: RUNS },
  {
    method: 'GET',
    pattern: '/api/employee/:id{[0-9]+}/ownsOneCompany',
    callers: EVERYONE,
    params: { id: PEOPLE },
    runs: RUNS,
  },
  {
    method: 'PATCH',
    pattern: '/api/employee/:id{[0-9]+}',
    callers: EVERYONE,
    params: { id: ['employee', 'manager', 'employer', 'victim', 'admin', 'otherEmployee'] },
    json: {
      schema: EmployeePatch,
      valid: () => ({ lang: 'de', sawVideo: true, firstname: 'Max', salutation: 'Herr' }),
    },
    // Changing one's own e-mail address asks for the current password: a wrong one counts
    // against the person's re-authentication throttle.
    signIn: true,
    runs: 300,
  },
  {
    method: 'POST',
    pattern: '/api/employee/supervisor-data/:id{[0-9]+}',
    callers: EVERYONE,
    params: { id: PEOPLE },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/company/:id{[0-9]+}', callers: EVERYONE, params: { id: COMPANIES }, runs: RUNS },
  {
    method: 'GET',
    pattern: '/api/company/:id{[0-9]+}/export',
    callers: ['employer', 'admin'],
    params: { id: COMPANIES },
    query: companyExportFormat,
    runs: 60,
  },
  {
    method: 'GET',
    pattern: '/api/employee/:id{[0-9]+}/export',
    callers: EVERYONE,
    params: { id: PEOPLE },
    query: exportFormat,
    runs: 60,
  },
  {
    method: 'PATCH',
    pattern: '/api/company/:id{[0-9]+}',
    callers: ['employer', 'admin'],
    params: { id: COMPANIES },
    json: {
      schema: CompanyPatch,
      valid: () => ({
        companyName: 'Robust GmbH',
        address: { street: 'Hauptstraße 1', postCode: '10115', city: 'Berlin' },
        phoneNumber: '+49 30 123456',
        employeeCount: 60,
        // The rule as the world has it: accepted from the employer, it changes no one's sign-in.
        secondFactorRule: 'none',
      }),
    },
    runs: 300,
  },
  // Company people
  {
    method: 'GET',
    pattern: '/api/company/:companyId{[0-9]+}/employees',
    callers: ['employer', 'manager', 'admin'],
    params: { companyId: COMPANIES },
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/company/:id{[0-9]+}/owner',
    callers: ['employer', 'manager', 'admin'],
    params: { id: COMPANIES },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/invite-employee',
    callers: STAFF,
    json: {
      schema: InviteEmployeeRequest,
      valid: () => ({
        firstname: 'Anna',
        lastname: 'Müller',
        email: uniqueEmail('invitee'),
        isManager: false,
        assignedCourseList: [slug],
      }),
    },
    countsRefusals: true,
    runs: 300,
  },
  {
    method: 'GET',
    pattern: '/api/employee/resend-invitation',
    callers: STAFF,
    query: { schema: ResendInvitationQuery, valid: (w) => ({ employeeId: String(w.ids.invited) }) },
    runs: RUNS,
  },
  {
    method: 'PUT',
    pattern: '/api/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
    callers: STAFF,
    params: { companyId: COMPANIES, id: TARGETS },
    json: { schema: EditEmployeeRequest, valid: () => ({ firstname: 'Erika', lastname: 'Muster', password: null }) },
    runs: 300,
  },
  {
    method: 'DELETE',
    pattern: '/api/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
    callers: STAFF,
    params: { companyId: COMPANIES, id: ['victim2', 'otherEmployee', 'employer', 'manager'] },
    runs: 120,
  },
  {
    method: 'POST',
    pattern: '/api/employee/toggle-role/:id{[0-9]+}',
    callers: STAFF,
    params: { id: TARGETS },
    json: { schema: ToggleRoleRequest, valid: () => ({ expectedRole: 'manager' }) },
    runs: RUNS,
  },
  // Course assignments and progress
  {
    method: 'POST',
    pattern: '/api/trainings/assign',
    callers: STAFF,
    json: { schema: TrainingAssignmentRequest, valid: (w) => ({ trainingSlug: slug, ownerId: w.ids.victim }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/trainings/set-deadline',
    callers: STAFF,
    json: {
      schema: SetDeadlineRequest,
      valid: (w) => ({
        trainingSlug: slug,
        ownerId: w.ids.victim,
        dueOn: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      }),
    },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/trainings/revoke',
    callers: STAFF,
    json: {
      schema: TrainingAssignmentRequest,
      valid: (w) => ({ trainingSlug: 'ai-security', ownerId: w.ids.invited }),
    },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/trainings/assign-to-all',
    callers: STAFF,
    json: { schema: TrainingForAllRequest, valid: () => ({ trainingSlug: slug }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/trainings/revoke-for-all',
    callers: STAFF,
    json: { schema: TrainingForAllRequest, valid: () => ({ trainingSlug: 'ai-security' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/progress/reset-company-progress',
    callers: ['employer', 'admin'],
    json: { schema: ResetCompanyProgressRequest, valid: (w) => ({ companyId: w.ids.company }) },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/trainings', callers: EVERYONE, query: none, runs: 120 },
  {
    method: 'GET',
    pattern: '/api/trainings/get-training/:slug',
    callers: EVERYONE,
    params: { slug: [`=${slug}`, '=ai-security', 'company'] },
    query: { schema: TrainingMaterialQuery, valid: () => ({ lang: 'en' }) },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/progress/get-progress', callers: CUSTOMERS, query: none, runs: 120 },
  {
    method: 'GET',
    pattern: '/api/progress/get-single-progress/:id',
    callers: CUSTOMERS,
    params: { id: ['progress', 'upload', 'company'] },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/progress/create-progress',
    callers: CUSTOMERS,
    json: { schema: CreateProgressRequest, valid: () => ({ trainingSlug: slug }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/progress/draw-quiz',
    callers: CUSTOMERS,
    json: { schema: DrawQuizRequest, valid: () => ({ trainingSlug: slug, lang: 'en' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/progress/save-progress',
    callers: CUSTOMERS,
    json: {
      schema: SaveProgressRequest,
      valid: (w) => ({
        opId: crypto.randomUUID(),
        trainingSlug: COURSE_SLUGS[0],
        progressId: w.ids.progress,
        at: new Date(0).toISOString(),
        slide: 2,
        secondsSpent: 30,
        moduleFinished: true,
        quizAttempt: {
          id: crypto.randomUUID(),
          drawId: crypto.randomUUID(),
          answers: { q1: 'a', q2: 'b', q3: 'c', q4: 'a', q5: 'b' },
          attemptedAt: new Date(0).toISOString(),
        },
        exercise: { id: 'e1', finished: true },
      }),
    },
    runs: 400,
  },
  { method: 'GET', pattern: '/api/progress/get-company-progress', callers: STAFF, query: none, runs: 120 },
  // Certificates and statistics
  {
    method: 'GET',
    pattern: '/api/certificates/personal/:userId{[0-9]+}',
    callers: CUSTOMERS,
    params: { userId: PEOPLE },
    query: lang,
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/certificates/management/:userId{[0-9]+}',
    callers: CUSTOMERS,
    params: { userId: PEOPLE },
    query: lang,
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/certificates/company', callers: STAFF, query: lang, runs: RUNS },
  {
    method: 'POST',
    pattern: '/api/certificates/company/send',
    callers: ['employer'],
    json: {
      schema: SendCompanyDocumentRequest,
      valid: () => ({ email: 'kundenservice@versicherer.example', lang: 'de' }),
    },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/statistics/get-company-stats', callers: STAFF, query: none, runs: 120 },
  { method: 'GET', pattern: '/api/statistics/get-company-todo', callers: STAFF, query: none, runs: 120 },
  {
    method: 'POST',
    pattern: '/api/reminders/remind-people',
    callers: STAFF,
    json: { schema: RemindPeopleRequest, valid: (w) => ({ userIds: [w.ids.victim, w.ids.invited] }) },
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/statistics/get-overall-stats',
    callers: ADMIN,
    query: {
      schema: OverallStatisticsQuery,
      valid: () => ({ from: '2024-01-01', to: '2025-12-31', periodBy: 'activity' }),
    },
    runs: RUNS,
  },
  // Files
  { method: 'POST', pattern: '/api/pdf/upload-file', callers: STAFF, multipart: 'upload', runs: 300 },
  {
    method: 'POST',
    pattern: '/api/pdf/send-upload-confirmation',
    callers: STAFF,
    json: {
      schema: SendUploadConfirmationRequest,
      valid: (w) => ({ email: w.emails.employer, cc: 'buchhaltung@example.de' }),
    },
    runs: RUNS,
  },
  // Admin
  {
    method: 'GET',
    pattern: '/api/employee/count',
    callers: ADMIN,
    query: { schema: EmployeeCountQuery, valid: () => ({ where: JSON.stringify({ role: 'employer' }) }) },
    queryJson: {
      key: 'where',
      schema: EmployeeWhere,
      valid: () => ({ role: { inq: ['manager', 'employee'] }, locked: false, id: { gt: 0 } }),
    },
    runs: 300,
  },
  {
    method: 'GET',
    pattern: '/api/admin/companies/:id{[0-9]+}/training-status',
    callers: ADMIN,
    params: { id: ['company', 'admin'] },
    query: none,
    runs: 120,
  },
  {
    method: 'GET',
    pattern: '/api/admin/evidence-status',
    callers: ADMIN,
    query: { schema: EvidenceStatusQuery, valid: () => ({ coverage: 'below', search: 'Robust', offset: '0' }) },
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/admin/evidence-status/export',
    callers: ADMIN,
    query: { schema: EvidenceStatusFilters, valid: () => ({ management: 'open' }) },
    runs: 60,
  },
  {
    method: 'GET',
    pattern: '/api/employee',
    callers: ADMIN,
    query: { schema: EmployeeListQuery, valid: () => ({ filter: JSON.stringify({ where: { role: 'employer' } }) }) },
    queryJson: {
      key: 'filter',
      schema: EmployeeFilter,
      valid: (w) => ({
        where: { role: 'employer', companyId: { inq: [w.ids.company] }, active: true },
        include: 'ownsOneCompany',
        limit: 10,
        skip: 0,
        order: ['lastname DESC', 'id'],
      }),
    },
    runs: 400,
  },
  {
    method: 'POST',
    pattern: '/api/employee/block-account/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployer', 'employee', 'admin'] },
    json: { schema: BlockAccountRequest, valid: () => ({ block: false }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/lock-account/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployee', 'victim2', 'admin'] },
    json: { schema: LockAccountRequest, valid: () => ({ lock: false }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/activate-account/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployee', 'invited', 'admin'] },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/send-reset-link/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployee', 'admin'] },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/set-employer/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployer', 'otherEmployee', 'admin'] },
    query: { schema: SetEmployerQuery, valid: () => ({ role: 'manager' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/employee/delete-employer-completely/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['otherEmployer', 'otherEmployee', 'admin'] },
    json: { schema: DeleteEmployerRequest, valid: () => ({ confirmation: 'DELETE' }) },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/appuser', callers: ADMIN, query: none, runs: 120 },
  {
    method: 'POST',
    pattern: '/api/employee/create-admin',
    callers: ADMIN,
    json: {
      schema: CreateAdminRequest,
      valid: () => ({ firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail('newadmin'), lang: 'en' }),
    },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/appuser/:id{[0-9]+}/send-invitation',
    callers: ADMIN,
    params: { id: ['victimAdmin', 'admin', 'employee'] },
    runs: 120,
  },
  {
    method: 'DELETE',
    pattern: '/api/appuser/:id{[0-9]+}',
    callers: ADMIN,
    params: { id: ['victimAdmin', 'admin', 'employee'] },
    runs: 120,
  },
  {
    method: 'GET',
    pattern: '/api/uploads',
    callers: ADMIN,
    query: { schema: UploadListQuery, valid: () => ({ status: 'all' }) },
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/uploads/:id{[0-9]+}/rows',
    callers: ADMIN,
    params: { id: ['upload', 'company'] },
    runs: RUNS,
  },
  { method: 'POST', pattern: '/api/employee/upload-employee-list', callers: ADMIN, multipart: 'import', runs: 300 },
  { method: 'POST', pattern: '/api/uploads', callers: ADMIN, multipart: 'import', runs: 150 },
  {
    method: 'GET',
    pattern: '/api/audit-log',
    callers: ADMIN,
    query: {
      schema: AuditLogQuery,
      valid: (w) => ({
        companyId: String(w.ids.company),
        userId: String(w.ids.employer),
        before: '999999',
        limit: '20',
      }),
    },
    runs: RUNS,
  },
  // Phishing simulation (decision 096): the world's company has booked it and added hostile.test.
  { method: 'GET', pattern: '/api/simulation/booking', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/simulation/booking',
    callers: STAFF,
    json: { schema: BookSimulationRequest, valid: () => ({ addendumVersion: '1.0' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/simulation/checklist',
    callers: STAFF,
    json: {
      schema: ChecklistRequest,
      valid: () => ({ item: 'worksCouncil', version: '1.0', choice: 'informed', date: '2026-01-15' }),
    },
    runs: RUNS,
  },
  { method: 'POST', pattern: '/api/simulation/announcement', callers: STAFF, query: none, runs: 20 },
  {
    method: 'PUT',
    pattern: '/api/simulation/mode',
    callers: STAFF,
    json: {
      schema: SimulationModeRequest,
      valid: () => ({ mode: 'pseudonymous', version: '1.0', worksCouncil: 'none', staffTold: true }),
    },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/simulation/mine', callers: CUSTOMERS, query: none, runs: 40 },
  { method: 'GET', pattern: '/api/management', callers: STAFF, query: none, runs: 40 },
  {
    method: 'PUT',
    pattern: '/api/management/members',
    callers: STAFF,
    json: { schema: SetManagementRequest, valid: () => ({ userIds: [] }) },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/management/mine', callers: CUSTOMERS, query: none, runs: 40 },
  // Company sign-in (decision 106): the issuer of the valid body refuses connections on this machine.
  { method: 'GET', pattern: '/api/sso/connection', callers: STAFF, query: none, runs: 40 },
  {
    method: 'PUT',
    pattern: '/api/sso/connection',
    callers: STAFF,
    json: {
      schema: SignInProviderRequest,
      valid: () => ({
        kind: 'oidc',
        issuer: 'https://127.0.0.1:9/',
        displayName: 'Firmen-Login',
        clientId: 'portal',
        clientSecret: 'geheim',
        passwordsAllowed: true,
      }),
    },
    runs: 60,
  },
  { method: 'DELETE', pattern: '/api/sso/connection', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/sso/discover',
    callers: [],
    json: { schema: SsoAddressRequest, valid: (w) => ({ email: w.emails.employee }) },
    signIn: true,
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/sso/start',
    callers: [],
    json: { schema: SsoAddressRequest, valid: (w) => ({ email: w.emails.employee }) },
    signIn: true,
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/sso/finish',
    callers: [],
    json: { schema: SsoFinishRequest, valid: () => ({ callback: '?code=abc&state=def' }) },
    signIn: true,
    runs: 60,
  },
  { method: 'POST', pattern: '/api/appuser/sso/start', callers: [], query: none, signIn: true, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/appuser/sso/finish',
    callers: [],
    json: { schema: AdminSsoFinishRequest, valid: () => ({ callback: '?code=abc&state=def' }) },
    signIn: true,
    runs: 60,
  },
  { method: 'GET', pattern: '/api/directory-sync', callers: STAFF, query: none, runs: 40 },
  { method: 'POST', pattern: '/api/directory-sync/token', callers: STAFF, query: none, runs: 40 },
  { method: 'DELETE', pattern: '/api/directory-sync/token', callers: STAFF, query: none, runs: 40 },
  {
    method: 'PUT',
    pattern: '/api/directory-sync/manager-groups',
    callers: STAFF,
    json: { schema: SetManagerGroupsRequest, valid: () => ({ managerGroups: ['Führungskräfte'] }) },
    runs: RUNS,
  },
  // Policies (decision 108)
  { method: 'GET', pattern: '/api/policies/templates', callers: STAFF, query: none, runs: 40 },
  { method: 'GET', pattern: '/api/policies', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/policies/publish',
    callers: ['employer'],
    json: {
      schema: PublishPolicyRequest,
      valid: (w) => ({ policyId: w.ids.policy, title: 'IT-Nutzung', text: 'Bitte sperren Sie den Bildschirm.' }),
    },
    runs: RUNS,
  },
  { method: 'POST', pattern: '/api/policies/publish-pdf', callers: ['employer'], multipart: 'policy', runs: 200 },
  {
    method: 'GET',
    pattern: '/api/policies/:id{[0-9]+}',
    callers: STAFF,
    params: { id: ['policy', 'otherCompany', 'upload'] },
    query: none,
    runs: RUNS,
  },
  {
    method: 'PUT',
    pattern: '/api/policies/:id{[0-9]+}/audience',
    callers: ['employer'],
    params: { id: ['policy', 'otherCompany'] },
    json: {
      schema: SetPolicyAudienceRequest,
      valid: (w) => ({ audience: 'people', userIds: [w.ids.employee, w.ids.manager] }),
    },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/policies/:id{[0-9]+}/remind',
    callers: ['employer'],
    params: { id: ['policy', 'otherCompany'] },
    query: none,
    runs: 60,
  },
  {
    method: 'GET',
    pattern: '/api/policies/:id{[0-9]+}/export',
    callers: ['employer'],
    params: { id: ['policy', 'otherCompany'] },
    query: none,
    runs: 60,
  },
  {
    method: 'GET',
    pattern: '/api/policies/:id{[0-9]+}/versions/:versionId{[0-9]+}/pdf',
    callers: CUSTOMERS,
    params: { id: ['policy', 'otherCompany'], versionId: ['policyVersion', 'policy', 'upload'] },
    query: none,
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/policies/mine', callers: CUSTOMERS, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/policies/confirm',
    callers: CUSTOMERS,
    json: {
      schema: ConfirmPolicyRequest,
      valid: (w) => ({ versionId: w.ids.policyVersion, confirmedAt: '2026-11-30T08:00:00.000Z' }),
    },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/ai-literacy', callers: STAFF, query: none, runs: 40 },
  {
    method: 'PUT',
    pattern: '/api/ai-literacy/tools',
    callers: STAFF,
    json: {
      schema: SetAiToolsRequest,
      valid: () => ({ tools: [{ name: 'DeepL', purpose: 'Übersetzen', usedBy: 'everyone', userIds: [] }] }),
    },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/ai-literacy/mine', callers: CUSTOMERS, query: none, runs: 40 },
  {
    method: 'GET',
    pattern: '/api/ai-literacy/record',
    callers: STAFF,
    query: { schema: AiRecordQuery, valid: () => ({ format: 'csv' }) },
    runs: 20,
  },
  // The evidence package (decision 110)
  { method: 'GET', pattern: '/api/evidence/packages', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/evidence/packages',
    callers: STAFF,
    json: { schema: CreateEvidencePackageRequest, valid: () => ({ asOf: berlinToday(new Date()) }) },
    runs: 120,
  },
  {
    method: 'GET',
    pattern: '/api/evidence/packages/:id{[0-9]+}/document',
    callers: STAFF,
    params: { id: ['evidencePackage', 'otherCompany', 'policy'] },
    query: { schema: EvidenceDocumentQuery, valid: () => ({ format: 'csv' }) },
    runs: 40,
  },
  {
    method: 'POST',
    pattern: '/api/evidence/packages/:id{[0-9]+}/links',
    callers: STAFF,
    params: { id: ['evidencePackage', 'otherCompany'] },
    json: { schema: ShareEvidenceRequest, valid: () => ({ days: 7 }) },
    runs: RUNS,
  },
  {
    method: 'DELETE',
    pattern: '/api/evidence/packages/:id{[0-9]+}/links/:linkId{[0-9]+}',
    callers: STAFF,
    params: { id: ['evidencePackage', 'otherCompany'], linkId: ['evidenceLink', 'policy'] },
    runs: 60,
  },
  {
    method: 'GET',
    pattern: '/api/evidence/shared/:token',
    callers: [],
    params: { token: [`=${HOSTILE_EVIDENCE_TOKEN}`, '=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'upload'] },
    query: none,
    runs: RUNS,
  },
  {
    method: 'GET',
    pattern: '/api/evidence/shared/:token/document',
    callers: [],
    params: { token: [`=${HOSTILE_EVIDENCE_TOKEN}`, 'upload'] },
    query: { schema: EvidenceDocumentQuery, valid: () => ({ format: 'csv' }) },
    runs: 60,
  },
  { method: 'GET', pattern: '/api/simulation/domains', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/simulation/domains',
    callers: STAFF,
    json: { schema: DomainRequest, valid: () => ({ domain: 'hostile.test' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/simulation/domains/:domain/check',
    callers: STAFF,
    params: { domain: ['=hostile.test', '=gmail.com', '=unbekannt.test'] },
    runs: 60,
  },
  {
    method: 'DELETE',
    pattern: '/api/simulation/domains/:domain',
    callers: STAFF,
    params: { domain: ['=unbekannt.test', '=gmail.com'] },
    runs: 60,
  },
  { method: 'GET', pattern: '/api/simulation/people', callers: STAFF, query: none, runs: 40 },
  { method: 'PUT', pattern: '/api/simulation/exclusions/:id', callers: STAFF, params: { id: PEOPLE }, runs: RUNS },
  { method: 'DELETE', pattern: '/api/simulation/exclusions/:id', callers: STAFF, params: { id: PEOPLE }, runs: RUNS },
  { method: 'GET', pattern: '/api/simulation/templates', callers: STAFF, query: none, runs: 40 },
  {
    method: 'GET',
    pattern: '/api/simulation/templates/:id/preview',
    callers: STAFF,
    params: { id: ['=parcel-not-delivered', '=unbekannt'] },
    query: { schema: PreviewQuery, valid: () => ({ lang: 'en' }) },
    runs: RUNS,
  },
  { method: 'GET', pattern: '/api/admin/simulation/templates', callers: ADMIN, query: none, runs: 40 },
  {
    method: 'GET',
    pattern: '/api/admin/simulation/templates/:id/preview',
    callers: ADMIN,
    params: { id: ['=parcel-not-delivered', '=unbekannt'] },
    query: { schema: PreviewQuery, valid: () => ({ lang: 'de' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/templates/:id/publish',
    callers: ADMIN,
    params: { id: ['=parcel-not-delivered', '=unbekannt'] },
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/templates/:id/retire',
    callers: ADMIN,
    params: { id: ['=mailbox-full-password', '=unbekannt'] },
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/simulation/test-mail',
    callers: STAFF,
    json: { schema: TestMailRequest, valid: () => ({ templateId: 'parcel-not-delivered', lang: 'de' }) },
    runs: 60,
  },
  { method: 'GET', pattern: '/api/simulation/campaigns', callers: STAFF, query: none, runs: 40 },
  {
    method: 'POST',
    pattern: '/api/simulation/campaigns',
    callers: STAFF,
    json: {
      schema: CampaignRequest,
      valid: () => ({
        name: 'Übung',
        repeatWeeks: 4,
        categories: ['parcel', 'sign-in'],
        difficulties: [1, 2],
        startsOn: '2099-01-05',
        windowDays: 3,
        hourFrom: 9,
        hourTo: 16,
      }),
    },
    runs: RUNS,
  },
  ...(['launch', 'resume'] as const).map((action): RouteSpec => ({
    method: 'POST',
    pattern: `/api/simulation/campaigns/:id/${action}`,
    callers: STAFF,
    params: { id: [`=${HOSTILE_CAMPAIGN}`, '=00000000-0000-4000-8000-000000000000', '=kein-uuid'] },
    json: { schema: LaunchRequest, valid: () => ({ currentPassword: 'falsches Passwort' }) },
    signIn: true,
    runs: 60,
  })),
  ...(['pause', 'stop'] as const).map((action): RouteSpec => ({
    method: 'POST',
    pattern: `/api/simulation/campaigns/:id/${action}`,
    callers: STAFF,
    params: { id: [`=${HOSTILE_CAMPAIGN}`, '=00000000-0000-4000-8000-000000000000', '=kein-uuid'] },
    runs: 60,
  })),
  { method: 'GET', pattern: '/api/simulation/results', callers: STAFF, query: none, runs: 40 },
  { method: 'GET', pattern: '/api/simulation/results/export', callers: STAFF, query: none, runs: 20 },
  { method: 'GET', pattern: '/api/admin/simulation', callers: ADMIN, query: none, runs: 20 },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/switch',
    callers: ADMIN,
    json: { schema: SwitchRequest, valid: () => ({ stopped: false }) },
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/sender-domains',
    callers: ADMIN,
    json: { schema: DomainRequest, valid: () => ({ domain: 'absender-robust.test' }) },
    runs: RUNS,
  },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/sender-domains/:domain/retire',
    callers: ADMIN,
    params: { domain: ['=unbekannt.test', '=gmx.de'] },
    runs: 60,
  },
  {
    method: 'POST',
    pattern: '/api/admin/simulation/companies/:id/block',
    callers: ADMIN,
    params: { id: COMPANIES },
    json: { schema: BlockRequest, valid: () => ({ blocked: false }) },
    runs: RUNS,
  },
];
