import { api } from '#shared/api/endpoints/index.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { aiLiteracyOverview, myAiTraining, setAiTools } from './ai-literacy.ts';
import { aiLiteracyCsv, aiLiteracyPdf, recordFileName } from './ai-literacy-document.ts';
import { companyNameOf } from './ai-literacy.repository.ts';

/** The AI-literacy record's calls (docs/decisions/109-ai-literacy-record.md). */
export function aiLiteracyRoutes(deps: AppDeps, catalog: CourseCatalog) {
  return endpointRoutes(
    implement(api.aiLiteracy, (c) => aiLiteracyOverview(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.setAiTools, (c, { body }) =>
      setAiTools(deps, catalog, callerOf(c), { body, lang: c.get('lang'), clientAddress: c.get('clientAddress') }),
    ),
    implement(api.myAiTraining, (c) => myAiTraining(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.aiLiteracyRecord, async (c, { query }) => {
      const caller = callerOf(c);
      const lang = c.get('lang');
      const record = await aiLiteracyOverview(deps, catalog, caller, lang);
      const at = new Date(record.at);
      const headers = (type: string, extension: 'pdf' | 'csv') => ({
        'Content-Type': type,
        'Content-Disposition': attachmentDisposition(recordFileName(lang, at, extension)),
        'Cache-Control': 'no-store',
      });
      if (query.format === 'csv')
        return c.body(aiLiteracyCsv(record, lang), 200, headers('text/csv; charset=utf-8', 'csv'));
      const companyName = await companyNameOf(deps.db, caller.companyId ?? 0);
      const pdf = await aiLiteracyPdf(record, companyName, deps.config.brandName, lang);
      return c.body(new Uint8Array(pdf), 200, headers('application/pdf', 'pdf'));
    }),
  );
}
