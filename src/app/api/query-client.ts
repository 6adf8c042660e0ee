import { focusManager, QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { answeredSince } from './answered-since.ts';
import { isApiError } from './api-error.ts';
import { newMutationCache } from './mutation-errors.ts';
import { meQuery } from './queries.ts';
import { forgetAccountFacts } from '../session/account-state.ts';
import { getSession } from '../session/session-store.ts';

// The window counts as regaining focus when its tab becomes visible (the library's own signal) and
// when it is activated beside other windows, which leaves it visible all along.
focusManager.setEventListener((onFocus) => {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});

// A failed write is said once, by the mutation cache (see mutation-errors.ts); a refusal for want of
// the right reads the account again, so that a role changed meanwhile shows in the menus at once.
export const queryClient: QueryClient = new QueryClient({
  mutationCache: newMutationCache(() => {
    const userId = getSession()?.userId;
    if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey, exact: true });
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept for a day so a learner's lists are there when the app opens offline.
      gcTime: 24 * 60 * 60 * 1000,
      // A refused call (4xx) will be refused again; only network trouble is worth retrying.
      retry: (count, error) => count < 2 && isApiError(error) && (error.status === 0 || error.status >= 500),
    },
  },
});

/**
 * Only the learner's queries are kept on the device (docs/product.md R31): the course list, their
 * own progress, course material, the questions of their next quiz attempts and the policies to confirm. Lists of employers and admins never are.
 */
const LEARNER_QUERY_ROOTS = new Set(['courses', 'progress', 'training', 'quiz-draw', 'my-policies']);
// Kept whenever there is data, also after a failed refetch offline (which must not drop it).
const isLearnerQuery = (query: Query) =>
  LEARNER_QUERY_ROOTS.has(String(query.queryKey[0])) && query.state.data !== undefined;

// Written soon after each change, so a tab closed right after loading still keeps the lists.
const persister = createSyncStoragePersister({ storage: window.localStorage, key: 'learner-cache', throttleTime: 250 });

const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  // Raised whenever a kept answer changes its shape, so a device never shows data of the old one
  // (3: course material without the quiz, whose questions come per attempt).
  buster: '3',
  dehydrateOptions: { shouldDehydrateQuery: isLearnerQuery },
};

/**
 * Puts what the device kept into the cache before the app's first render, so that a learner's page
 * shows it in that render (not one render later), then keeps the cache on the device as it changes.
 * What was kept is asked for afresh where the network allows; what the boot asked for meanwhile
 * (routing/route-start.ts) is not asked for twice, in flight or answered.
 */
export async function restoreDeviceCache(): Promise<void> {
  // Not the page's opening (performance.timeOrigin): a copy another tab kept since then is restored
  // too, and is still to be asked for afresh.
  const restoredAt = Date.now();
  const options = { queryClient, ...persistOptions };
  try {
    await persistQueryClientRestore(options);
  } catch {
    // A copy that cannot be read has been removed: the app starts without it.
  }
  persistQueryClientSubscribe(options);
  void queryClient.invalidateQueries(
    { predicate: (query) => !answeredSince(query.state, restoredAt) },
    { cancelRefetch: false },
  );
}

/** Forgets everything loaded for the person who was signed in, in memory and on the device. */
export async function forgetLoadedData(): Promise<void> {
  queryClient.clear();
  forgetAccountFacts();
  await persister.removeClient();
}
