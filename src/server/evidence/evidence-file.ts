import * as v from 'valibot';
import { EvidenceFacts, type EvidenceDocumentQuery } from '#shared/api/evidence.ts';
import type { Lang } from '#shared/constants.ts';
import type { Caller } from '../core/caller.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { evidenceCsv, evidenceFileName, evidencePdf } from './evidence-document.ts';
import { courseTitles, openLink, ownPackage } from './evidence.ts';

export type EvidenceFile = { body: string | Uint8Array<ArrayBuffer>; type: string; fileName: string };

async function render(
  deps: AppDeps,
  catalog: CourseCatalog,
  pack: { facts: EvidenceFacts; createdAt: Date },
  format: EvidenceDocumentQuery['format'],
  lang: Lang,
): Promise<EvidenceFile> {
  const titles = courseTitles(catalog, lang);
  if (format === 'csv')
    return {
      body: evidenceCsv(pack.facts, titles, lang),
      type: 'text/csv; charset=utf-8',
      fileName: evidenceFileName(lang, pack.facts, 'csv'),
    };
  const pdf = await evidencePdf(pack.facts, titles, deps.config.brandName, pack.createdAt, lang);
  return { body: new Uint8Array(pdf), type: 'application/pdf', fileName: evidenceFileName(lang, pack.facts, 'pdf') };
}

/** GET /evidence/packages/{id}/document: the employer's package as a PDF or CSV. */
export async function packageFile(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  request: { id: number; format: EvidenceDocumentQuery['format']; lang: Lang },
): Promise<EvidenceFile> {
  const pack = await ownPackage(deps, caller, request.id);
  return render(
    deps,
    catalog,
    { facts: v.parse(EvidenceFacts, pack.facts), createdAt: pack.created_at },
    request.format,
    request.lang,
  );
}

/** GET /evidence/shared/{token}/document: the same through a shared link, while it works. */
export async function sharedFile(
  deps: AppDeps,
  catalog: CourseCatalog,
  request: { token: string; format: EvidenceDocumentQuery['format']; lang: Lang },
): Promise<EvidenceFile> {
  const { link, facts } = await openLink(deps, request.token);
  return render(deps, catalog, { facts, createdAt: link.package_created_at }, request.format, request.lang);
}
