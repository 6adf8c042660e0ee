import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPatch } from '#shared/api/companies.ts';
import type { EmployeePatch } from '#shared/api/employees.ts';
import { meQuery } from '../../../api/queries.ts';
import { updateCompany } from './update-company.ts';
import { updateEmployee } from './update-employee.ts';

/**
 * The settings form's save: the person's own data, then (for the employer) the company's. The
 * account and the company under it load again either way: the account may have been saved before
 * the company was refused, and the guard must see the new state at once.
 */
export function useSaveAccountData(userId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey });
  return useMutation({
    mutationFn: async (input: { own: EmployeePatch; company?: { id: number; patch: CompanyPatch } | undefined }) => {
      const savedMe = await updateEmployee(userId, input.own);
      const savedCompany = input.company ? await updateCompany(input.company.id, input.company.patch) : undefined;
      return { savedMe, savedCompany };
    },
    onSuccess: reload,
    onError: () => void reload(),
  });
}
