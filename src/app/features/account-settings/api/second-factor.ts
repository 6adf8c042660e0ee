import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { meQuery } from '../../../api/queries.ts';
import type { MutationMeta } from '../../../api/mutation-errors.ts';
import type { PasskeyAddRequest } from '#shared/api/second-factor.ts';

/** A wrong current password is shown at its field, not in a toast. */
const wrongPassword: MutationMeta = { quiet: ['CURRENT_PASSWORD_WRONG'] };

/**
 * The calls of the second-factor settings; each change reloads the list and the own account (under
 * whose key it lies), which the shell's check of a required factor and the employer's offer read.
 */
export function useSecondFactorCalls(userId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey });
  return {
    startTotp: useMutation({
      mutationFn: (currentPassword: string) => call(api.startTotp, { body: { currentPassword } }),
      meta: wrongPassword,
    }),
    confirmTotp: useMutation({
      mutationFn: (input: { code: string; label?: string }) => call(api.confirmTotp, { body: input }),
      // A wrong code is shown at its field.
      meta: { quiet: ['SECOND_FACTOR_INVALID'] },
      onSuccess: reload,
    }),
    startPasskey: useMutation({
      mutationFn: (currentPassword: string) => call(api.startPasskey, { body: { currentPassword } }),
      meta: wrongPassword,
    }),
    addPasskey: useMutation({
      mutationFn: (input: PasskeyAddRequest) => call(api.addPasskey, { body: input }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (input: { id: number; currentPassword: string }) =>
        call(api.removeSecondFactor, { params: { id: input.id }, body: { currentPassword: input.currentPassword } }),
      meta: wrongPassword,
      onSuccess: reload,
    }),
    renewCodes: useMutation({
      mutationFn: (currentPassword: string) => call(api.newRecoveryCodes, { body: { currentPassword } }),
      meta: wrongPassword,
      onSuccess: reload,
    }),
  };
}
