import type { QueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '#shared/api/progress.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';

/**
 * Puts the server's answer for one course into the cached "my progress" list instead of loading
 * the whole list again. An answer older than what is cached (two saves answered out of order)
 * does not replace the newer one.
 */
export function storeProgress(queryClient: QueryClient, progress: CourseProgress): void {
  const list = queryClient.getQueryData(myProgressQuery.queryKey);
  if (!list) {
    void queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
    return;
  }
  const current = list.find((p) => p.trainingSlug === progress.trainingSlug);
  if (current && current.id === progress.id && current.updatedAt > progress.updatedAt) return;
  queryClient.setQueryData(
    myProgressQuery.queryKey,
    current ? list.map((p) => (p === current ? progress : p)) : [...list, progress],
  );
}
