import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import type { CertificateVerification } from '#shared/api/certificates.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';

/**
 * GET /certificates/verify/{code}: public, so it goes without the session token. A visitor who
 * happens to be signed in to a company whose actions are blocked can check a certificate all the
 * same (the blocked-actions rule applies to sessions). Course titles come in `lang`.
 */
async function verifyCertificate(code: string, lang: string): Promise<CertificateVerification> {
  try {
    return await call(api.verifyCertificate, { params: { code }, lang });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      t({ id: 'verify.failed', message: 'Der Code konnte gerade nicht geprüft werden.' }),
    );
  }
}

export const verifyCertificateQuery = (code: string, lang: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code, lang],
    queryFn: () => verifyCertificate(code, lang),
    staleTime: 0,
  });
