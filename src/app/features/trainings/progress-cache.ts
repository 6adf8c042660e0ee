import type { QueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '#shared/api/progress.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';
import { noteStoredProgress, withProgress } from '../../progress-sync/stored-progress.ts';

/**
 * Puts the server's answer for one course into the cached "my progress" list instead of loading
 * the whole list again. An answer older than what is cached (two saves answered out of order)
 * does not replace the newer one; a list asked for before the answer keeps it (stored-progress.ts).
 */
export function storeProgress(queryClient: QueryClient, progress: CourseProgress): void {
  const list = queryClient.getQueryData(myProgressQuery.queryKey);
  if (!list) {
    void queryClient.invalidateQueries({ queryKey: myProgressQuery.queryKey });
    return;
  }
  const next = withProgress(list, progress);
  if (next === list) return;
  queryClient.setQueryData(myProgressQuery.queryKey, next);
  noteStoredProgress(progress);
}
