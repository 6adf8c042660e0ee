/**
 * Who may call what: the declared authorization policy of every /api/ route, written from
 * docs/product.md §6 and §10, docs/api.md and docs/decisions/. The authorization matrix
 * (authorization-matrix.test.ts) sends every route as every caller below and holds the server to
 * this table; the server's own route table must match its keys exactly.
 *
 * "Company A" owns the resource named in the path or body; "company B" is another company.
 */

/** The callers of the matrix. */
export const CALLERS = [
  /** no Authorization header */
  'anonymous',
  /** a session token of company A's employer whose lifetime has passed */
  'expired',
  'employee',
  'manager',
  'employer',
  'admin',
  'otherEmployer',
  'otherManager',
  'otherEmployee',
  /** an invited person of company A holding an open invitation link (decision 004) */
  'invitationLink',
  /** a person of company A holding an open reset link (decision 004) */
  'resetLink',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** The kind of token a caller holds: none, or the access_tokens.kind of its token. */
export function tokenKindOf(caller: CallerName): 'none' | 'session' | 'invitation' | 'reset' {
  if (caller === 'anonymous' || caller === 'expired') return 'none';
  if (caller === 'invitationLink') return 'invitation';
  if (caller === 'resetLink') return 'reset';
  return 'session';
}

/** Callers from outside company A: nothing of company A may reach them. */
export const FOREIGN_CALLERS: readonly CallerName[] = [
  'anonymous',
  'expired',
  'otherEmployer',
  'otherManager',
  'otherEmployee',
];

export type Rule = {
  /** The callers that pass authorization; everyone else is refused (401, or 403/404). */
  allow: readonly CallerName[];
  /**
   * The token the call needs: `none` for public calls, `session` (default) for the signed-in
   * calls, `invitation` or `reset` for the link calls. A token of another kind is no token
   * (docs/api.md: 401 for "a token of the wrong kind").
   */
  token?: 'none' | 'session' | 'invitation' | 'reset';
  /** Where the rule comes from. */
  basis: string;
};

const EVERYONE = CALLERS;
const CUSTOMERS = ['employee', 'manager', 'employer', 'otherEmployee', 'otherManager', 'otherEmployer'] as const;
const SIGNED_IN = [...CUSTOMERS, 'admin'] as const;
/** The employer and managers of the company that owns the resource. */
const STAFF_OF_A = ['manager', 'employer'] as const;
/** Employer and managers of any company, each acting on their own company (no company in the request). */
const STAFF_OF_ANY = ['manager', 'employer', 'otherManager', 'otherEmployer'] as const;
const ADMIN = ['admin'] as const;
/** The employer of any company, acting on their own company. */
const EMPLOYER_OF_ANY = ['employer', 'otherEmployer'] as const;
const DIRECTORY =
  'docs/decisions/107-directory-sync-scim.md: the SCIM token and group mapping are the employer’s alone';
const MANAGEMENT = 'docs/decisions/103-management-training.md: management data is the employer’s alone';
const SSO = 'docs/decisions/106-company-sign-in.md: the company’s identity provider is the account owner’s setting';
const POLICIES = 'docs/decisions/108-policy-acknowledgements.md: policies and confirmations are the employer’s record';
const AI_LITERACY = 'docs/decisions/109-ai-literacy-record.md: AI inventory and record are the employer’s alone';
const EVIDENCE = 'docs/decisions/110-evidence-package.md: the evidence package is the employer’s alone';
const SHARED_EVIDENCE = 'docs/decisions/110-evidence-package.md: a shared link shows that package to whoever holds it';
const SIMULATION = 'docs/decisions/096-phishing-simulation.md: employer (booking, domains, people), staff (reading)';

const publicCall = (basis: string): Rule => ({ allow: EVERYONE, token: 'none', basis });
const adminCall = (call: string): Rule => ({
  allow: ADMIN,
  basis: `docs/api.md "Admin": ${call} is for admin sessions only; docs/product.md §6 admin`,
});

/** A call about the signed-in person themselves, open to every session (decisions 069, 070). */
const ownCall = (section: string, what: string): Rule => ({
  allow: SIGNED_IN,
  basis: `docs/api.md "${section}": ${what}`,
});

/**
 * The policy: `METHOD /api/path` (path parameters as Hono names them, without their pattern)
 * → named cases → rule. A route has one case per target whose rule differs.
 */
export const POLICY = {
  // Public calls
  'GET /api/health': { any: publicCall('docs/api.md: GET /health, anyone') },
  'GET /api/health/ready': { any: publicCall('docs/operations.md: readiness for load balancers, anyone') },
  'GET /api/openapi.json': { any: publicCall('the API description is public (docs/api.md)') },
  'GET /api/public-config': { any: publicCall('decision 016: what the app learns before sign-in') },
  'GET /api/files/agreement': {
    any: publicCall('docs/api.md "Files": anyone, no token needed; decision 019'),
  },
  'POST /api/employee/login': { any: publicCall('docs/product.md §7, docs/api.md: anyone') },
  'POST /api/appuser/login': { any: publicCall('docs/product.md §7, docs/api.md: anyone') },
  'POST /api/employee/create-employer': { any: publicCall('docs/product.md §7 registration, docs/api.md: anyone') },
  'POST /api/employee/reset': { any: publicCall('docs/api.md: anyone; docs/product.md R30') },
  'POST /api/appuser/reset': { any: publicCall('docs/api.md: anyone; docs/product.md R30') },
  'GET /api/certificates/verify/:code': {
    any: publicCall('docs/product.md R22, docs/api.md "Certificates": anyone, no token needed'),
  },
  'POST /api/employee/confirm-email': {
    any: publicCall('docs/api.md: the link mailed to the new address, no session needed; decision 066'),
  },
  'POST /api/employee/report-email-change': {
    any: publicCall('docs/api.md: the link mailed to the old address, no session needed; decision 066'),
  },
  // The second step of a sign-in: the challenge cookie of the password step decides (decision 069)
  'GET /api/account/sign-in-challenge': {
    any: publicCall('docs/api.md "Second factor": the cookie of the password step, no session yet'),
  },
  'POST /api/employee/login/second-factor': {
    any: publicCall('docs/api.md "Second factor": the cookie of the password step, no session yet'),
  },
  'POST /api/appuser/login/second-factor': {
    any: publicCall('docs/api.md "Second factor": the cookie of the password step, no session yet'),
  },

  // Link calls: only the matching link opens them
  'POST /api/employee/reset-password': {
    'customer reset link': {
      allow: ['resetLink'],
      token: 'reset',
      basis: 'docs/api.md: reset token; decision 004',
    },
  },
  'POST /api/appuser/reset-password': {
    'admin reset link': {
      allow: [],
      token: 'reset',
      basis: 'docs/api.md: the reset token of an admin; none of the callers holds one (a customer reset link is 403)',
    },
  },
  'GET /api/employee/invitation': {
    'invitation link': {
      allow: ['invitationLink'],
      token: 'invitation',
      basis: 'docs/api.md: invitation token, nothing used up; decision 073',
    },
  },
  'POST /api/employee/change-password': {
    'invitation link': {
      allow: ['invitationLink'],
      token: 'invitation',
      basis: 'docs/api.md: invitation token; decision 004',
    },
  },

  // Sessions
  'POST /api/employee/logout': {
    'own session': { allow: CUSTOMERS, basis: 'docs/api.md: a customer session ends itself' },
  },
  'POST /api/appuser/logout': {
    'own session': { allow: ADMIN, basis: 'docs/api.md: an admin session ends itself' },
  },

  // The own sessions (decision 070): every signed-in person, about themselves only
  'GET /api/account/sessions': { own: ownCall('Accounts', 'the own sessions') },
  'GET /api/account/provider-sign-out': {
    own: ownCall('Company sign-in', 'the sign-out page of the provider of the own session (decision 112)'),
  },
  'POST /api/account/sessions/end-others': { own: ownCall('Accounts', 'sign out everywhere else') },
  'POST /api/account/sessions/end': { own: ownCall('Accounts', 'one of the own sessions; another id is 404') },

  // The own second factors (decision 069): every signed-in person, about themselves only
  'GET /api/account/second-factor': { own: ownCall('Second factor', 'the own factors') },
  'POST /api/account/second-factor/totp': { own: ownCall('Second factor', 'with the own password') },
  'POST /api/account/second-factor/totp/confirm': { own: ownCall('Second factor', 'the own started set-up') },
  'POST /api/account/second-factor/passkey/options': { own: ownCall('Second factor', 'with the own password') },
  'POST /api/account/second-factor/passkey': { own: ownCall('Second factor', 'the own started set-up') },
  'POST /api/account/second-factor/recovery-codes': {
    own: ownCall('Second factor', 'the own codes, with the own password'),
  },
  'POST /api/account/second-factor/:id/remove': {
    'factor of employee of A': {
      allow: ['employee'],
      basis: 'docs/api.md "Second factor": only the own factors; another person’s id is 404',
    },
  },

  // Accounts and companies
  'GET /api/employee/:id': {
    'employee of A': {
      allow: ['employee', 'manager', 'employer', 'admin'],
      basis: 'decision 006: the person, an admin, the employer and managers of the company',
    },
    'employer of A': {
      allow: ['employer', 'manager', 'admin'],
      basis: 'decision 006; docs/product.md §6: an employee does not load the owner',
    },
  },
  'PATCH /api/employee/:id': {
    'language of employee of A': {
      allow: ['employee', 'admin'],
      basis: 'decisions 006 and 039: own language for everyone, customers’ language for admins',
    },
    'language of employer of A': {
      allow: ['employer', 'admin'],
      basis: 'docs/product.md R5: only admins act on the employer’s account; decision 006',
    },
  },
  'GET /api/employee/:id/export': {
    'employee of A': {
      allow: ['employee', 'admin'],
      basis: 'decision 084: GDPR Art. 15/20, the person themself and admins',
    },
    'employer of A': { allow: ['employer', 'admin'], basis: 'decision 084: the person themself and admins' },
  },
  'GET /api/employee/:id/ownsOneCompany': {
    'employer of A': {
      allow: ['employee', 'manager', 'employer', 'admin'],
      basis: 'docs/api.md: people of the company, admin',
    },
  },
  'POST /api/employee/supervisor-data/:id': {
    'employee of A': { allow: ['employee', 'admin'], basis: 'docs/product.md R9, docs/api.md: self (own id), admin' },
  },
  'GET /api/company/:id': {
    'company A': {
      allow: ['employee', 'manager', 'employer', 'admin'],
      basis: 'docs/api.md, decision 006: people of the company, admin',
    },
  },
  'PATCH /api/company/:id': {
    'company A': {
      allow: ['employer', 'admin'],
      basis: 'docs/api.md: the employer, admin; docs/product.md R5: managers cannot change company data',
    },
    'the second-factor rule of company A': {
      allow: ['employer'],
      basis: 'decision 099: the company’s employer alone decides how its people sign in; admins too are refused',
    },
  },

  'GET /api/company/:id/export': {
    'company A': { allow: ['employer', 'admin'], basis: 'decision 084: the company’s employer and admins' },
  },

  // The company's people
  'GET /api/company/:companyId/employees': {
    'company A': { allow: [...STAFF_OF_A, 'admin'], basis: 'docs/api.md, decision 010' },
  },
  'GET /api/company/:id/owner': {
    'company A': {
      allow: [...STAFF_OF_A, 'admin'],
      basis: 'decision 010; docs/product.md §6: the employee does not load the owner',
    },
  },
  'POST /api/employee/invite-employee': {
    'into own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md: employer, manager; the caller’s company' },
  },
  'GET /api/employee/resend-invitation': {
    'invited person of A': { allow: STAFF_OF_A, basis: 'docs/api.md: employer and managers of the person’s company' },
  },
  'PUT /api/company/:companyId/employees/:id': {
    'employee of A': { allow: STAFF_OF_A, basis: 'docs/api.md, decision 012' },
  },
  'DELETE /api/company/:companyId/employees/:id': {
    'employee of A': { allow: STAFF_OF_A, basis: 'docs/api.md, decision 012' },
  },
  'POST /api/employee/toggle-role/:id': {
    'employee of A': { allow: STAFF_OF_A, basis: 'docs/api.md, docs/product.md R7' },
  },

  // Courses and assignments
  'GET /api/trainings': {
    'course list': { allow: SIGNED_IN, basis: 'docs/product.md §6: /trainings needs login only; decision 024' },
  },
  'GET /api/trainings/get-training/:slug': {
    'course material': {
      allow: CUSTOMERS,
      basis: 'docs/api.md "Learning": any signed-in customer, admins get 403; docs/product.md §6',
    },
  },
  'POST /api/trainings/assign': {
    'learner of A': { allow: STAFF_OF_A, basis: 'docs/api.md: employer and managers of the learner’s company' },
  },
  'POST /api/trainings/revoke': {
    'learner of A': { allow: STAFF_OF_A, basis: 'docs/api.md: employer and managers of the learner’s company' },
  },
  'POST /api/trainings/assign-to-all': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md: employer, manager; decision 013' },
  },
  'POST /api/trainings/set-deadline': {
    'learner of A': {
      allow: STAFF_OF_A,
      basis: 'docs/api.md: employer and managers of the learner’s company; decision 083',
    },
    'own company': {
      allow: STAFF_OF_ANY,
      basis: 'docs/api.md: employer, manager, for their own company; decision 083',
    },
  },
  'POST /api/trainings/revoke-for-all': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md: employer, manager; decision 013' },
  },

  // Progress
  'POST /api/progress/reset-company-progress': {
    'company A': {
      allow: ['employer', 'admin'],
      basis: 'docs/product.md R17, decision 014: the company’s employer and admins, not managers',
    },
  },
  'GET /api/progress/get-progress': {
    'own progress': { allow: CUSTOMERS, basis: 'docs/api.md "Learning": learners; admins get 403' },
  },
  'GET /api/progress/get-single-progress/:id': {
    'progress of employee of A': {
      allow: ['employee', ...STAFF_OF_A],
      basis: 'docs/product.md R9, docs/api.md: the learner; employer and managers of the company',
    },
  },
  'POST /api/progress/create-progress': {
    'own progress': { allow: CUSTOMERS, basis: 'docs/api.md "Learning": learners; admins get 403' },
  },
  'POST /api/progress/draw-quiz': {
    'own quiz': { allow: CUSTOMERS, basis: 'docs/api.md "Learning": learners draw their own quiz; admins get 403' },
  },
  'POST /api/progress/save-progress': {
    'own progress': { allow: CUSTOMERS, basis: 'docs/api.md "Learning": learners; admins get 403' },
  },
  'GET /api/progress/get-company-progress': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md: employer, manager (their company)' },
  },

  // Certificates and statistics
  'GET /api/certificates/personal/:userId': {
    'employee of A': {
      allow: ['employee', ...STAFF_OF_A],
      basis: 'docs/product.md R20, decision 029: the person, the employer and managers; admins 403',
    },
    'graduate of A': {
      allow: STAFF_OF_A,
      basis: 'decision 029: the employer and managers; a colleague 403, another company 404',
    },
  },
  'GET /api/certificates/company': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md "Certificates", decision 029' },
  },
  'POST /api/certificates/company/send': {
    'own company': {
      allow: EMPLOYER_OF_ANY,
      basis: 'docs/decisions/104-interim-company-document.md: the employer alone mails the link outside',
    },
  },
  'GET /api/statistics/get-company-stats': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/api.md "Statistics": employer, manager, own company' },
  },
  'GET /api/statistics/get-company-todo': {
    'own company': {
      allow: STAFF_OF_ANY,
      basis: 'docs/api.md "Statistics": employer, manager, own company; decision 105',
    },
  },
  'POST /api/reminders/remind-people': {
    'learner of A': {
      allow: STAFF_OF_A,
      basis: 'docs/api.md: employer and managers of the learner’s company (as assignments); decision 105',
    },
  },
  'GET /api/statistics/get-overall-stats': { all: adminCall('overall statistics') },

  // Employee lists
  'POST /api/pdf/upload-file': {
    'own company': { allow: STAFF_OF_ANY, basis: 'docs/product.md R18, docs/api.md "Files": employer and managers' },
  },
  'POST /api/pdf/send-upload-confirmation': {
    'own upload': { allow: STAFF_OF_ANY, basis: 'docs/product.md R18, decision 022: employer and managers' },
  },

  // Admin
  'GET /api/employee/count': { employers: adminCall('GET /employee/count') },
  'GET /api/employee': { 'people of A': adminCall('GET /employee') },
  'GET /api/admin/companies/:id/training-status': {
    'company A': adminCall('GET /admin/companies/{id}/training-status'),
  },
  'GET /api/admin/evidence-status': { all: adminCall('the policyholders’ evidence status (decision 111)') },
  'GET /api/admin/evidence-status/export': { all: adminCall('the evidence status as CSV (decision 111)') },
  'POST /api/employee/block-account/:id': { 'employer of A': adminCall('block-account') },
  'POST /api/employee/lock-account/:id': { 'employee of A': adminCall('lock-account') },
  'POST /api/employee/activate-account/:id': { 'invited person of A': adminCall('activate-account') },
  'POST /api/employee/send-reset-link/:id': { 'employee of A': adminCall('send-reset-link') },
  'POST /api/employee/set-employer/:id': { 'manager of A': adminCall('set-employer; docs/product.md R8') },
  'POST /api/employee/delete-employer-completely/:id': { 'employer of A': adminCall('delete-employer-completely') },
  'GET /api/appuser': { admins: adminCall('GET /appuser') },
  'POST /api/employee/create-admin': { 'new admin': adminCall('create-admin') },
  'DELETE /api/appuser/:id': { 'another admin': adminCall('DELETE /appuser/{id}') },
  'POST /api/appuser/:id/send-invitation': { 'invited admin': adminCall('POST /appuser/{id}/send-invitation') },
  'GET /api/uploads': { all: adminCall('GET /uploads') },
  'GET /api/uploads/:id/rows': { 'upload of A': adminCall('GET /uploads/{id}/rows') },
  'POST /api/employee/upload-employee-list': { 'upload of A': adminCall('upload-employee-list') },
  'GET /api/audit-log': { 'company A': adminCall('GET /audit-log') },
  'POST /api/uploads': { 'employer of A': adminCall('POST /uploads') },
  'POST /api/employee/reset-second-factor/:id': { 'employee of A': adminCall('reset-second-factor; decision 069') },

  // Phishing simulation (decision 096): the employer books and runs it; managers read what it offers.
  'GET /api/simulation/booking': { 'own company': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/booking': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/checklist': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/announcement': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'PUT /api/simulation/mode': {
    'own company': { allow: EMPLOYER_OF_ANY, basis: 'docs/decisions/102-pseudonymous-simulation.md: the employer' },
  },
  'GET /api/simulation/mine': {
    'own simulations': {
      allow: CUSTOMERS,
      basis: 'docs/decisions/102-pseudonymous-simulation.md: each person their own',
    },
  },
  'GET /api/simulation/domains': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'GET /api/management': { 'own company': { allow: EMPLOYER_OF_ANY, basis: MANAGEMENT } },
  'GET /api/sso/connection': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SSO } },
  'PUT /api/sso/connection': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SSO } },
  'DELETE /api/sso/connection': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SSO } },
  'POST /api/sso/discover': { any: publicCall('docs/decisions/106-company-sign-in.md: /login’s address step, anyone') },
  'POST /api/sso/start': { any: publicCall('docs/decisions/106-company-sign-in.md: anyone may begin a sign-in') },
  'POST /api/sso/finish': {
    any: publicCall('docs/decisions/106-company-sign-in.md: the browser that began the sign-in, by its cookie'),
  },
  'POST /api/appuser/sso/start': {
    any: publicCall('docs/decisions/112-admin-sign-in.md: /admin/login’s button, anyone'),
  },
  'POST /api/appuser/sso/finish': {
    any: publicCall('docs/decisions/112-admin-sign-in.md: the browser that began the sign-in, by its cookie'),
  },
  'GET /api/directory-sync': { 'own company': { allow: EMPLOYER_OF_ANY, basis: DIRECTORY } },
  'POST /api/directory-sync/token': { 'own company': { allow: EMPLOYER_OF_ANY, basis: DIRECTORY } },
  'DELETE /api/directory-sync/token': { 'own company': { allow: EMPLOYER_OF_ANY, basis: DIRECTORY } },
  'PUT /api/directory-sync/manager-groups': { 'own company': { allow: EMPLOYER_OF_ANY, basis: DIRECTORY } },
  'PUT /api/management/members': { 'own company': { allow: EMPLOYER_OF_ANY, basis: MANAGEMENT } },
  'GET /api/policies/templates': { 'own company': { allow: EMPLOYER_OF_ANY, basis: POLICIES } },
  'GET /api/policies': { 'own company': { allow: EMPLOYER_OF_ANY, basis: POLICIES } },
  'POST /api/policies/publish': { 'own company': { allow: EMPLOYER_OF_ANY, basis: POLICIES } },
  'POST /api/policies/publish-pdf': { 'own company': { allow: EMPLOYER_OF_ANY, basis: POLICIES } },
  'GET /api/policies/:id': { 'policy of A': { allow: ['employer'], basis: POLICIES } },
  'PUT /api/policies/:id/audience': { 'policy of A': { allow: ['employer'], basis: POLICIES } },
  'POST /api/policies/:id/remind': { 'policy of A': { allow: ['employer'], basis: POLICIES } },
  'GET /api/policies/:id/export': { 'policy of A': { allow: ['employer'], basis: POLICIES } },
  'GET /api/policies/:id/versions/:versionId/pdf': {
    'policy of A for everyone': {
      allow: ['employee', 'manager', 'employer'],
      basis:
        'docs/decisions/108-policy-acknowledgements.md: the employer and the people the policy is for; outside 404',
    },
  },
  'GET /api/policies/mine': {
    'own policies': { allow: CUSTOMERS, basis: 'docs/decisions/108-policy-acknowledgements.md: each person their own' },
  },
  'POST /api/policies/confirm': {
    'policy of A for everyone': {
      allow: ['employee', 'manager', 'employer'],
      basis: 'docs/decisions/108-policy-acknowledgements.md: the people the policy is for confirm; outside 404',
    },
  },
  'GET /api/management/mine': {
    'own training': { allow: CUSTOMERS, basis: 'docs/decisions/103-management-training.md: each person their own' },
  },
  'GET /api/ai-literacy': { 'own company': { allow: EMPLOYER_OF_ANY, basis: AI_LITERACY } },
  'PUT /api/ai-literacy/tools': { 'own company': { allow: EMPLOYER_OF_ANY, basis: AI_LITERACY } },
  'GET /api/ai-literacy/record': { 'own company': { allow: EMPLOYER_OF_ANY, basis: AI_LITERACY } },
  'GET /api/ai-literacy/mine': {
    'own training': { allow: CUSTOMERS, basis: 'docs/decisions/109-ai-literacy-record.md: each person their own' },
  },
  'GET /api/evidence/packages': { 'own company': { allow: EMPLOYER_OF_ANY, basis: EVIDENCE } },
  'POST /api/evidence/packages': { 'own company': { allow: EMPLOYER_OF_ANY, basis: EVIDENCE } },
  'GET /api/evidence/packages/:id/document': { 'package of A': { allow: ['employer'], basis: EVIDENCE } },
  'POST /api/evidence/packages/:id/links': { 'package of A': { allow: ['employer'], basis: EVIDENCE } },
  'DELETE /api/evidence/packages/:id/links/:linkId': { 'link of A': { allow: ['employer'], basis: EVIDENCE } },
  'GET /api/evidence/shared/:token': { any: publicCall(SHARED_EVIDENCE) },
  'GET /api/evidence/shared/:token/document': { any: publicCall(SHARED_EVIDENCE) },
  'GET /api/certificates/management/:userId': {
    'employee of A': {
      allow: ['employee', 'employer'],
      basis: 'docs/decisions/103-management-training.md: the person and their employer; managers 403, others 404',
    },
  },
  'POST /api/simulation/domains': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/domains/:domain/check': { 'domain of A': { allow: ['employer'], basis: SIMULATION } },
  'DELETE /api/simulation/domains/:domain': { 'domain of A': { allow: ['employer'], basis: SIMULATION } },
  'GET /api/simulation/people': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'PUT /api/simulation/exclusions/:id': { 'employee of A': { allow: ['employer'], basis: SIMULATION } },
  'DELETE /api/simulation/exclusions/:id': { 'employee of A': { allow: ['employer'], basis: SIMULATION } },
  'GET /api/simulation/templates': { 'own company': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'GET /api/simulation/templates/:id/preview': { 'published scenario': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/test-mail': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'GET /api/simulation/campaigns': { 'own company': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/campaigns': { 'own company': { allow: EMPLOYER_OF_ANY, basis: SIMULATION } },
  'POST /api/simulation/campaigns/:id/launch': { 'campaign of A': { allow: ['employer'], basis: SIMULATION } },
  'POST /api/simulation/campaigns/:id/pause': { 'campaign of A': { allow: ['employer'], basis: SIMULATION } },
  'POST /api/simulation/campaigns/:id/resume': { 'campaign of A': { allow: ['employer'], basis: SIMULATION } },
  'POST /api/simulation/campaigns/:id/stop': { 'campaign of A': { allow: ['employer'], basis: SIMULATION } },
  'GET /api/simulation/results': { 'own company': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'GET /api/simulation/results/export': { 'own company': { allow: STAFF_OF_ANY, basis: SIMULATION } },
  'GET /api/admin/simulation': { all: adminCall('the provider’s simulation view') },
  'POST /api/admin/simulation/switch': { all: adminCall('the global stop of simulations') },
  'POST /api/admin/simulation/sender-domains': { all: adminCall('adding a sender domain') },
  'POST /api/admin/simulation/sender-domains/:domain/retire': { any: adminCall('retiring a sender domain') },
  'POST /api/admin/simulation/companies/:id/block': { 'company A': adminCall('blocking a company’s simulations') },
  'GET /api/admin/simulation/templates': { all: adminCall('the scenario library') },
  'GET /api/admin/simulation/templates/:id/preview': { any: adminCall('a scenario preview') },
  'POST /api/admin/simulation/templates/:id/publish': { any: adminCall('publishing a scenario') },
  'POST /api/admin/simulation/templates/:id/retire': { any: adminCall('retiring a scenario') },
} as const satisfies Record<string, Record<string, Rule>>;

export type RouteKey = keyof typeof POLICY;

/** `METHOD /api/path` of a Hono route: path parameters keep their names, lose their patterns. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '').replace(/(.)\/+$/, '$1')}`;
}
