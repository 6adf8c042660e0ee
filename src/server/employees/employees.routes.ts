import { toCompany } from '../companies/company.presenter.ts';
import { callerOf } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps, Caller } from '../http/types.ts';
import { toEmployee } from './employee.presenter.ts';
import { patchEmployee } from './employee-patch.ts';
import { assignedCourses, companyHasAgreement, findUserById } from './users.repository.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** Whether the caller may read this person: themselves, an admin, or the company's employer or managers. */
function mayRead(caller: Caller, target: { id: number; company_id: number | null }): boolean {
  if (caller.role === 'admin' || caller.userId === target.id) return true;
  return (
    (caller.role === 'employer' || caller.role === 'manager') &&
    caller.companyId !== null &&
    caller.companyId === target.company_id
  );
}

/** The person's own account, their company's owner and the agreement state (docs/product.md §7). */
export function employeesRoutes(deps: AppDeps) {
  const { db } = deps;

  const readableUser = async (caller: Caller, id: number) => {
    const user = await findUserById(db, id);
    if (!user || !mayRead(caller, user)) throw caller.role === 'admin' ? notFound() : forbidden();
    return user;
  };

  /** The person as the API shows them, with their courses and whether their company is blocked. */
  const presented = async (user: UserRow) => {
    const company = user.company_id
      ? await db.selectFrom('companies').select('blocked_at').where('id', '=', user.company_id).executeTakeFirst()
      : undefined;
    return toEmployee(user, await assignedCourses(db, user.id), Boolean(company?.blocked_at));
  };

  return endpointRoutes(
    implement(api.getEmployee, async (c, { params }) => {
      return await presented(await readableUser(callerOf(c), params.id));
    }),
    implement(api.ownedCompany, async (c, { params }) => {
      // docs/api.md: the people of the company (employees too: the company is theirs to read) and admins.
      const caller = callerOf(c);
      const user = await findUserById(db, params.id);
      const sameCompany = user !== undefined && caller.companyId !== null && caller.companyId === user.company_id;
      if (!user || !(sameCompany || mayRead(caller, user))) throw caller.role === 'admin' ? notFound() : forbidden();
      const company = await db.selectFrom('companies').selectAll().where('owner_id', '=', user.id).executeTakeFirst();
      if (!company) throw notFound();
      return toCompany(company, await companyHasAgreement(db, company.id));
    }),
    implement(api.patchEmployee, async (c, { params, body }) => {
      const caller = callerOf(c);
      const target = await findUserById(db, params.id);
      if (!target) throw caller.role === 'admin' ? notFound() : forbidden();
      await patchEmployee(deps, caller, target, body, c.get('clientAddress'));
      const updated = await findUserById(db, target.id);
      if (!updated) throw notFound();
      return await presented(updated);
    }),
    implement(api.supervisorData, async (c, { params }) => {
      // The id is the signed-in person's own (docs/product.md R9); admins may ask for anyone.
      const caller = callerOf(c);
      const id = params.id;
      if (caller.role !== 'admin' && id !== caller.userId) throw forbidden();
      const user = await findUserById(db, id);
      if (!user) throw notFound();
      return {
        hasOrderProcessing: user.company_id !== null && (await companyHasAgreement(db, user.company_id)),
      };
    }),
  );
}
