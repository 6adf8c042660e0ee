import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { meQuery } from '../../api/queries.ts';

/** PATCH /employee/{id} with sawVideo: the first-steps video no longer opens by itself. */
export function useMarkVideoSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Nothing to tell the person: at worst the video opens once more.
    meta: { quiet: true },
    mutationFn: () => call(api.patchEmployee, { params: { id: userId }, body: { sawVideo: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey }),
  });
}
