import * as v from 'valibot';
import { API_BASE, SAVE_PROGRESS_PATH } from '#shared/api/paths.ts';
import { SaveProgressResponse, type SaveProgressRequest } from '#shared/api/progress.ts';
import { confirmSave, currentSender, dropSave, waitingSaves } from './outbox.ts';

/** The Background Sync tag under which the worker is asked to send waiting saves. */
export const SYNC_TAG = 'progress-saves';

/** What became of one save sent: stored (the server's answer), waits for later, or refused for good. */
export type Sent = { kind: 'stored'; answer: SaveProgressResponse } | { kind: 'waits' } | { kind: 'refused' };

const FOR_NOW = new Set(['ACTIONS_BLOCKED', 'PASSWORD_CHANGE_REQUIRED']);

/**
 * Whether a save answered with this status (and error code) waits for its person's next chance: no
 * network (0), an ended session (401), a server error, or an account that may not act for now (its
 * company's agreement missing, a temporary password to replace). Any other refusal is for good.
 * An answer that is not the server's (a captive portal's page, say) waits too: both senders treat it so.
 */
export const waitsAfter = (status: number, code?: string) =>
  status === 0 || status === 401 || status >= 500 || (status === 403 && code !== undefined && FOR_NOW.has(code));

/** A request hanging on a bad network gives up, so that the other sender's turn comes. */
const SEND_TIMEOUT_MS = 20_000;

/** Sends one save with a token, as the service worker does. */
export async function sendSave(request: SaveProgressRequest, token: string): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${SAVE_PROGRESS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'waits' };
  }
  if (waitsAfter(response.status)) return { kind: 'waits' };
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    return waitsAfter(response.status, refusal?.error?.code) ? { kind: 'waits' } : { kind: 'refused' };
  }
  const answer = v.safeParse(SaveProgressResponse, await response.json().catch(() => null));
  return answer.success ? { kind: 'stored', answer: answer.output } : { kind: 'waits' };
}

export type ReplayResult = { sent: SaveProgressResponse[]; left: number };
export type SendSave = (request: SaveProgressRequest, token: string) => Promise<Sent>;

/**
 * Sends the waiting saves of the person signed in on this device, in the order they were made,
 * with their token; stops at the first that must wait, drops those refused for good. The app and
 * the service worker both call it: a Web Lock lets one of them send at a time, so a save is not
 * sent twice at once (and if it were, the server applies each operation id once); while the other
 * sends, this one leaves it to them and answers what still waits. The page sends through its own
 * client (`send`), so that an ended session signs the person out there.
 */
export function replayWaitingSaves(send: SendSave = sendSave): Promise<ReplayResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return replay(send);
  return locks.request('progress-saves', { ifAvailable: true }, (lock) => (lock ? replay(send) : stillWaiting()));
}

async function stillWaiting(): Promise<ReplayResult> {
  const sender = await currentSender();
  return { sent: [], left: sender ? (await waitingSaves(sender.userId)).length : 0 };
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
