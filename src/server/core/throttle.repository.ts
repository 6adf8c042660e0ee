import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** SQL about the throttle counters (throttle.ts holds the rules: windows, waits, caps). */

/**
 * Takes the keys' places for one password check until `until`, creating counters where there are
 * none, in one statement. While `gate` or one of the keys has to wait, or another check holds a
 * key, it takes none: a guesser whose own key waits cannot hold the account's place meanwhile.
 * Answers the keys taken; fewer than asked only when a concurrent check came in between. Keys
 * are taken in sorted order, so two checks sharing keys never wait for each other crosswise.
 */
export async function claimCheckPlaces(
  db: Db,
  keys: readonly string[],
  gate: string | null,
  now: Date,
  until: Date,
): Promise<string[]> {
  const sorted = [...keys].sort();
  const { rows } = await sql<{ key: string }>`
    insert into throttle_counters as t (key, hits, window_started_at, checking_until)
    select key, 0, ${now}, ${until} from unnest(${sorted}::text[]) as key
    where not exists (
      select from throttle_counters g
      where (g.key = ${gate} and g.blocked_until > ${now})
        or (g.key = any(${sorted}::text[]) and (g.blocked_until > ${now} or g.checking_until > ${now}))
    )
    on conflict (key) do update set checking_until = excluded.checking_until
    where (t.checking_until is null or t.checking_until <= ${now}) and (t.blocked_until is null or t.blocked_until <= ${now})
    returning key
  `.execute(db);
  return rows.map((row) => row.key);
}

/**
 * Gives back the check place held until `until`: a counter without hits is deleted, one with hits
 * only loses the claim. Only this claim's place: another check may hold the key already.
 */
export async function releaseCheckPlace(db: Db, key: string, until: Date): Promise<void> {
  await db
    .deleteFrom('throttle_counters')
    .where('key', '=', key)
    .where('checking_until', '=', until)
    .where('hits', '=', 0)
    .execute();
  await db
    .updateTable('throttle_counters')
    .set({ checking_until: null })
    .where('key', '=', key)
    .where('checking_until', '=', until)
    .execute();
}

/** Until when the key has to wait (null or past: it need not), undefined for a key without counter. */
export async function findBlockedUntil(db: Db, key: string): Promise<Date | null | undefined> {
  const row = await db
    .selectFrom('throttle_counters')
    .select('blocked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.blocked_until;
}

/**
 * Counts one hit of the key and frees its check place; a window begun before `windowStart` starts
 * again with this hit. Answers the hits of the window and when it began.
 */
export function countHit(db: Db, key: string, now: Date, windowStart: Date) {
  return countHitQuery(db, key, now, windowStart).executeTakeFirstOrThrow();
}

/** countHit's statement, to be part of a larger one (a data-modifying WITH). */
export function countHitQuery(db: Db, key: string, now: Date, windowStart: Date) {
  return countHitsQuery(db, [{ key, hits: 1 }], now, windowStart);
}

/**
 * Counts `hits` more of each key in one statement, as countHit does one (each key at most once in
 * `counts`: a statement cannot change one row twice).
 */
export function countHitsQuery(
  db: Db,
  counts: ReadonlyArray<{ key: string; hits: number }>,
  now: Date,
  windowStart: Date,
) {
  return db
    .insertInto('throttle_counters')
    .values(counts.map(({ key, hits }) => ({ key, hits, window_started_at: now, blocked_until: null })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        checking_until: null,
        hits: sql<number>`case when throttle_counters.window_started_at < ${windowStart} then excluded.hits else throttle_counters.hits + excluded.hits end`,
        window_started_at: sql<Date>`case when throttle_counters.window_started_at < ${windowStart} then ${now} else throttle_counters.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at']);
}

/** The hits of `key` in its window if it began at `windowStart` or later, else 0; an expression for a larger statement. */
export const hitsSince = (key: RawBuilder<unknown>, windowStart: Date) =>
  sql<number>`coalesce((select tc.hits from throttle_counters tc
    where tc.key = ${key} and tc.window_started_at >= ${windowStart}), 0)`;

/** Makes the key wait until `until`. */
export async function setBlockedUntil(db: Db, key: string, until: Date): Promise<void> {
  await db.updateTable('throttle_counters').set({ blocked_until: until }).where('key', '=', key).execute();
}

/** Forgets the key's counter (its hits, its wait and its check place). */
export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}

/** The key's hits in its current window as stored, undefined for a key without counter. */
export async function findHits(db: Db, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('throttle_counters').select('hits').where('key', '=', key).executeTakeFirst();
  return row?.hits;
}

/** Deletes the throttle counters with these keys. */
export async function deleteThrottleCounters(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', 'in', keys).execute();
}

/** Deletes the sign-in counters per account and client address of these accounts (`sign-in:pair:<email>`). */
export async function deleteSignInPairCounters(db: Db, accountKeys: string[]): Promise<void> {
  // Sign-in counters per account and client address: `sign-in:pair:<email>|<address>`.
  await db
    .deleteFrom('throttle_counters')
    .where('key', 'like', 'sign-in:pair:%')
    .where(sql<string>`split_part(key, '|', 1)`, 'in', accountKeys)
    .execute();
}
