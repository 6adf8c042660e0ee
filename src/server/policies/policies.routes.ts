import { api } from '#shared/api/endpoints/index.ts';
import { POLICY_FILE_FIELD } from '#shared/api/policies.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { listPolicies, publish, publishText, setAudience, showPolicy, templatesFor } from './policies.ts';
import { confirmPolicy, myPolicies } from './policy-confirm.ts';
import { policyConfirmationsCsv } from './policy-export.ts';
import { pdfFormRefused, pdfTooLarge, policyPdfResponse, readPdf } from './policy-pdf.ts';
import { remindPolicy } from './policy-reminders.ts';

/** The company's policies and their confirmations (docs/decisions/108-policy-acknowledgements.md). */
export function policiesRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.policyTemplates, (c) => templatesFor(callerOf(c), c.get('lang'))),
    implement(api.policies, async (c) => await listPolicies(deps, callerOf(c))),
    implement(
      api.publishPolicy,
      async (c, { body }) => await publishText(deps, callerOf(c), body, c.get('clientAddress')),
    ),
    implement(
      api.publishPolicyPdf,
      async (c, { form }) => {
        const pdf = await readPdf(form[POLICY_FILE_FIELD]);
        return await publish(deps, callerOf(c), {
          policyId: form.policyId,
          content: { title: form.title, body: null, pdf: pdf.bytes, pdfName: pdf.name },
          clientAddress: c.get('clientAddress'),
        });
      },
      { tooLarge: pdfTooLarge, formRefused: pdfFormRefused },
    ),
    implement(api.policy, async (c, { params }) => await showPolicy(deps, callerOf(c), params.id)),
    implement(
      api.setPolicyAudience,
      async (c, { params, body }) => await setAudience(deps, callerOf(c), params.id, body, c.get('clientAddress')),
    ),
    implement(
      api.remindPolicy,
      async (c, { params }) => await remindPolicy(deps, callerOf(c), params.id, c.get('clientAddress')),
    ),
    implement(api.exportPolicyConfirmations, async (c, { params }) => {
      const { csv, fileName } = await policyConfirmationsCsv(deps, callerOf(c), params.id, {
        lang: c.get('lang'),
        clientAddress: c.get('clientAddress'),
      });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`${fileName} ${berlinToday(deps.now())}.csv`),
        'Cache-Control': 'no-store',
      });
    }),
    implement(api.policyPdf, async (c, { params }) => await policyPdfResponse(deps, callerOf(c), params)),
    implement(api.myPolicies, async (c) => await myPolicies(deps, callerOf(c))),
    implement(
      api.confirmPolicy,
      async (c, { body }) => await confirmPolicy(deps, callerOf(c), body, c.get('clientAddress')),
    ),
  );
}
