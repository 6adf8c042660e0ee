import { queryOptions } from '@tanstack/react-query';
import { signedInUserId } from '../session/session-store.ts';
import { askServerForProgress } from './server-progress.ts';
import { storedProgressMark, withProgressStoredSince } from './stored-progress.ts';

const JUST_ASKED_MS = 5_000;

/** The learner's own progress in every course they have begun (GET /progress/get-progress). */
export const myProgressQuery = queryOptions({
  queryKey: ['progress', 'mine'],
  // From the server when it answers, else from the device; with the saves still waiting applied.
  // The device's store (IndexedDB through Dexie) is loaded with the first learner page, not before;
  // the server is asked meanwhile.
  queryFn: async () => {
    const userId = signedInUserId();
    // An answer for one course stored while this list is on its way stays in it (stored-progress.ts).
    const mark = storedProgressMark();
    const answer = askServerForProgress();
    const list = await (await import('./learner-progress.ts')).learnerProgress(userId, answer);
    return withProgressStoredSince(list, mark);
  },
  networkMode: 'always',
  // The device's store is the truth between saves; reading it again is cheap. A page that mounts
  // right after the boot asked for it (routing/route-data.ts) does not ask again.
  staleTime: 0,
  refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS,
});
