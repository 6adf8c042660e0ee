import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccessTokensTable, AuditLogTable } from '../db/schema.ts';

/** The writes of an opened session (session-opening.ts decides them). */
export type SessionWrites = {
  session: Insertable<AccessTokensTable>;
  /** The browser's mark: a new one, or (`known`) the person's own, used again now. */
  device: { tokenHash: string; userId: number; now: Date; known: boolean };
  /** Older browsers of the person beyond the newest `keep` are forgotten; null: none to forget. */
  keepDevices: number | null;
  audit: Insertable<AuditLogTable>;
  /** Throttle counters the sign-in clears (its per-client key), and places it still holds (one claim). */
  throttle: { clear: readonly string[]; release: readonly string[]; claimedUntil: Date | null };
};

/**
 * Stores the session, remembers the browser, records the sign-in and gives the throttle's places
 * back: one statement, so one round trip and one commit (the sign-in is held to argon2's speed,
 * docs/decisions/090-a-sign-in-in-three-statements.md), all or nothing.
 */
export async function insertSession(db: Db, writes: SessionWrites): Promise<void> {
  const { device, throttle } = writes;
  const releasing = throttle.claimedUntil ? [...throttle.release] : [];
  const until = throttle.claimedUntil ?? new Date(0);
  await db
    .with('session', (q) => q.insertInto('access_tokens').values(writes.session).returning('token_hash'))
    // The person's own mark is only used again: one forgotten meanwhile (a takeover ended them all)
    // stays forgotten.
    .with('device', (q) =>
      device.known
        ? q
            .updateTable('trusted_devices')
            .set({ last_used_at: device.now })
            .where('token_hash', '=', device.tokenHash)
            .where('user_id', '=', device.userId)
            .returning('token_hash')
        : q
            .insertInto('trusted_devices')
            .values({
              token_hash: device.tokenHash,
              user_id: device.userId,
              created_at: device.now,
              last_used_at: device.now,
            })
            .returning('token_hash'),
    )
    // The statement's parts see the table as it was before it: the browser just added is not among
    // the rows counted, hence one place less for the others.
    .with('older_devices', (q) =>
      q
        .deleteFrom('trusted_devices')
        .where(sql<boolean>`${writes.keepDevices !== null}`)
        .where('user_id', '=', device.userId)
        .where('token_hash', '!=', device.tokenHash)
        .where('token_hash', 'not in', (sub) =>
          sub
            .selectFrom('trusted_devices')
            .select('token_hash')
            .where('user_id', '=', device.userId)
            .where('token_hash', '!=', device.tokenHash)
            .orderBy('last_used_at', 'desc')
            .limit(Math.max((writes.keepDevices ?? 1) - 1, 0)),
        )
        .returning('token_hash'),
    )
    .with('audited', (q) => q.insertInto('audit_log').values(writes.audit).returning('id'))
    // A counter without hits is forgotten with its place; one with hits keeps them and loses the place.
    .with('forgotten', (q) =>
      q
        .deleteFrom('throttle_counters')
        .where((eb) =>
          eb.or([
            eb('key', '=', sql<string>`any(${[...throttle.clear]}::text[])`),
            eb.and([
              eb('key', '=', sql<string>`any(${releasing}::text[])`),
              eb('checking_until', '=', until),
              eb('hits', '=', 0),
            ]),
          ]),
        )
        .returning('key'),
    )
    .with('released', (q) =>
      q
        .updateTable('throttle_counters')
        .set({ checking_until: null })
        .where('key', '=', sql<string>`any(${releasing}::text[])`)
        .where('checking_until', '=', until)
        .where('hits', '>', 0)
        .returning('key'),
    )
    .selectFrom('session')
    .select('token_hash')
    .executeTakeFirstOrThrow();
}
