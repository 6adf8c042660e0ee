import { IdParam } from '../common.ts';
import { Company, CompanyPatch } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { EVERY_ROLE } from './access.ts';

/** The company’s data and settings. */
export const companiesEndpoints = {
  getCompany: endpoint({
    method: 'GET',
    path: '/company/:id{[0-9]+}',
    summary: 'A company’s data (its people, admins)',
    description:
      'People read their own company only (another id is 403), admins any (404 for an unknown id). ' +
      '`isActionsBlocked` is true while the employer has not accepted the agreement, `blocked` while an ' +
      'admin stops the company, `insuranceNumberInvalid` when the stored number fails the policy-number ' +
      'rule.',
    tag: 'Company',
    access: EVERY_ROLE,
    params: IdParam,
    response: Company,
  }),
  patchCompany: endpoint({
    method: 'PATCH',
    path: '/company/:id{[0-9]+}',
    summary: 'Change the company’s data (the employer, admins)',
    description:
      'The employer changes their own company only (another id is 403), admins any (404 for an unknown id). ' +
      'An empty text clears an optional field; `postCode` has five digits, and `insuranceNumber` must be ' +
      '`AS-` and 10 digits that are no placeholder (else 400 `INSURANCE_NUMBER_INVALID`). The agreement is ' +
      'accepted with PATCH `/employee/{id}` (`orderProcessingAccepted`), not here. `onboardingCourses` are ' +
      'the courses every new person gets: each invitation (one by one or an imported list) assigns them ' +
      'together with the courses it names; known slugs only, each once. `remindersEnabled: false` stops ' +
      'the reminder mails of the company’s learners (the weekly digest follows each person’s own switch). ' +
      '`secondFactorRule` is who of the company must sign in with a second factor: `none`, `leaders` (the ' +
      'employer and the managers) or `everyone`; only the company’s employer may send it (admins too get ' +
      '403), a change is audited, and the people it covers without a factor must set one up at their next call.',
    tag: 'Company',
    access: { token: 'session', roles: ['employer', 'admin'] },
    params: IdParam,
    body: CompanyPatch,
    response: Company,
  }),
} as const;
