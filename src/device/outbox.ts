import type { CourseProgress, SaveProgressResponse } from '#shared/api/progress.ts';
import { deviceStore, type PendingSave, progressKey, type Sender } from './device-store.ts';

/** The person's saves that wait to be sent, in the order they were made. */
export const waitingSaves = (userId: number): Promise<PendingSave[]> =>
  deviceStore.saves.where('userId').equals(userId).sortBy('createdAt');

let lastStamp = 0;
/** Strictly growing, so saves made within one millisecond still go out in the order they were made. */
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/** Keeps a save on the device until the server has it. */
export async function keepSave(save: Omit<PendingSave, 'createdAt'>): Promise<void> {
  await deviceStore.saves.put({ ...save, createdAt: nextStamp() });
}

/** A save the server refused for good: sending it again cannot succeed. */
export async function dropSave(opId: string): Promise<void> {
  await deviceStore.saves.delete(opId);
}

/** The server has a save: it no longer waits, and its answer is the person's progress now. */
export async function confirmSave(userId: number, opId: string, answer: SaveProgressResponse): Promise<void> {
  await deviceStore.transaction('rw', deviceStore.saves, deviceStore.progress, async () => {
    await deviceStore.saves.delete(opId);
    await storeConfirmed(userId, answer.progress);
  });
}

/** Keeps the server's word on one course of a person (a newer answer is never replaced by an older). */
export async function storeConfirmed(userId: number, progress: CourseProgress): Promise<void> {
  const key = progressKey(userId, progress.trainingSlug);
  const known = await deviceStore.progress.get(key);
  if (known && known.progress.id === progress.id && known.progress.updatedAt > progress.updatedAt) return;
  await deviceStore.progress.put({ key, userId, progress });
}

/** The server's whole list for a person, replacing what the device knew. */
export async function storeConfirmedList(userId: number, list: CourseProgress[]): Promise<void> {
  await deviceStore.transaction('rw', deviceStore.progress, async () => {
    await deviceStore.progress.where('userId').equals(userId).delete();
    for (const progress of list) await storeConfirmed(userId, progress);
  });
}

/** The device's last copy of the server's list for a person. */
export async function confirmedList(userId: number): Promise<CourseProgress[]> {
  return (await deviceStore.progress.where('userId').equals(userId).toArray()).map((row) => row.progress);
}

/** Forgets what the device knows of a person's confirmed progress (on logout); waiting saves stay. */
export async function forgetConfirmed(userId: number): Promise<void> {
  await deviceStore.progress.where('userId').equals(userId).delete();
}

/** Who may send waiting saves now (written by the app at every sign-in and sign-out, read by both). */
export async function currentSender(): Promise<Sender | undefined> {
  const row = await deviceStore.sender.get('current');
  return row ? { userId: row.userId, token: row.token } : undefined;
}

export async function setSender(sender: Sender | undefined): Promise<void> {
  if (sender) await deviceStore.sender.put({ key: 'current', ...sender });
  else await deviceStore.sender.delete('current');
}
