import type { SendCompanyDocumentRequest } from '#shared/api/certificates.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/**
 * POST /certificates/company/send: the server issues a new company document (certificate or
 * interim status) and mails its verification link, never the PDF, to the given address.
 */
export const sendCompanyDocument = (body: SendCompanyDocumentRequest) => call(api.sendCompanyDocument, { body });
