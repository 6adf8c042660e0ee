import type { Context } from 'hono';
import { api } from '#shared/api/endpoints/index.ts';
import type { ExportFormat } from '#shared/api/data-export.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import { audit } from '../audit/audit-log.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/types.ts';
import { companyData, companyDataCsv, companyDataRows } from './company-export.ts';
import { xlsxDocument } from './xlsx-export.ts';
import { personalData, personalDataCsv } from './personal-export.ts';
import { personalDataPdf, personalFileName } from './personal-pdf.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';

const TYPES = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** An export is a download of the moment: never cached. Its name carries the day in German time. */
function sendExport(
  c: Context<AppEnv>,
  format: ExportFormat,
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  now: Date,
) {
  const day = berlinToday(now);
  return c.body(body, 200, {
    'Content-Type': TYPES[format],
    'Content-Disposition': attachmentDisposition(`${name} ${day}.${format}`),
    'Cache-Control': 'no-store',
  });
}

const asJson = (data: unknown) => JSON.stringify(data, null, 2);

/**
 * Data exports of a person and of a company (GDPR Art. 15 and 20; decision 084). Each is audited.
 * The readable ones (CSV, XLSX, PDF) speak the reader's language (decision 104).
 */
export function privacyRoutes(deps: AppDeps, catalog: CourseCatalog) {
  return endpointRoutes(
    implement(api.personalDataExport, async (c, { params, query }) => {
      const caller = callerOf(c);
      const lang = c.get('lang');
      const data = await personalData(deps, caller, params.id);
      await audit(deps.db, {
        action: 'data.exported',
        actor: caller,
        targetUserId: params.id,
        targetCompanyId: null,
        clientAddress: c.get('clientAddress'),
        details: { scope: 'person', format: query.format },
      });
      return sendExport(
        c,
        query.format,
        personalFileName(lang, `${data.account.firstname} ${data.account.lastname}`),
        query.format === 'pdf'
          ? new Uint8Array(await personalDataPdf(data, deps.config.brandName, lang, catalog))
          : query.format === 'csv'
            ? personalDataCsv(data, lang, catalog)
            : asJson(data),
        deps.now(),
      );
    }),
    implement(api.companyDataExport, async (c, { params, query }) => {
      const caller = callerOf(c);
      const lang = c.get('lang');
      const data = await companyData(deps, caller, params.id);
      await audit(deps.db, {
        action: 'data.exported',
        actor: caller,
        targetCompanyId: params.id,
        clientAddress: c.get('clientAddress'),
        details: { scope: 'company', format: query.format },
      });
      const body =
        query.format === 'xlsx'
          ? await xlsxDocument(
              lang === 'en' ? 'Training status' : 'Schulungsstand',
              companyDataRows(data, lang, catalog),
            )
          : query.format === 'csv'
            ? companyDataCsv(data, lang, catalog)
            : asJson(data);
      const name = `${lang === 'en' ? 'Company data' : 'Unternehmensdaten'} ${data.company.companyName}`;
      return sendExport(c, query.format, name, body, deps.now());
    }),
  );
}
