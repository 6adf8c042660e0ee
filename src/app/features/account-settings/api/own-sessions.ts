import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/** GET /account/sessions: where the person is signed in (decision 070). */
export const ownSessionsQuery = queryOptions({ queryKey: ['own-sessions'], queryFn: () => call(api.ownSessions, {}) });

/** Ending one session, or all but this one; the list reloads after either. */
export function useEndSessions(on: { onOthersEnded: (ended: number) => void; onEnded: () => void }) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey });
  return {
    endOthers: useMutation({
      mutationFn: () => call(api.endOtherSessions, {}),
      onSuccess: ({ ended }) => {
        on.onOthersEnded(ended);
        return reload();
      },
    }),
    endOne: useMutation({
      mutationFn: (id: string) => call(api.endSession, { body: { id } }),
      onSuccess: () => {
        on.onEnded();
        return reload();
      },
    }),
  };
}
