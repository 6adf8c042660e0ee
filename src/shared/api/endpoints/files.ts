import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { ANYONE, STAFF } from './access.ts';
import {
  SendUploadConfirmationRequest,
  SendUploadConfirmationResponse,
  UPLOAD_BODY_LIMIT,
  UPLOAD_FILE_FIELD,
  UploadFileResponse,
} from '../uploads.ts';

const tag = 'Service';

/** The employer’s employee list for the provider, its confirmation mail, and public files. */
export const filesEndpoints = {
  agreement: endpoint({
    method: 'GET',
    path: '/files/agreement',
    summary: 'The data-processing agreement as a PDF (public, no token needed)',
    description:
      'Made by the server, once per process, from the agreement text with the configured provider identity ' +
      'and the sub-processors as Annex 1. Sent as a download (`Content-Disposition: attachment`) with ' +
      '`Cache-Control: public, max-age=86400`; callable while a company’s actions are blocked.',
    tag,
    access: ANYONE,
    response: { file: 'application/pdf' },
  }),
  uploadEmployeeList: endpoint({
    method: 'POST',
    path: '/pdf/upload-file',
    summary: 'Upload the company’s employee list (CSV or XLSX, up to 2 MB) for the provider',
    description:
      'Only for a company that declares an `employeeCount` of 50 or more (else 400 `UPLOAD_NOT_AVAILABLE`). ' +
      'The one `file` is a CSV (UTF-8, `;` between fields, no quoting) or the first sheet of an XLSX, with ' +
      'a header naming the columns first name, last name and e-mail and nothing else, at most 10,000 rows; ' +
      'it is stored as a pending upload for the provider’s review, and nobody is created or invited yet. A ' +
      'file unusable as a whole is 400 `UPLOAD_REJECTED` (413 when too large) with `details[0].code` naming ' +
      'why, while rows with problems are only counted in `problems`; a company’s uploads beyond 10 an hour ' +
      'wait (429), 20 an hour at most.',
    tag: 'People',
    access: STAFF,
    form: v.object({ [UPLOAD_FILE_FIELD]: v.file() }),
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: UploadFileResponse,
  }),
  sendUploadConfirmation: endpoint({
    method: 'POST',
    path: '/pdf/send-upload-confirmation',
    summary: 'Mail the uploader a confirmation of the upload',
    description:
      '`email` must be the caller’s own address (else 400 `CONFIRMATION_OWN_EMAIL_ONLY`); `cc` adds one ' +
      'address (empty or `null`: none) of the caller’s or the insurer’s e-mail domain (else 400 ' +
      '`CONFIRMATION_COPY_NOT_ALLOWED`). The mail about the caller’s latest upload goes out in the caller’s ' +
      'stored language; without an upload 404 `NO_UPLOAD`. More than 5 confirmations an hour per person is ' +
      '429.',
    tag: 'People',
    access: STAFF,
    body: SendUploadConfirmationRequest,
    response: SendUploadConfirmationResponse,
  }),
} as const;
