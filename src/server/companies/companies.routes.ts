import { audit } from '../audit/audit-log.ts';
import type { CompaniesTable } from '../db/schema.ts';
import { companyHasAgreement } from '../employees/users.repository.ts';
import { callerOf } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AppDeps } from '../http/types.ts';
import type { Updateable } from 'kysely';
import { toCompany } from './company.presenter.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** GET and PATCH /company/{id}: people of the company read it; its employer and admins change it. */
export function companiesRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRoutes(
    implement(api.getCompany, async (c, { params }) => {
      const caller = callerOf(c);
      const id = params.id;
      if (caller.role !== 'admin' && caller.companyId !== id) throw forbidden();
      const company = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!company) throw notFound();
      return toCompany(company, await companyHasAgreement(db, id));
    }),
    implement(api.patchCompany, async (c, { params, body }) => {
      const caller = callerOf(c);
      const id = params.id;
      if (caller.role !== 'admin' && caller.companyId !== id) throw forbidden();
      const patch = body;
      const update: Updateable<CompaniesTable> = {
        company_name: patch.companyName,
        street: emptyToNull(patch.address?.street),
        post_code: emptyToNull(patch.address?.postCode),
        city: emptyToNull(patch.address?.city),
        phone_number: emptyToNull(patch.phoneNumber),
        insurance_number: emptyToNull(patch.insuranceNumber),
        employee_count: patch.employeeCount,
      };
      const company = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('companies')
          .set(update)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound();
        await audit(trx, {
          action: 'company.updated',
          actor: caller,
          targetCompanyId: id,
          details: { fields: Object.keys(patch) },
        });
        return row;
      });
      return toCompany(company, await companyHasAgreement(db, id));
    }),
  );
}
