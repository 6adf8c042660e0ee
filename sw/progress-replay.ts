/// <reference lib="webworker" />
import type { Queue } from 'workbox-background-sync';
import type { ProgressSyncedMessage } from './messages.ts';
import { readSession } from './session-store.ts';

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

/**
 * Sends the queued progress saves of the signed-in person with their current token. A save of
 * someone else, or one refused because the session ended (401), waits for that person's next
 * sign-in; one the server refuses for good (another 4xx) is dropped, since sending it again
 * cannot succeed. Without network the replay stops and the browser tries again later.
 */
export async function replayProgressSaves(queue: Queue, clients: Clients): Promise<void> {
  const session = await readSession();
  const waiting: QueueEntry[] = [];
  let failure: unknown;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const userId = (entry.metadata as { userId?: number } | undefined)?.userId;
    if (!session || userId !== session.userId) {
      waiting.push(entry);
      continue;
    }
    const headers = new Headers(entry.request.headers);
    headers.set('Authorization', session.token);
    let response: Response;
    try {
      response = await fetch(new Request(entry.request, { headers }));
    } catch (error) {
      waiting.push(entry);
      failure = error;
      break;
    }
    if (response.status === 401 || response.status >= 500) {
      waiting.push(entry);
      failure = new Error(`save-progress answered ${response.status}`);
      break;
    }
    if (response.ok) await announce(clients, entry, await response.json().catch(() => null));
  }
  // Back into the queue in their order, ahead of anything not yet tried.
  for (const entry of waiting.reverse()) await queue.unshiftRequest(entry);
  // An error tells the browser to try again later rather than at once.
  if (failure || waiting.length > 0) throw failure instanceof Error ? failure : new Error('saves wait for sign-in');
}

async function announce(clients: Clients, entry: QueueEntry, body: unknown): Promise<void> {
  const request = (await entry.request
    .clone()
    .json()
    .catch(() => null)) as { opId?: string } | null;
  if (!request?.opId) return;
  const message: ProgressSyncedMessage = { type: 'PROGRESS_SYNCED', opId: request.opId, body };
  for (const client of await clients.matchAll({ type: 'window' })) client.postMessage(message);
}
