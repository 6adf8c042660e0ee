import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { CertificateVerification } from '#shared/api/certificates.ts';
import { ApiError } from '../../../api/api-error.ts';

/**
 * GET /certificates/verify/{code}: public, so it goes without the session token. A visitor who
 * happens to be signed in to a company whose actions are blocked can check a certificate all the
 * same (the blocked-actions rule applies to sessions). Course titles come in `lang`.
 */
async function verifyCertificate(code: string, lang: string): Promise<CertificateVerification> {
  const failed = () =>
    new ApiError(0, 'NETWORK', t({ id: 'verify.failed', message: 'Der Code konnte gerade nicht geprüft werden.' }));
  let response: Response;
  try {
    response = await fetch(`/api/certificates/verify/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json', 'Accept-Language': lang },
      cache: 'no-store',
    });
  } catch {
    throw failed();
  }
  const parsed = v.safeParse(CertificateVerification, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw failed();
  return parsed.output;
}

export const verifyCertificateQuery = (code: string, lang: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code, lang],
    queryFn: () => verifyCertificate(code, lang),
    staleTime: 0,
  });
