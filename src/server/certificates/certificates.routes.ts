import { type Context, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LANGS, type Lang } from '#shared/constants.ts';
import { assertNotThrottled, CERTIFICATES_PER_PERSON, recordHit } from '../core/throttle.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/types.ts';
import { attachmentDisposition } from './attachment-name.ts';
import type { CertificateFile } from './certificate-issue.ts';
import { companyCertificate } from './company-certificate.ts';
import { managementCertificate } from './management-certificate.ts';
import { personalCertificate } from './personal-certificate.ts';
import { sendCompanyDocument } from './send-company-document.ts';
import { verifyCertificate } from './verification.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** `?lang=de|en` when given and known, else the request's language (German when nothing fits). */
function certificateLang(query: string | undefined, requestLang: Lang): Lang {
  return (LANGS as readonly string[]).includes(query ?? '') ? (query as Lang) : requestLang;
}

/** A certificate is a download of its own: never cached, since each one carries a new code. */
function sendPdf(c: Context<AppEnv>, file: CertificateFile) {
  return c.body(new Uint8Array(file.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(file.fileName),
    'Cache-Control': 'no-store',
  });
}

/**
 * A person's certificate downloads are counted: past 60 an hour each waits a little longer (up to
 * a minute), and 600 an hour is the end (docs/decisions/056-untrusted-client-input.md).
 */
function throttleDownloads(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `certificates:user:${callerOf(c).userId}`;
    const now = deps.now();
    await assertNotThrottled(deps.db, key, now);
    await next();
    // Only a certificate issued counts: a refused request changes nothing.
    if (c.res.status === 200) await recordHit(deps.db, key, CERTIFICATES_PER_PERSON, now);
  });
}

/** Certificates: personal and company PDFs and the public verification (src/shared/api/certificates.ts). */
export function certificatesRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const throttled = throttleDownloads(deps);
  return endpointRoutes(
    implement(
      api.personalCertificate,
      async (c, { params, query }) => {
        const file = await personalCertificate(deps, catalog, {
          caller: callerOf(c),
          userId: params.userId,
          lang: certificateLang(query.lang, c.get('lang')),
          clientAddress: c.get('clientAddress'),
        });
        return sendPdf(c, file);
      },
      { before: [throttled] },
    ),
    implement(
      api.managementCertificate,
      async (c, { params, query }) => {
        const file = await managementCertificate(deps, catalog, {
          caller: callerOf(c),
          userId: params.userId,
          lang: certificateLang(query.lang, c.get('lang')),
          clientAddress: c.get('clientAddress'),
        });
        return sendPdf(c, file);
      },
      { before: [throttled] },
    ),
    implement(
      api.companyCertificate,
      async (c, { query }) => {
        const file = await companyCertificate(deps, catalog, {
          caller: callerOf(c),
          lang: certificateLang(query.lang, c.get('lang')),
          clientAddress: c.get('clientAddress'),
        });
        return sendPdf(c, file);
      },
      { before: [throttled] },
    ),
    implement(
      api.sendCompanyDocument,
      async (c, { body }) =>
        await sendCompanyDocument(deps, catalog, {
          caller: callerOf(c),
          body,
          lang: c.get('lang'),
          clientAddress: c.get('clientAddress'),
        }),
      { before: [throttled] },
    ),
    implement(
      api.verifyCertificate,
      async (c, { params }) =>
        await verifyCertificate(deps.db, catalog, params.code, c.get('lang'), {
          validityMonths: deps.config.trainingValidityMonths,
          now: deps.now(),
        }),
    ),
  );
}
