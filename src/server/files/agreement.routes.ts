import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { PublicConfig } from '#shared/api/public-config.ts';
import { AGREEMENT_FILE_NAME } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const AGREEMENT_SOURCE = new URL('../../content/legal/agreement.de.md', import.meta.url);
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** `attachment` with the plain name for old clients and the RFC 5987 form for everyone else. */
const CONTENT_DISPOSITION = `attachment; filename="${AGREEMENT_FILE_NAME}"; filename*=UTF-8''${encodeURIComponent(AGREEMENT_FILE_NAME)}`;

/**
 * The PDF depends on the configuration only, so it is made once, on first request, and kept;
 * a failed attempt is forgotten so that the next request tries again.
 */
function agreementPdf(config: Config): () => Promise<Buffer> {
  let pending: Promise<Buffer> | undefined;
  const make = async () => {
    const [markdown, subprocessorsJson] = await Promise.all([
      readFile(AGREEMENT_SOURCE, 'utf8'),
      readFile(config.subprocessorsFile, 'utf8'),
    ]);
    const subprocessors = v.parse(PublicConfig.entries.subprocessors, JSON.parse(subprocessorsJson));
    return renderAgreementPdf(markdown, config, subprocessors);
  };
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * GET /files/agreement: the data-processing agreement as a PDF for anyone (the registration form
 * links it before an account exists), also while a company's actions are blocked (the agreement
 * is what unblocks them). It changes only with a new deployment, so browsers keep it a day.
 */
export function agreementRoutes(deps: AppDeps) {
  const pdf = agreementPdf(deps.config);
  return endpointRoutes(
    implement(api.agreement, async (c) =>
      c.body(new Uint8Array(await pdf()), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': CONTENT_DISPOSITION,
        'Cache-Control': `public, max-age=${ONE_DAY_SECONDS}`,
      }),
    ),
  );
}
