// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseProgress, SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import { emptyProgress } from '#shared/api/progress-merge.ts';
import { error, fakeApi, signedIn } from '../test/fake-api.ts';
import { deviceStore } from '../../device/device-store.ts';
import { setSender, storeConfirmed, waitingSaves } from '../../device/outbox.ts';
import { replayWaitingSaves } from '../../device/replay.ts';
import { saveOnDevice, sendWaitingSaves } from './device-sync.ts';
import { learnerProgress } from './learner-progress.ts';

const USER = 2;
const OTHER = 9;
const confirmed: CourseProgress = { ...emptyProgress(USER, 'malware', 10, '2026-11-01T10:00:00.000Z'), id: 1 };
const offline = () => {
  throw new TypeError('Failed to fetch');
};
const save = (fields: Partial<SaveProgressRequest>): SaveProgressRequest => ({
  opId: crypto.randomUUID(),
  trainingSlug: 'malware',
  progressId: 1,
  at: '2026-11-01T10:05:00.000Z',
  ...fields,
});
const passedScore = { correctCount: 5, questionCount: 5, scorePercent: 100, passed: true, questions: [] };
const answer = (progress: CourseProgress): SaveProgressResponse => ({ applied: true, progress });

beforeEach(async () => {
  signedIn(USER, undefined);
  await deviceStore.saves.clear();
  await deviceStore.progress.clear();
  await setSender({ userId: USER, token: 'token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('saves on the device', () => {
  // First in the file: the browser is asked once per page load.
  it('asks the browser to keep the device’s data once the first save is stored', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => false, persist },
    });
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 1 }));
    await saveOnDevice(USER, save({ slide: 2 }));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('keeps a save made offline and shows it applied to the last known progress', async () => {
    await storeConfirmed(USER, confirmed);
    fakeApi({ 'POST /progress/save-progress': offline, 'GET /progress/get-progress': offline });
    expect(await saveOnDevice(USER, save({ slide: 9, moduleFinished: true, secondsSpent: 40 }))).toBeUndefined();
    const attempt = {
      id: crypto.randomUUID(),
      drawId: crypto.randomUUID(),
      answers: {},
      attemptedAt: '2026-11-01T10:09:00.000Z',
    };
    expect(await saveOnDevice(USER, save({ quizAttempt: attempt }), { score: passedScore })).toBeUndefined();

    const [shown] = await learnerProgress(USER);
    expect(shown).toMatchObject({
      id: 1,
      status: 'passed',
      furthestSlide: 9,
      timeSpentSeconds: 40,
      quizAttemptCount: 1,
      bestScore: 100,
      passedAt: '2026-11-01T10:09:00.000Z',
    });
    expect(await waitingSaves(USER)).toHaveLength(2);
  });

  it('begins a course on the device when it was never opened online', async () => {
    fakeApi({ 'POST /progress/save-progress': offline, 'GET /progress/get-progress': offline });
    await saveOnDevice(USER, save({ progressId: undefined, slide: 2 }), { slideCount: 10 });
    expect(await learnerProgress(USER)).toMatchObject([
      { id: 0, status: 'inProgress', furthestSlide: 2, slideCount: 10 },
    ]);
  });

  it('sends waiting saves in order once the network is back and forgets them when answered', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 1 }));
    await saveOnDevice(USER, save({ slide: 2 }));
    const api = fakeApi({
      'POST /progress/save-progress': (call) => ({
        json: answer({ ...confirmed, furthestSlide: (call.body as { slide: number }).slide }),
      }),
    });
    const { sent, left } = await sendWaitingSaves();
    expect(sent.map((a) => a.progress.furthestSlide)).toEqual([1, 2]);
    expect(left).toBe(0);
    expect(api.sent('POST', '/progress/save-progress').map((c) => (c.body as { slide: number }).slide)).toEqual([1, 2]);
    expect(await waitingSaves(USER)).toEqual([]);
  });

  it('keeps saves refused because the session ended, and drops saves refused for good', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 1 }));
    fakeApi({ 'POST /progress/save-progress': error(401, 'AUTHORIZATION_REQUIRED', 'Bitte melden Sie sich an.') });
    expect(await sendWaitingSaves()).toEqual({ sent: [], left: 1 });
    expect(await waitingSaves(USER)).toHaveLength(1);
    fakeApi({ 'POST /progress/save-progress': error(403, 'TRAINING_NOT_ASSIGNED', 'nicht zugewiesen') });
    await sendWaitingSaves();
    expect(await waitingSaves(USER)).toEqual([]);
  });

  it('never sends or shows one person’s waiting saves for another', async () => {
    fakeApi({ 'POST /progress/save-progress': offline, 'GET /progress/get-progress': offline });
    await saveOnDevice(USER, save({ slide: 5 }));
    const api = fakeApi({
      'POST /progress/save-progress': { json: answer(confirmed) },
      'GET /progress/get-progress': { json: [] },
    });
    signedIn(OTHER, undefined);
    await setSender({ userId: OTHER, token: 'other-token' });
    await sendWaitingSaves();
    expect(await replayWaitingSaves()).toEqual({ sent: [], left: 0 });
    expect(api.sent('POST', '/progress/save-progress')).toEqual([]);
    expect(await learnerProgress(OTHER)).toEqual([]);
    expect(await waitingSaves(USER)).toHaveLength(1);
  });

  it('wait when the page is signed in as someone else than the person they are kept for', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 4 }));
    // The device still names the person whose saves wait, with their former token; the page has another session.
    await setSender({ userId: USER, token: 'the-former-token' });
    const api = fakeApi({ 'POST /progress/save-progress': { json: answer(confirmed) } });
    expect(await sendWaitingSaves()).toEqual({ sent: [], left: 1 });
    expect(api.sent('POST', '/progress/save-progress')).toEqual([]);
  });

  it('keep a save answered by something that is not the server (a captive portal’s page), on both senders', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 4 }));
    const portalPage = () => new Response('<html>Bitte melden Sie sich im WLAN an</html>', { status: 200 });
    fakeApi({ 'POST /progress/save-progress': portalPage });
    expect(await sendWaitingSaves()).toEqual({ sent: [], left: 1 });
    fakeApi({ 'POST /progress/save-progress': portalPage });
    expect(await replayWaitingSaves()).toEqual({ sent: [], left: 1 });
    expect(await waitingSaves(USER)).toHaveLength(1);
  });

  it('are sent by the service worker’s replay with the token of the person signed in on the device', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 3 }));
    await setSender({ userId: USER, token: 'token-kept-on-the-device' });
    const api = fakeApi({ 'POST /progress/save-progress': { json: answer({ ...confirmed, furthestSlide: 3 }) } });

    const { sent } = await replayWaitingSaves();
    expect(sent.map((a) => a.progress.furthestSlide)).toEqual([3]);
    const [call] = api.sent('POST', '/progress/save-progress');
    expect(call?.headers).toMatchObject({ Authorization: 'token-kept-on-the-device' });
    expect(await waitingSaves(USER)).toEqual([]);
    expect((await deviceStore.progress.get(`${USER}:malware`))?.progress.furthestSlide).toBe(3);
  });

  it('wait in the worker’s replay while nobody is signed in on the device', async () => {
    fakeApi({ 'POST /progress/save-progress': offline });
    await saveOnDevice(USER, save({ slide: 3 }));
    await setSender(undefined);
    const api = fakeApi({ 'POST /progress/save-progress': { json: answer(confirmed) } });
    expect(await replayWaitingSaves()).toEqual({ sent: [], left: 0 });
    expect(api.sent('POST', '/progress/save-progress')).toEqual([]);
    expect(await waitingSaves(USER)).toHaveLength(1);
  });
});

describe('the device store following the session', () => {
  it('forgets the confirmed progress of a person whose session ends before the store has started', async () => {
    const { startProgressSync } = await import('./progress-sync.ts');
    const { clearSession } = await import('../session/session-store.ts');
    const { storeConfirmedList, confirmedList } = await import('../../device/outbox.ts');
    signedIn(USER, 'employee');
    await storeConfirmedList(USER, [confirmed]);
    fakeApi({});
    startProgressSync();
    // The session ends at once (the boot's account read answered 401, or a sign-out in another tab).
    clearSession();
    await vi.waitFor(async () => expect(await confirmedList(USER)).toEqual([]), { timeout: 2000 });
  });
});
