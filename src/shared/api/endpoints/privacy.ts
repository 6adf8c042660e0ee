import { IdParam } from '../common.ts';
import { CompanyExportQuery, DataExportQuery } from '../data-export.ts';
import { endpoint } from '../endpoint.ts';
import { EVERY_ROLE } from './access.ts';

/** The data exports of a person and of a company. */
export const privacyEndpoints = {
  personalDataExport: endpoint({
    method: 'GET',
    path: '/employee/:id{[0-9]+}/export',
    summary: 'Everything stored about a person, as a file (GDPR Art. 15 and 20)',
    description:
      'For the person themself and for admins; anyone else is 403 (admins 404 for an unknown id). The ' +
      'account, assignments with deadlines, every round of every course (archived ones too), quiz attempts, the quiz ' +
      'questions handed out, ' +
      'certificates issued about the person, open sessions and the audit entries the person made or that ' +
      'concern them. `format=json` (default) for programs, `format=csv` (";", UTF-8 with byte-order mark, ' +
      'formulas neutralised) as one readable table, `format=pdf` the same table to read and print; both in the ' +
      'request’s language (German by default) with course titles, words for roles, statuses and audit events, and ' +
      'moments in German time (DD.MM.YYYY, HH:MM). Passwords, second factors, tokens and certificate codes ' +
      'are stored only hashed or sealed and are not part of it.',
    tag: 'People',
    access: EVERY_ROLE,
    params: IdParam,
    query: DataExportQuery,
    response: { file: ['application/json', 'text/csv', 'application/pdf'] },
  }),
  companyDataExport: endpoint({
    method: 'GET',
    path: '/company/:id{[0-9]+}/export',
    summary: 'The company’s data to take along, as a file',
    description:
      'For the company’s employer and for admins (managers and employees are 403; admins get 404 for an ' +
      'unknown id): the company, its people with each assigned course (deadline, status of the current ' +
      'round, best score, passed, valid until) and the certificates issued. `format=json` (default), or ' +
      '`format=csv` with one row per person and course (";", UTF-8 with byte-order mark, formulas ' +
      'neutralised with a leading apostrophe), or `format=xlsx`, the same rows as an Excel workbook ' +
      '(every cell text, number or date, never a formula); both in the request’s language (German by default) with ' +
      'course titles, role and status words and days in German time, while JSON keeps slugs, codes and ISO moments.',
    tag: 'Company',
    access: EVERY_ROLE,
    params: IdParam,
    query: CompanyExportQuery,
    response: {
      file: ['application/json', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  }),
} as const;
