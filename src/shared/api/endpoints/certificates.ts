import * as v from 'valibot';
import {
  CertificateQuery,
  CertificateVerification,
  SendCompanyDocumentRequest,
  SendCompanyDocumentResponse,
} from '../certificates.ts';
import { Id } from '../common.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';
import { EMPLOYER, LEARNERS, STAFF } from './access.ts';

/** The personal and the company certificate, and their verification. */
export const certificatesEndpoints = {
  personalCertificate: endpoint({
    method: 'GET',
    path: '/certificates/personal/:userId{[0-9]+}',
    summary: 'A person’s certificate as a PDF, once all assigned courses are passed',
    description:
      'Earned with at least 6 courses assigned, all passed in current progress; else 409 ' +
      '`CERTIFICATE_NOT_EARNED`. For the person and the employer and managers of their company; a colleague ' +
      'gets 403, anyone outside the company 404, as for an unknown id. Every download issues a new ' +
      'certificate whose verification code (only its hash is stored) is printed with ' +
      '`<PUBLIC_URL>/verify/<code>`, in `lang` (`de` or `en`) or else the request’s language; past 60 ' +
      'downloads an hour per person each waits longer (429), 600 at most.',
    tag: 'Certificates',
    access: LEARNERS,
    params: v.object({ userId: Id }),
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  managementCertificate: endpoint({
    method: 'GET',
    path: '/certificates/management/:userId{[0-9]+}',
    summary: 'Proof of a person’s management training (§ 38 (3) BSIG) as a PDF',
    description:
      'For a person named as management whose current round of the management training is passed; else 409 ' +
      '`MANAGEMENT_TRAINING_NOT_PASSED`. The person and their company’s employer only (managers and colleagues ' +
      '403, anyone outside 404). States the date, the time spent, the content areas and the next due date; ' +
      'verification, language and throttle as for the personal certificate.',
    tag: 'Certificates',
    access: LEARNERS,
    params: v.object({ userId: Id }),
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  companyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/company',
    summary: 'The company certificate as a PDF, proof for the insurer',
    description:
      'The caller’s company with address, insurance number, figures over its people with an assigned ' +
      'course, and a table per course. Below ' +
      `${COMPANY_CERTIFICATE_MIN_PERCENT} % of those people with every assigned course passed ` +
      '(`COMPANY_CERTIFICATE_MIN_PERCENT`), it is a dated interim status (“Zwischenstand”) without the seal ' +
      'and without a validity period, verified as `kind: interim` (decision 104). 409 `INSURANCE_NUMBER_MISSING` without a stored insurance number, ' +
      '409 `INSURANCE_NUMBER_INVALID` when it fails the policy-number rule. Each download issues a new ' +
      'verification code; language and throttle as for the personal certificate.',
    tag: 'Certificates',
    access: STAFF,
    query: CertificateQuery,
    response: { file: 'application/pdf' },
  }),
  sendCompanyDocument: endpoint({
    method: 'POST',
    path: '/certificates/company/send',
    summary: 'Mail the verification link of a new company document to the insurer',
    description:
      'The employer only (managers 403). Issues a company document as the download does (certificate or ' +
      'interim status, same refusals) and mails its verification link `<PUBLIC_URL>/verify/<code>`, never the ' +
      'PDF, to `email` through the outbox, in `lang` or else the request’s language. Audited with the ' +
      'recipient’s domain; five mails an hour per company, then 429.',
    tag: 'Certificates',
    access: EMPLOYER,
    body: SendCompanyDocumentRequest,
    response: SendCompanyDocumentResponse,
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/verify/:code',
    summary: 'Check a certificate’s code (public)',
    description:
      'The code is read in any case, with or without hyphens and spaces, with O for 0 and I or L for 1. A ' +
      'certificate holds while its company and holder exist and the company’s results have not been reset ' +
      'since it was issued; anything else, a malformed code included, answers 200 `{valid: false}` and ' +
      'nothing more. A genuine certificate answers `validUntil` (a personal one: until the first of its ' +
      'passes lapses; a company one: one validity period after its issue) and `lapsed: true` once that ' +
      'moment has passed; a company’s interim status answers `kind: interim` with the share a certificate needed ' +
      '(`minPercent`) and no validity. Course titles come in the request’s language; sent with the session of a company whose ' +
      'actions are blocked, the call is refused like others, so send it without a token.',
    tag: 'Certificates',
    access: { token: 'none' },
    // Any text: a malformed code is answered `valid: false`, as an unknown one is.
    params: v.object({ code: v.string() }),
    response: CertificateVerification,
  }),
} as const;
