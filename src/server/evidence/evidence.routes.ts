import { api } from '#shared/api/endpoints/index.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { EvidenceFile } from './evidence-file.ts';
import { packageFile, sharedFile } from './evidence-file.ts';
import { evidenceStatus, evidenceStatusCsv } from './evidence-status.ts';
import { createPackage, listPackages, sharePackage, sharedEvidence, withdrawLink } from './evidence.ts';

/** A document to download, never kept by a cache on the way. */
const download = (file: EvidenceFile) => ({
  'Content-Type': file.type,
  'Content-Disposition': attachmentDisposition(file.fileName),
  'Cache-Control': 'no-store',
});

/** The evidence package's calls (docs/decisions/110-evidence-package.md). */
export function evidenceRoutes(deps: AppDeps, catalog: CourseCatalog) {
  return endpointRoutes(
    implement(api.evidencePackages, (c) => listPackages(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.createEvidencePackage, (c, { body }) =>
      createPackage(deps, catalog, callerOf(c), {
        asOf: body.asOf,
        lang: c.get('lang'),
        clientAddress: c.get('clientAddress'),
      }),
    ),
    implement(api.evidenceDocument, async (c, { params, query }) => {
      const file = await packageFile(deps, catalog, callerOf(c), {
        id: params.id,
        format: query.format,
        lang: c.get('lang'),
      });
      return c.body(file.body, 200, download(file));
    }),
    implement(api.shareEvidencePackage, (c, { params, body }) =>
      sharePackage(deps, callerOf(c), { id: params.id, days: body.days, clientAddress: c.get('clientAddress') }),
    ),
    implement(api.revokeEvidenceLink, (c, { params }) =>
      withdrawLink(deps, callerOf(c), { id: params.id, linkId: params.linkId, clientAddress: c.get('clientAddress') }),
    ),
    implement(api.sharedEvidence, (c, { params }) => {
      // The holder of the link is told the facts; nobody else should keep them on the way.
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return sharedEvidence(deps, catalog, params.token, c.get('lang'));
    }),
    implement(api.sharedEvidenceDocument, async (c, { params, query }) => {
      const file = await sharedFile(deps, catalog, { token: params.token, format: query.format, lang: c.get('lang') });
      return c.body(file.body, 200, download(file));
    }),
    implement(api.evidenceStatus, (_c, { query }) => evidenceStatus(deps, query)),
    implement(api.evidenceStatusExport, async (c, { query }) => {
      const lang = c.get('lang');
      const csv = await evidenceStatusCsv(deps, query, lang);
      const name =
        lang === 'en' ? 'Evidence status of policyholders.csv' : 'Nachweisstatus der Versicherungsnehmer.csv';
      return c.body(csv, 200, { ...download({ body: csv, type: 'text/csv; charset=utf-8', fileName: name }) });
    }),
  );
}
