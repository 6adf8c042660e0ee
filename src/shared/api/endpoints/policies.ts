import { endpoint } from '../endpoint.ts';
import { CONFIRM_POLICY_PATH } from '../paths.ts';
import {
  ConfirmPolicyRequest,
  ConfirmPolicyResponse,
  MyPolicyList,
  POLICY_PDF_BODY_LIMIT,
  POLICY_PDF_MAX_MEGABYTES,
  PolicyDetail,
  PolicyIdParam,
  PolicyList,
  PolicyTemplateList,
  PolicyVersionParams,
  PublishPolicyPdfForm,
  PublishPolicyRequest,
  RemindPolicyResponse,
  SetPolicyAudienceRequest,
} from '../policies.ts';
import { EMPLOYER, LEARNERS } from './access.ts';

const tag = 'Policies';
const EMPLOYER_ONLY =
  'Employer only (managers 403: confirmations are the employer’s record, decision 108); a policy of another ' +
  'company is 404.';

/** The company's own policies and their confirmations (docs/decisions/108-policy-acknowledgements.md). */
export const policiesEndpoints = {
  policyTemplates: endpoint({
    method: 'GET',
    path: '/policies/templates',
    summary: 'The bundled policy templates to start from, in the request’s language',
    description:
      'IT usage, AI use, home office and reporting incidents; `[…]` marks what the employer fills in. Employer only.',
    tag,
    access: EMPLOYER,
    response: PolicyTemplateList,
  }),
  policies: endpoint({
    method: 'GET',
    path: '/policies',
    summary: 'The company’s policies with their current version and how many confirmed it',
    description: `\`assigned\`: the people the policy is for now; \`confirmed\`: those of them who confirmed the current version. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    response: PolicyList,
  }),
  publishPolicy: endpoint({
    method: 'POST',
    path: '/policies/publish',
    summary: 'Publish a policy as text: a new one, or the next version of one',
    description:
      'Without `policyId` a new policy for everyone; with it the next version, after which everyone is asked ' +
      `to confirm again (earlier versions and their confirmations are kept). Audited. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    body: PublishPolicyRequest,
    response: PolicyDetail,
  }),
  publishPolicyPdf: endpoint({
    method: 'POST',
    path: '/policies/publish-pdf',
    summary: `Publish a policy as a PDF (up to ${POLICY_PDF_MAX_MEGABYTES} MB)`,
    description:
      'A multipart form with `title`, the one `file` (a PDF: it must begin with `%PDF-`) and an optional ' +
      '`policyId`, as for the text. A file that is too large is 413, one that is no PDF 400 `POLICY_PDF_REJECTED`; ' +
      `nothing is stored then. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    form: PublishPolicyPdfForm,
    bodyLimit: POLICY_PDF_BODY_LIMIT,
    response: PolicyDetail,
  }),
  policy: endpoint({
    method: 'GET',
    path: '/policies/:id{[0-9]+}',
    summary: 'One policy: its versions and who confirmed which version when',
    description: `People the policy is for, each with the version they last confirmed, when, and whether it is the current one. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    params: PolicyIdParam,
    response: PolicyDetail,
  }),
  setPolicyAudience: endpoint({
    method: 'PUT',
    path: '/policies/:id{[0-9]+}/audience',
    summary: 'Whom a policy is for: everyone, some roles, or chosen people',
    description: `Chosen people must be people of the company (else 400 with the field). Audited. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    params: PolicyIdParam,
    body: SetPolicyAudienceRequest,
    response: PolicyDetail,
  }),
  remindPolicy: endpoint({
    method: 'POST',
    path: '/policies/:id{[0-9]+}/remind',
    summary: 'Remind everyone who has not confirmed the current version',
    description:
      'One mail per person through the outbox, at most once a week per person and policy, only to people who ' +
      `can sign in; \`skipped\` counts the others. Audited. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    params: PolicyIdParam,
    response: RemindPolicyResponse,
  }),
  exportPolicyConfirmations: endpoint({
    method: 'GET',
    path: '/policies/:id{[0-9]+}/export',
    summary: 'Who confirmed which version of a policy when, as CSV',
    description: `Every confirmation of every version, and the people still outstanding, in the caller’s language. ${EMPLOYER_ONLY}`,
    tag,
    access: EMPLOYER,
    params: PolicyIdParam,
    response: { file: 'text/csv' },
  }),
  policyPdf: endpoint({
    method: 'GET',
    path: '/policies/:id{[0-9]+}/versions/:versionId{[0-9]+}/pdf',
    summary: 'The PDF of a policy version',
    description:
      'For the employer and the people the policy is for (anyone else of the company 403, outside 404). Sent as ' +
      'a download with `Content-Disposition: attachment`, `X-Content-Type-Options: nosniff` and a sandboxing CSP.',
    tag,
    access: LEARNERS,
    params: PolicyVersionParams,
    response: { file: 'application/pdf' },
  }),
  myPolicies: endpoint({
    method: 'GET',
    path: '/policies/mine',
    summary: 'The policies the caller is to read and confirm',
    description: 'Each with its current version and whether the caller confirmed it; a new version asks again.',
    tag,
    access: LEARNERS,
    response: MyPolicyList,
  }),
  confirmPolicy: endpoint({
    method: 'POST',
    path: CONFIRM_POLICY_PATH,
    summary: '“Gelesen und verstanden”: confirm one version of a policy',
    description:
      'Sent at once or later from the device’s queue. `confirmedAt` is when the person confirmed; the server ' +
      'keeps it between the version’s publication and now (a later moment is now). Once per version and ' +
      'person: sending it again answers the first confirmation. A version of a policy that is not for the ' +
      'caller is 404. An earlier version may be confirmed (made offline before a new one); only the current ' +
      'one counts as confirmed. Audited.',
    tag,
    access: LEARNERS,
    body: ConfirmPolicyRequest,
    response: ConfirmPolicyResponse,
  }),
} as const;
