import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmployeePatch } from '#shared/api/employees.ts';
import { call } from '../../../api/client.ts';
import { meQuery } from '../../../api/queries.ts';
import type { MutationMeta } from '../../../api/mutation-errors.ts';

/**
 * PATCH /employee/{id}: one's own account (fields as
 * docs/decisions/006-who-may-read-and-change-accounts.md allows per role).
 */
export const updateEmployee = (userId: number, patch: EmployeePatch) =>
  call(api.patchEmployee, { params: { id: userId }, body: patch });

/**
 * The mutation, which reloads the person's account and everything cached under it (company,
 * supervisor data), so the guard, the notices and the blocked state see the change at once.
 */
export function useUpdateEmployee(userId: number, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (patch: EmployeePatch) => updateEmployee(userId, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey }),
  });
}
