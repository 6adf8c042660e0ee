import { API_BASE, CONFIRM_POLICY_PATH } from '#shared/api/paths.ts';
import { currentSender } from './outbox.ts';
import { deviceStore, type PendingConfirmation } from './device-store.ts';
import { waitsAfter } from './replay.ts';

/**
 * Policy confirmations on the device (docs/decisions/108-policy-acknowledgements.md): given
 * offline, they wait here with the moment the person confirmed and are sent like progress saves
 * when the network returns, by the page or the service worker. The server keeps one confirmation
 * per version and person, so a confirmation sent twice counts once.
 */

export const confirmationKey = (userId: number, versionId: number) => `${userId}:${versionId}`;

export async function keepConfirmation(userId: number, versionId: number, confirmedAt: string): Promise<void> {
  await deviceStore.confirmations.put({ key: confirmationKey(userId, versionId), userId, versionId, confirmedAt });
}

export async function dropConfirmation(userId: number, versionId: number): Promise<void> {
  await deviceStore.confirmations.delete(confirmationKey(userId, versionId));
}

export const waitingConfirmations = (userId: number): Promise<PendingConfirmation[]> =>
  deviceStore.confirmations.where('userId').equals(userId).toArray();

export type ConfirmationSent = 'stored' | 'waits' | 'refused';
export type SendConfirmation = (pending: PendingConfirmation, token: string) => Promise<ConfirmationSent>;

/** Sends one confirmation with a token, as the service worker does. */
export async function sendConfirmation(pending: PendingConfirmation, token: string): Promise<ConfirmationSent> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${CONFIRM_POLICY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ versionId: pending.versionId, confirmedAt: pending.confirmedAt }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return 'waits';
  }
  if (response.ok) return 'stored';
  const refusal = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return waitsAfter(response.status, refusal?.error?.code) ? 'waits' : 'refused';
}

/**
 * Sends the signed-in person's waiting confirmations; stops at the first that must wait, drops
 * those refused for good (a policy no longer for them). Answers how many were sent and how many wait.
 */
export async function replayWaitingConfirmations(
  send: SendConfirmation = sendConfirmation,
): Promise<{ sent: number; left: number }> {
  const sender = await currentSender();
  if (!sender) return { sent: 0, left: 0 };
  const waiting = await waitingConfirmations(sender.userId);
  let sent = 0;
  for (const [index, pending] of waiting.entries()) {
    const outcome = await send(pending, sender.token);
    if (outcome === 'waits') return { sent, left: waiting.length - index };
    await deviceStore.confirmations.delete(pending.key);
    if (outcome === 'stored') sent += 1;
  }
  return { sent, left: 0 };
}
