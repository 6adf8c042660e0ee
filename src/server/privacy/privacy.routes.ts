import type { Context } from 'hono';
import { api } from '#shared/api/endpoints/index.ts';
import type { ExportFormat } from '#shared/api/data-export.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import { audit } from '../audit/audit-log.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { companyData, companyDataCsv } from './company-export.ts';
import { personalData, personalDataCsv } from './personal-export.ts';

/** An export is a download of the moment: never cached. */
function sendExport<T>(c: Context<AppEnv>, data: T, format: ExportFormat, name: string, csv: (data: T) => string) {
  const day = new Date().toISOString().slice(0, 10); // the server's day of the download
  return format === 'csv'
    ? c.body(csv(data), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`${name} ${day}.csv`),
        'Cache-Control': 'no-store',
      })
    : c.body(JSON.stringify(data, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`${name} ${day}.json`),
        'Cache-Control': 'no-store',
      });
}

/** Data exports of a person and of a company (GDPR Art. 15 and 20; decision 084). Each is audited. */
export function privacyRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.personalDataExport, async (c, { params, query }) => {
      const caller = callerOf(c);
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
        data,
        query.format,
        `Meine Daten ${data.account.firstname} ${data.account.lastname}`,
        personalDataCsv,
      );
    }),
    implement(api.companyDataExport, async (c, { params, query }) => {
      const caller = callerOf(c);
      const data = await companyData(deps, caller, params.id);
      await audit(deps.db, {
        action: 'data.exported',
        actor: caller,
        targetCompanyId: params.id,
        clientAddress: c.get('clientAddress'),
        details: { scope: 'company', format: query.format },
      });
      return sendExport(c, data, query.format, `Unternehmensdaten ${data.company.companyName}`, companyDataCsv);
    }),
  );
}
