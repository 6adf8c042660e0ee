// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { error, fakeApi, signedIn } from '../test/fake-api.ts';
import { deviceStore } from '../../device/device-store.ts';
import { setSender } from '../../device/outbox.ts';
import { replayWaitingConfirmations, waitingConfirmations } from '../../device/policy-confirmations.ts';
import { confirmOnDevice, sendWaitingConfirmations } from './policy-confirmations.ts';

const USER = 2;
const offline = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(async () => {
  signedIn(USER, undefined);
  await deviceStore.confirmations.clear();
  await setSender({ userId: USER, token: 'token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('policy confirmations on the device (decision 108)', () => {
  it('sends at once when online and keeps nothing', async () => {
    const api = fakeApi({
      'POST /policies/confirm': { json: { versionId: 5, confirmedAt: '2026-11-30T08:00:00.000Z' } },
    });
    expect(await confirmOnDevice(USER, 5)).toBe('sent');
    expect(api.sent('POST', '/policies/confirm')[0]!.body).toMatchObject({ versionId: 5 });
    expect(await waitingConfirmations(USER)).toEqual([]);
  });

  it('keeps a confirmation made offline with its moment, and sends that moment later', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    expect(await confirmOnDevice(USER, 7)).toBe('waits');
    const [kept] = await waitingConfirmations(USER);
    expect(kept).toMatchObject({ userId: USER, versionId: 7 });

    const api = fakeApi({ 'POST /policies/confirm': { json: { versionId: 7, confirmedAt: kept!.confirmedAt } } });
    expect(await sendWaitingConfirmations()).toEqual({ sent: 1, left: 0 });
    expect(api.sent('POST', '/policies/confirm').map((c) => c.body)).toEqual([
      { versionId: 7, confirmedAt: kept!.confirmedAt },
    ]);
    expect(await waitingConfirmations(USER)).toEqual([]);
  });

  it('the worker’s replay keeps it while offline and drops one refused for good', async () => {
    vi.stubGlobal('fetch', vi.fn(offline));
    await confirmOnDevice(USER, 8);
    expect(await replayWaitingConfirmations()).toEqual({ sent: 0, left: 1 });
    fakeApi({ 'POST /policies/confirm': () => error(404, 'NOT_FOUND', 'Nicht gefunden.') });
    expect(await replayWaitingConfirmations()).toEqual({ sent: 0, left: 0 });
    expect(await waitingConfirmations(USER)).toEqual([]);
  });

  it('a refusal for good at once is said and nothing waits', async () => {
    fakeApi({ 'POST /policies/confirm': () => error(404, 'NOT_FOUND', 'Nicht gefunden.') });
    await expect(confirmOnDevice(USER, 9)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await waitingConfirmations(USER)).toEqual([]);
  });
});
