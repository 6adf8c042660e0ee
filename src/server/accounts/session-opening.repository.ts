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
  /** Throttle counters the sign-in clears (its per-client key), and the check places it still holds. */
  throttle: { clear: readonly string[]; release: readonly { key: string; until: Date }[] };
};

/**
 * Stores the session, remembers the browser, records the sign-in and gives the throttle's places
 * back: one statement, so one round trip and one commit (the sign-in is held to argon2's speed,
 * docs/decisions/090-a-sign-in-in-three-statements.md), all or nothing.
 */
export async function insertSession(db: Db, writes: SessionWrites): Promise<void> {
  const { device, throttle } = writes;
  // A place is this sign-in's while its counter is still claimed until the moment it was claimed for.
  const held = sql<boolean>`(key, checking_until) in (select * from unnest(
    ${throttle.release.map((claim) => claim.key)}::text[],
    ${throttle.release.map((claim) => claim.until.toISOString())}::timestamptz[]))`;
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
        // Only when the person had as many as are kept: otherwise the part deletes nothing.
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
          eb.or([eb('key', '=', sql<string>`any(${[...throttle.clear]}::text[])`), eb.and([held, eb('hits', '=', 0)])]),
        )
        .returning('key'),
    )
    .with('released', (q) =>
      q
        .updateTable('throttle_counters')
        .set({ checking_until: null })
        .where(held)
        .where('hits', '>', 0)
        .returning('key'),
    )
    .selectFrom('session')
    .select('token_hash')
    .executeTakeFirstOrThrow();
}
