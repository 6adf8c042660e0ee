import { api } from '#shared/api/endpoints/index.ts';
import type { Lang } from '#shared/constants.ts';
import { downloadFile } from '../../../api/download.ts';

/**
 * GET /certificates/personal/{userId}?lang=: the person's certificate, saved under the server's
 * file name ("Zertifikat Max Muster.pdf"). Every download is a new certificate with its own code.
 */
export const downloadPersonalCertificate = (userId: number, lang: Lang, fallbackName: string) =>
  downloadFile(api.personalCertificate, { params: { userId }, query: { lang } }, fallbackName);

/** GET /certificates/company?lang=: the caller's company certificate for the insurer. */
export const downloadCompanyCertificate = (lang: Lang, fallbackName: string) =>
  downloadFile(api.companyCertificate, { query: { lang } }, fallbackName);
