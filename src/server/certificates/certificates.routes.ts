import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { CertificateQuery } from '#shared/api/certificates.ts';
import { Id } from '#shared/api/common.ts';
import { LANGS, type Lang } from '#shared/constants.ts';
import { assertNotThrottled, CERTIFICATES_PER_PERSON, recordHit } from '../accounts/throttle.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { attachmentDisposition } from './attachment-name.ts';
import type { CertificateFile } from './certificate-issue.ts';
import { companyCertificate } from './company-certificate.ts';
import { personalCertificate } from './personal-certificate.ts';
import { verifyCertificate } from './verification.ts';

const UserIdParam = v.object({ userId: Id });

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
 * a minute), and 600 an hour is the end (docs/decisions.md 56).
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
  return new Hono<AppEnv>()
    .get(
      '/certificates/personal/:userId{[0-9]+}',
      requireSession('employer', 'manager', 'employee'),
      throttled,
      validate('param', UserIdParam),
      validate('query', CertificateQuery),
      async (c) => {
        const file = await personalCertificate(deps, catalog, {
          caller: callerOf(c),
          userId: c.req.valid('param').userId,
          lang: certificateLang(c.req.valid('query').lang, c.get('lang')),
          clientAddress: c.get('clientAddress'),
        });
        return sendPdf(c, file);
      },
    )
    .get(
      '/certificates/company',
      requireSession('employer', 'manager'),
      throttled,
      validate('query', CertificateQuery),
      async (c) => {
        const file = await companyCertificate(deps, catalog, {
          caller: callerOf(c),
          lang: certificateLang(c.req.valid('query').lang, c.get('lang')),
          clientAddress: c.get('clientAddress'),
        });
        return sendPdf(c, file);
      },
    )
    .get('/certificates/verify/:code', async (c) =>
      c.json(await verifyCertificate(deps.db, catalog, c.req.param('code'), c.get('lang'))),
    );
}
