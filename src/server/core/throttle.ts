import type { Db } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';
import {
  claimCheckPlaces,
  countHit,
  deleteCounter,
  findBlockedUntil,
  findHits,
  releaseCheckPlace,
  setBlockedUntil,
} from './throttle.repository.ts';

/**
 * Throttling of sign-ins and reset requests (docs/product.md R4), in the database so that every
 * server instance counts the same hits. Within a one-hour window the first `free` hits pass;
 * each hit after them makes the key wait twice as long as the one before, up to `maxDelay`
 * seconds, and `maxPerWindow` hits close the key until the window ends. With the sign-in
 * settings an account can be tried about 70 times an hour, never more than 100.
 * Nothing is ever locked for good: the window ends and the count starts again.
 */
export type ThrottleRule = { free: number; maxDelaySeconds: number; maxPerWindow: number };

/** Failed sign-ins of one account from one client address: the waits a guesser meets. */
export const SIGN_IN_PER_PAIR: ThrottleRule = { free: 5, maxDelaySeconds: 60, maxPerWindow: 100 };
/**
 * Failed sign-ins of one account from anywhere: the bound on distributed guessing. A browser
 * where the person signed in before passes it (trusted-devices.ts), so strangers cannot lock the
 * owner out with it.
 */
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = { free: 10, maxDelaySeconds: 60, maxPerWindow: 100 };
export const SIGN_IN_PER_ADDRESS: ThrottleRule = { free: 30, maxDelaySeconds: 60, maxPerWindow: 1000 };
export const RESET_PER_ACCOUNT: ThrottleRule = { free: 3, maxDelaySeconds: 900, maxPerWindow: 3 };
export const RESET_PER_ADDRESS: ThrottleRule = { free: 20, maxDelaySeconds: 300, maxPerWindow: 100 };
export const REGISTER_PER_ADDRESS: ThrottleRule = { free: 10, maxDelaySeconds: 300, maxPerWindow: 100 };
/** /login's address step asks whether an address has a provider (decision 106): a person asks once or twice. */
export const SSO_DISCOVERY_PER_ADDRESS: ThrottleRule = { free: 30, maxDelaySeconds: 60, maxPerWindow: 300 };
/** Requests to change one's own e-mail address: each mails two addresses (decision 066). */
export const EMAIL_CHANGES_PER_PERSON: ThrottleRule = { free: 3, maxDelaySeconds: 3600, maxPerWindow: 5 };
/** Wrong current passwords given by a signed-in session (re-authentication): a stolen session cannot guess on. */
export const REAUTH_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 300, maxPerWindow: 20 };
/**
 * Wrong second-factor codes of one person, whatever the challenge: with three valid six-digit codes
 * at a time, ten tries an hour give a guesser who already has the password about 1 : 1,400 a day;
 * every new try after the fifth also needs the password again (a new challenge).
 */
export const SECOND_FACTOR_PER_PERSON: ThrottleRule = { free: 3, maxDelaySeconds: 300, maxPerWindow: 10 };
/** Each certificate download writes a record and an audit entry: an employer's whole team fits. */
export const CERTIFICATES_PER_PERSON: ThrottleRule = { free: 60, maxDelaySeconds: 60, maxPerWindow: 600 };
/** Verification links a company mails to an address its employer gives: five an hour (decision 104). */
export const COMPANY_DOCUMENT_MAILS_PER_COMPANY: ThrottleRule = { free: 5, maxDelaySeconds: 3600, maxPerWindow: 5 };

const WINDOW_SECONDS = 3600;
/** The earliest start of a window whose hits still count at `now`. */
export const throttleWindowStart = (now: Date): Date => new Date(now.getTime() - WINDOW_SECONDS * 1000);
/** How long a password check may hold its key; a crashed check frees it after this. */
const CHECK_SECONDS = 10;

/** A key's place for one password check, held until `until` (a crashed check frees it then). */
export type CheckClaim = { key: string; until: Date };

/**
 * Takes the keys' places for one password check, or throws 429 while a key (or `gate`, the client
 * address) has to wait or another check of a key is under way; then it holds none. Checking and
 * counting are otherwise apart (argon2 runs between them): without this a burst of concurrent
 * guesses passed the check all at once. Release each with recordHit, clearHits or releaseCheck.
 */
export async function claimChecks(
  db: Db,
  keys: readonly string[],
  now: Date,
  gate: string | null = null,
): Promise<CheckClaim[]> {
  const until = new Date(now.getTime() + CHECK_SECONDS * 1000);
  const taken = (await claimCheckPlaces(db, keys, gate, now, until)).map((key) => ({ key, until }));
  if (taken.length === keys.length) return taken;
  for (const claim of taken) await releaseCheck(db, claim);
  // The longest wait among the gate and the keys not taken; a key only being checked: a second.
  let waitMs = 1000;
  for (const key of gate === null ? keys : [gate, ...keys]) {
    const blockedUntil = await findBlockedUntil(db, key);
    if (blockedUntil && blockedUntil > now) waitMs = Math.max(waitMs, blockedUntil.getTime() - now.getTime());
  }
  throw tooManyRequests(Math.ceil(waitMs / 1000));
}

/** claimChecks for one key. */
export async function claimCheck(db: Db, key: string, now: Date): Promise<CheckClaim> {
  const [claim] = await claimChecks(db, [key], now);
  if (!claim) throw new Error('a claim was answered without its key');
  return claim;
}

/**
 * Gives the key's place back without counting a hit; a key without hits is forgotten. Only this
 * claim's place: once a hit freed the key, another check may hold it already.
 */
export async function releaseCheck(db: Db, claim: CheckClaim): Promise<void> {
  await releaseCheckPlace(db, claim.key, claim.until);
}

/** Throws 429 while the key has to wait. */
export async function assertNotThrottled(db: Db, key: string, now: Date): Promise<void> {
  const blockedUntil = await findBlockedUntil(db, key);
  if (blockedUntil && blockedUntil > now) {
    throw tooManyRequests(Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  }
}

/** Counts one hit (a failed sign-in, a reset request) and sets the wait for the next one. */
export async function recordHit(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<number> {
  const row = await countHit(db, key, now, throttleWindowStart(now));
  const over = row.hits - rule.free;
  if (row.hits >= rule.maxPerWindow) {
    // The hard cap: nothing more until the window ends.
    const windowEnd = new Date(row.window_started_at.getTime() + WINDOW_SECONDS * 1000);
    await setBlockedUntil(db, key, windowEnd);
  } else if (over > 0) {
    const delaySeconds = Math.min(2 ** (over - 1), rule.maxDelaySeconds);
    await setBlockedUntil(db, key, new Date(now.getTime() + delaySeconds * 1000));
  }
  return row.hits;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await deleteCounter(db, key);
}

export async function hitCount(db: Db, key: string): Promise<number> {
  return (await findHits(db, key)) ?? 0;
}

/** DNS look-ups of a company's simulation domains: a few at once, never a flood towards a resolver. */
export const DOMAIN_CHECKS_PER_COMPANY: ThrottleRule = { free: 20, maxDelaySeconds: 60, maxPerWindow: 100 };
/** The announcement of simulations goes to every person: once an hour at most. */
export const ANNOUNCEMENTS_PER_COMPANY: ThrottleRule = { free: 0, maxDelaySeconds: 3600, maxPerWindow: 1 };
/** Test simulation mails to the employer's own address: ten an hour. */
export const TEST_MAILS_PER_COMPANY: ThrottleRule = { free: 10, maxDelaySeconds: 3600, maxPerWindow: 10 };
