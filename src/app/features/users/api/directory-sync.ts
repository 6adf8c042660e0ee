import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import type { DirectorySyncStatus } from '#shared/api/directory-sync.ts';
import { call } from '../../../api/client.ts';

/** The employer's directory sync (decision 107): the SCIM connection, its token and group mapping. */

export const directorySyncQuery = () =>
  queryOptions({ queryKey: ['directory-sync'], queryFn: () => call(api.directorySync, {}) });

function useStatusMutation<T>(send: (input: T) => Promise<DirectorySyncStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(directorySyncQuery().queryKey, status),
  });
}

/** POST /directory-sync/token: the new token, to show this once; the old one has stopped. */
export function useCreateDirectoryToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.createDirectorySyncToken, {}),
    onSuccess: (answer) => queryClient.setQueryData(directorySyncQuery().queryKey, answer.status),
  });
}

export const useRevokeDirectoryToken = () => useStatusMutation(() => call(api.revokeDirectorySyncToken, {}));

export const useSetManagerGroups = () =>
  useStatusMutation((managerGroups: string[]) => call(api.setDirectoryManagerGroups, { body: { managerGroups } }));
