// @vitest-environment happy-dom
// The learner's progress is read through the device's store (IndexedDB), which happy-dom lacks.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myProgressQuery } from './progress-query.ts';
import { clearSession } from '../session/session-store.ts';
import { fakeApi, signedIn } from '../test/fake-api.ts';
import { progress } from '../test/training-fixtures.ts';
import { storeProgress } from './learner-saves.ts';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** A cache holding the learner's list as the server sends it (`list`, on every request). */
async function cacheWithList(list = [progress('malware', { id: 1 })]) {
  signedIn(7, 'employee');
  const api = fakeApi({ 'GET /progress/get-progress': { json: list } });
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(myProgressQuery);
  return { queryClient, api, list: () => queryClient.getQueryData(myProgressQuery.queryKey) };
}

describe('the cached progress list', () => {
  it('takes the answer for one course in place of its entry, or adds it', async () => {
    const { queryClient, list } = await cacheWithList();
    const begun = progress('password-security', { id: 40 });
    storeProgress(queryClient, begun);
    const moved = progress('malware', { id: 1, furthestSlide: 2, updatedAt: '2026-11-02T08:00:00.000Z' });
    storeProgress(queryClient, moved);
    expect(list()).toEqual([moved, begun]);
  });

  it('keeps a newer answer when an older one for the same progress arrives after it', async () => {
    const { queryClient, list } = await cacheWithList();
    const newer = progress('malware', { id: 1, furthestSlide: 2, updatedAt: '2026-11-02T08:00:00.000Z' });
    storeProgress(queryClient, newer);
    storeProgress(queryClient, progress('malware', { id: 1, furthestSlide: 1, updatedAt: '2026-11-01T09:00:00.000Z' }));
    expect(list()).toEqual([newer]);
  });

  it('keeps a course begun after a list was asked for when that list arrives after it', async () => {
    const { queryClient, api, list } = await cacheWithList([]);
    const late = queryClient.refetchQueries({ queryKey: myProgressQuery.queryKey });
    // The first list and the one now on its way, which lacks the course.
    expect(api.sent('GET', '/progress/get-progress')).toHaveLength(2);
    const begun = progress('password-security', { id: 40 });
    storeProgress(queryClient, begun);
    await late;
    expect(list()).toEqual([begun]);
  });

  it('drops a course the server no longer lists from the next list asked for after it was stored', async () => {
    const { queryClient, list } = await cacheWithList([]);
    storeProgress(queryClient, progress('password-security', { id: 40 }));
    await queryClient.refetchQueries({ queryKey: myProgressQuery.queryKey });
    expect(list()).toEqual([]);
  });
});
