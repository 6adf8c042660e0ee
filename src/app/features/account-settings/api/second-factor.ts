import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { secondFactorQuery } from '../../../api/queries.ts';
import type { PasskeyAddRequest } from '#shared/api/second-factor.ts';

/** The calls of the second-factor settings; each change reloads the list (and the shell's admin check). */
export function useSecondFactorCalls(userId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: secondFactorQuery(userId).queryKey });
  return {
    startTotp: useMutation({
      mutationFn: (currentPassword: string) => call(api.startTotp, { body: { currentPassword } }),
    }),
    confirmTotp: useMutation({
      mutationFn: (input: { code: string; label?: string }) => call(api.confirmTotp, { body: input }),
      onSuccess: reload,
    }),
    startPasskey: useMutation({
      mutationFn: (currentPassword: string) => call(api.startPasskey, { body: { currentPassword } }),
    }),
    addPasskey: useMutation({
      mutationFn: (input: PasskeyAddRequest) => call(api.addPasskey, { body: input }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (input: { id: number; currentPassword: string }) =>
        call(api.removeSecondFactor, { params: { id: input.id }, body: { currentPassword: input.currentPassword } }),
      onSuccess: reload,
    }),
    renewCodes: useMutation({
      mutationFn: (currentPassword: string) => call(api.newRecoveryCodes, { body: { currentPassword } }),
      onSuccess: reload,
    }),
  };
}
