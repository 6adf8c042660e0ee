import * as v from 'valibot';
import {
  SendUploadConfirmationRequest,
  SendUploadConfirmationResponse,
  UPLOAD_FILE_FIELD,
  UploadFileResponse,
} from '../uploads.ts';
import { endpoint } from '../endpoint.ts';

const STAFF = { token: 'session', roles: ['employer', 'manager'] } as const;

/** The employer's employee list for the provider, and its confirmation mail. */
export const filesEndpoints = {
  uploadEmployeeList: endpoint({
    method: 'POST',
    path: '/pdf/upload-file',
    summary: 'Upload the company’s employee list (CSV or XLSX, up to 2 MB) for the provider',
    tag: 'People',
    access: STAFF,
    form: v.object({ [UPLOAD_FILE_FIELD]: v.file() }),
    response: UploadFileResponse,
  }),
  sendUploadConfirmation: endpoint({
    method: 'POST',
    path: '/pdf/send-upload-confirmation',
    summary: 'Mail the uploader a confirmation of the upload',
    tag: 'People',
    access: STAFF,
    body: SendUploadConfirmationRequest,
    response: SendUploadConfirmationResponse,
  }),
} as const;
