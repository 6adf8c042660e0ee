import * as v from 'valibot';
import { SaveProgressResponse, type SaveProgressRequest } from '#shared/api/progress.ts';
import { confirmSave, currentSender, dropSave, waitingSaves } from './outbox.ts';

/**
 * The path of `api.saveProgress`, written out: the service worker imports this module and stays
 * small without every endpoint's schema (replay.test.ts holds the two equal).
 */
export const SAVE_PROGRESS_PATH = '/api/progress/save-progress';
/** The Background Sync tag under which the worker is asked to send waiting saves. */
export const SYNC_TAG = 'progress-saves';

/** What became of one save sent: stored (the server's answer), waits for later, or refused for good. */
export type Sent = { kind: 'stored'; answer: SaveProgressResponse } | { kind: 'waits' } | { kind: 'refused' };

/**
 * Sends one save with a token. No network, a server error or an ended session (401) mean the
 * save waits for its person's next chance; another refusal (4xx) is for good.
 */
export async function sendSave(request: SaveProgressRequest, token: string): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(SAVE_PROGRESS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'waits' };
  }
  if (response.status === 401 || response.status >= 500) return { kind: 'waits' };
  if (!response.ok) return { kind: 'refused' };
  const answer = v.safeParse(SaveProgressResponse, await response.json().catch(() => null));
  return answer.success ? { kind: 'stored', answer: answer.output } : { kind: 'waits' };
}

export type ReplayResult = { sent: SaveProgressResponse[]; left: number };
export type SendSave = (request: SaveProgressRequest, token: string) => Promise<Sent>;

/**
 * Sends the waiting saves of the person signed in on this device, in the order they were made,
 * with their token; stops at the first that must wait, drops those refused for good. The app and
 * the service worker both call it: a Web Lock lets one of them send at a time, so a save is not
 * sent twice at once (and if it were, the server applies each operation id once). The page sends
 * through its own client (`send`), so that an ended session signs the person out there.
 */
export function replayWaitingSaves(send: SendSave = sendSave): Promise<ReplayResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('progress-saves', () => replay(send)) : replay(send);
}

async function replay(send: SendSave): Promise<ReplayResult> {
  const sender = await currentSender();
  if (!sender) return { sent: [], left: 0 };
  const waiting = await waitingSaves(sender.userId);
  const sent: SaveProgressResponse[] = [];
  for (const [index, save] of waiting.entries()) {
    const outcome = await send(save.request, sender.token);
    if (outcome.kind === 'waits') return { sent, left: waiting.length - index };
    if (outcome.kind === 'refused') await dropSave(save.opId);
    else {
      await confirmSave(sender.userId, save.opId, outcome.answer);
      sent.push(outcome.answer);
    }
  }
  return { sent, left: 0 };
}
