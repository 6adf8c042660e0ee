import { isCompanyStaff, personOfCallerCompany } from '../identity/company-access.ts';
import { callerOf } from '../http/auth.ts';
import { fieldError, forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { assignTraining, revokeTraining, setDeadline } from './assignments.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The caller's own company, for the company-wide calls of its employer and managers. */
function staffCompany(caller: Caller): number {
  if (caller.companyId === null || !isCompanyStaff(caller, caller.companyId)) throw forbidden();
  return caller.companyId;
}

const MAX_YEARS_AHEAD = 5;

/** A deadline is today or later (German time), and at most five years ahead. */
function assertDeadlineAhead(dueOn: string, now: Date): void {
  const today = berlinToday(now);
  const latest = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (dueOn < today) throw fieldError('dueOn', 'a day from today on');
  if (dueOn > latest) throw fieldError('dueOn', `at most ${MAX_YEARS_AHEAD} years ahead`);
}

/** Assigning and revoking courses: for one learner or the whole company (employer and managers). */
export function assignmentsRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRoutes(
    implement(api.assign, async (c, { body }) => {
      const { trainingSlug, ownerId } = body;
      const learner = await personOfCallerCompany(db, callerOf(c), ownerId);
      const changed = await assignTraining(db, { userId: learner.id }, trainingSlug, deps.now());
      return { success: true as const, changed };
    }),
    implement(api.revoke, async (c, { body }) => {
      const { trainingSlug, ownerId } = body;
      const learner = await personOfCallerCompany(db, callerOf(c), ownerId);
      const changed = await revokeTraining(db, { userId: learner.id }, trainingSlug);
      return { success: true as const, changed };
    }),
    implement(api.assignToAll, async (c, { body }) => {
      const companyId = staffCompany(callerOf(c));
      const { trainingSlug } = body;
      const changed = await assignTraining(db, { companyId }, trainingSlug, deps.now());
      return { success: true as const, changed };
    }),
    implement(api.setDeadline, async (c, { body }) => {
      const caller = callerOf(c);
      const { trainingSlug, ownerId, dueOn } = body;
      if (dueOn !== null) assertDeadlineAhead(dueOn, deps.now());
      const scope =
        ownerId === undefined
          ? { companyId: staffCompany(caller) }
          : { userId: (await personOfCallerCompany(db, caller, ownerId)).id };
      const changed = await setDeadline(db, scope, trainingSlug, dueOn);
      return { success: true as const, changed };
    }),
    implement(api.revokeForAll, async (c, { body }) => {
      const companyId = staffCompany(callerOf(c));
      const { trainingSlug } = body;
      const changed = await revokeTraining(db, { companyId }, trainingSlug);
      return { success: true as const, changed };
    }),
  );
}
