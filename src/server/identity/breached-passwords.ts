import { log } from '../log.ts';
import { isCommonPassword } from './common-passwords.ts';
import { countInRange, rangeKey } from './password-range.ts';

/** How long setting a password waits for the range API before the look-up is left out. */
export const RANGE_TIMEOUT_MS = 1500;

/**
 * Whether a new password is known from data leaks (decision 097): first the bundled list, then,
 * unless BREACHED_PASSWORDS_URL is off, the range API, which learns only five hex characters of the
 * password's SHA-1. An API that is slow, down or answers nonsense is logged and left out: the
 * password is then judged by the other rules, and no one waits longer than the timeout.
 */
export async function isBreachedPassword(password: string, rangeUrl: string | undefined): Promise<boolean> {
  if (isCommonPassword(password)) return true;
  if (!rangeUrl) return false;
  const { prefix, suffix } = rangeKey(password);
  try {
    const response = await fetch(`${rangeUrl}/range/${prefix}`, {
      // Padding makes every answer about the same size, so its length tells an observer nothing.
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(RANGE_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return skipped(rangeUrl, `status ${response.status}`);
    }
    const count = countInRange(await response.text(), suffix);
    if (count === undefined) return skipped(rangeUrl, 'not a range answer');
    return count > 0;
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    return skipped(rangeUrl, reason, error);
  }
}

/**
 * The look-up left out: said in the log with the API's origin (never the prefix, nor credentials in
 * the address), and the password not refused for it.
 */
function skipped(url: string, reason: string, error?: unknown): false {
  const cause =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : undefined;
  const fields = { url: new URL(url).origin, reason, ...(cause ? { error: cause } : {}) };
  log.warn('breached-password look-up skipped', fields);
  return false;
}
