import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '#shared/constants.ts';
import { isApiError } from '../api/api-error.ts';
import { meQuery } from '../api/queries.ts';
import { supervisorDataQuery } from './api/supervisor-data.ts';
import { knownAccountFact, rememberAccountFact } from '../session/account-state.ts';

/**
 * Whether the person's actions are blocked (docs/product.md §4, R12); undefined while
 * it is not known yet. The employer is blocked while their own acceptance is missing; managers
 * and employees while the company's employer's is, and also when the server refuses to say.
 * Without a network nothing is blocked: the server decides once the app is online again, and a
 * learner keeps the courses that work offline (docs/decisions/023-account-settings-and-agreement-modal.md).
 */
export function useActionsBlocked(role: Role, userId: number): boolean | undefined {
  const me = useQuery({ ...meQuery(userId), enabled: role === 'employer' });
  const supervisor = useQuery({
    ...supervisorDataQuery(userId),
    enabled: role === 'manager' || role === 'employee',
  });
  const answer =
    role === 'employer'
      ? me.data && !me.data.orderProcessingAccepted
      : supervisor.data && !supervisor.data.hasOrderProcessing;
  useEffect(() => {
    if (role !== 'admin' && answer !== undefined) rememberAccountFact(userId, 'blocked', answer);
  }, [role, userId, answer]);
  if (role === 'admin') return false;
  const query = role === 'employer' ? me : supervisor;
  if (query.isError) {
    const offline = isApiError(query.error) && query.error.status === 0;
    // docs/product.md §4: supervisor data that cannot be loaded blocks too.
    return role !== 'employer' && !offline;
  }
  const noNetwork = isApiError(query.failureReason) && query.failureReason.status === 0;
  if (query.isPending && (query.fetchStatus === 'paused' || noNetwork)) return false;
  if (answer !== undefined) return answer;
  // While it is asked, a device that saw the actions allowed before shows the page at once.
  return knownAccountFact(userId, 'blocked') === false ? false : undefined;
}
