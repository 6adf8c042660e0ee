import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { meQuery } from '../../../api/queries.ts';

/**
 * PATCH /employee/{id} with the acceptance (docs/product.md §7). The server records its own time
 * (docs/product.md R10); the client's is sent as docs/product.md §7 lists it. On success the account, its
 * notifications and the blocked state are loaded again.
 */
export function useAcceptAgreement(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(api.patchEmployee, {
        params: { id: userId },
        body: { orderProcessingAccepted: true, orderProcessingAcceptedAt: new Date().toISOString() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey }),
  });
}
