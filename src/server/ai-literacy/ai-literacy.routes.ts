import { api } from '#shared/api/endpoints/index.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { aiLiteracyOverview, myAiTraining, setAiTools } from './ai-literacy.ts';
import { aiLiteracyRecordFile } from './ai-literacy-record.ts';

/** The AI-literacy record's calls (docs/decisions/109-ai-literacy-record.md). */
export function aiLiteracyRoutes(deps: AppDeps, catalog: CourseCatalog) {
  return endpointRoutes(
    implement(api.aiLiteracy, (c) => aiLiteracyOverview(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.setAiTools, (c, { body }) =>
      setAiTools(deps, catalog, callerOf(c), { body, lang: c.get('lang'), clientAddress: c.get('clientAddress') }),
    ),
    implement(api.myAiTraining, (c) => myAiTraining(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.aiLiteracyRecord, async (c, { query }) => {
      const file = await aiLiteracyRecordFile(deps, catalog, callerOf(c), query.format, c.get('lang'));
      return c.body(file.body, 200, {
        'Content-Type': file.type,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'no-store',
      });
    }),
  );
}
