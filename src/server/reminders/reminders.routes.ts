import { api } from '#shared/api/endpoints/index.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { remindPeople } from './remind-people.ts';

/** Reminders the employer or a manager asks for (decision 105). */
export function remindersRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.remindPeople, (c, { body }) => remindPeople(deps, callerOf(c), body.userIds, c.get('clientAddress'))),
  );
}
