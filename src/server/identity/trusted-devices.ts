import type { Db } from '../db/database.ts';
import { hashToken } from './tokens.ts';
import { deleteTrustedDevices, findTrustedDeviceOwner } from './trusted-devices.repository.ts';

/**
 * Browsers where a person signed in before (docs/decisions/065-sign-in-without-lockout-by-strangers.md):
 * each gets a random token in an HttpOnly cookie, and the database keeps its hash and whose it is.
 * Such a browser passes the per-account sign-in limit that strangers can fill; the password, the
 * per-client limits and everything else stay as they are. It is no credential of its own. A sign-in
 * stores the mark with its session (accounts/session-opening.ts).
 */
export const DEVICE_COOKIE = 'portal_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Newest devices kept per person; older ones are forgotten. */
export const DEVICES_PER_PERSON = 20;

/** The stored hash of a browser's token, null for none (or one no browser of ours could hold). */
export function deviceTokenHash(token: string | undefined): string | null {
  return token && token.length <= 100 ? hashToken(token) : null;
}

/** Whether the token marks a browser where this person signed in before. */
export async function isTrustedDevice(db: Db, token: string | undefined, userId: number | undefined): Promise<boolean> {
  const tokenHash = deviceTokenHash(token);
  if (tokenHash === null || userId === undefined) return false;
  return (await findTrustedDeviceOwner(db, tokenHash)) === userId;
}

/** Forgets every browser of the person: after a takeover, or when someone else set their password. */
export async function forgetTrustedDevices(db: Db, userId: number): Promise<void> {
  await deleteTrustedDevices(db, userId);
}
