import { Hono } from 'hono';
import { TrainingAssignmentRequest, TrainingForAllRequest } from '#shared/api/training-assignments.ts';
import { isCompanyStaff, personOfCallerCompany } from '../employees/company-access.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import type { AppDeps, AppEnv, Caller } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { assignTraining, revokeTraining } from './assignments.ts';

/** The caller's own company, for the company-wide calls of its employer and managers. */
function staffCompany(caller: Caller): number {
  if (caller.companyId === null || !isCompanyStaff(caller, caller.companyId)) throw forbidden();
  return caller.companyId;
}

/** Assigning and revoking courses: for one learner or the whole company (employer and managers). */
export function trainingAssignmentsRoutes(deps: AppDeps) {
  const { db } = deps;
  const staff = requireSession('employer', 'manager');
  return new Hono<AppEnv>()
    .post('/trainings/assign', staff, validate('json', TrainingAssignmentRequest), async (c) => {
      const { trainingSlug, ownerId } = c.req.valid('json');
      const learner = await personOfCallerCompany(db, callerOf(c), ownerId);
      const changed = await assignTraining(db, { userId: learner.id }, trainingSlug, deps.now());
      return c.json({ success: true as const, changed });
    })
    .post('/trainings/revoke', staff, validate('json', TrainingAssignmentRequest), async (c) => {
      const { trainingSlug, ownerId } = c.req.valid('json');
      const learner = await personOfCallerCompany(db, callerOf(c), ownerId);
      const changed = await revokeTraining(db, { userId: learner.id }, trainingSlug);
      return c.json({ success: true as const, changed });
    })
    .post('/trainings/assign-to-all', staff, validate('json', TrainingForAllRequest), async (c) => {
      const companyId = staffCompany(callerOf(c));
      const { trainingSlug } = c.req.valid('json');
      const changed = await assignTraining(db, { companyId }, trainingSlug, deps.now());
      return c.json({ success: true as const, changed });
    })
    .post('/trainings/revoke-for-all', staff, validate('json', TrainingForAllRequest), async (c) => {
      const companyId = staffCompany(callerOf(c));
      const { trainingSlug } = c.req.valid('json');
      const changed = await revokeTraining(db, { companyId }, trainingSlug);
      return c.json({ success: true as const, changed });
    });
}
