import { refreshCompany } from '../../../api/queries.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../toasts/toast.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { call } from '../../../api/client.ts';

/** The assignments and deadlines of /course-settings (docs/product.md §2, decision 083), one function each. */

export const assignToAll = (trainingSlug: CourseSlug) => call(api.assignToAll, { body: { trainingSlug } });

export const revokeForAll = (trainingSlug: CourseSlug) => call(api.revokeForAll, { body: { trainingSlug } });

export const setAssignment = (trainingSlug: CourseSlug, ownerId: number, assign: boolean) =>
  call(assign ? api.assign : api.revoke, { body: { trainingSlug, ownerId } });

/** One person's deadline with `ownerId`, else everyone's who has the course; `null` removes it. */
export const setDeadline = (trainingSlug: CourseSlug, dueOn: string | null, ownerId?: number) =>
  call(api.setDeadline, { body: { trainingSlug, dueOn, ...(ownerId === undefined ? {} : { ownerId }) } });

type Change = { send: () => Promise<unknown>; done?: string };

/**
 * Sends a change of a course and reloads the course and people lists, then toasts `done`; a
 * failure is the mutation cache's toast. `change` answers whether it went through.
 */
export function useCourseChange(companyId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ send }: Change) => send(),
    onSuccess: async (_, { done }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        refreshCompany(queryClient, companyId),
      ]);
      if (done) toast.success(done);
    },
  });
  const change = (send: () => Promise<unknown>, done?: string): Promise<boolean> =>
    mutation.mutateAsync({ send, done }).then(
      () => true,
      () => false,
    );
  return { change, busy: mutation.isPending };
}
