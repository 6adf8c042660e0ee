import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  deleteOlderTrustedDevices,
  deleteTrustedDevices,
  findTrustedDeviceOwner,
  insertTrustedDevice,
  touchTrustedDevice,
} from './trusted-devices.repository.ts';

/**
 * Browsers where a person signed in before (docs/decisions/065-sign-in-without-lockout-by-strangers.md):
 * each gets a random token in an HttpOnly cookie, and the database keeps its hash and whose it is.
 * Such a browser passes the per-account sign-in limit that strangers can fill; the password, the
 * per-client limits and everything else stay as they are. It is no credential of its own.
 */
export const DEVICE_COOKIE = 'portal_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Newest devices kept per person; older ones are forgotten. */
const DEVICES_PER_PERSON = 20;

/** Whether the token marks a browser where this person signed in before. */
export async function isTrustedDevice(db: Db, token: string | undefined, userId: number | undefined): Promise<boolean> {
  if (!token || userId === undefined || token.length > 100) return false;
  return (await findTrustedDeviceOwner(db, hashToken(token))) === userId;
}

/**
 * After a successful sign-in: marks the browser as the person's (a new token when it had none of
 * theirs) and answers the token for its cookie.
 */
export async function trustDevice(db: Db, token: string | undefined, userId: number, now: Date): Promise<string> {
  if (token && (await isTrustedDevice(db, token, userId))) {
    await touchTrustedDevice(db, hashToken(token), now);
    return token;
  }
  const fresh = newToken();
  await insertTrustedDevice(db, hashToken(fresh), userId, now);
  await deleteOlderTrustedDevices(db, userId, DEVICES_PER_PERSON);
  return fresh;
}

/** Forgets every browser of the person: after a takeover, or when someone else set their password. */
export async function forgetTrustedDevices(db: Db, userId: number): Promise<void> {
  await deleteTrustedDevices(db, userId);
}
