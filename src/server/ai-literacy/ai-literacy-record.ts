import type { AiRecordQuery } from '#shared/api/ai-literacy.ts';
import type { Lang } from '#shared/constants.ts';
import type { Caller } from '../core/caller.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { aiLiteracyOverview } from './ai-literacy.ts';
import { aiLiteracyCsv, aiLiteracyPdf, recordFileName } from './ai-literacy-document.ts';
import { companyNameOf } from './ai-literacy.repository.ts';

/** GET /ai-literacy/record: the employer's record now, as a PDF or CSV in the request's language. */
export async function aiLiteracyRecordFile(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  format: AiRecordQuery['format'],
  lang: Lang,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; type: string; fileName: string }> {
  const record = await aiLiteracyOverview(deps, catalog, caller, lang);
  const at = new Date(record.at);
  if (format === 'csv')
    return {
      body: aiLiteracyCsv(record, lang),
      type: 'text/csv; charset=utf-8',
      fileName: recordFileName(lang, at, 'csv'),
    };
  const companyName = await companyNameOf(deps.db, caller.companyId ?? 0);
  const pdf = await aiLiteracyPdf(record, companyName, deps.config.brandName, lang);
  return { body: new Uint8Array(pdf), type: 'application/pdf', fileName: recordFileName(lang, at, 'pdf') };
}
