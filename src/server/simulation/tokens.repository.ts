import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { countResult } from './outbox-simulation.repository.ts';
import { markLinkOutcome } from './person-links.repository.ts';

/** The SQL of what a lesson page reports: a confirmed click, a press on the imitation sign-in. */

/** The company whose wave a token belongs to (for its report address on the lesson page), if the token exists. */
export async function companyOfToken(db: Db, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('simulation_tokens as t')
    .innerJoin('simulation_waves as w', 'w.id', 't.wave_id')
    .select('w.company_id')
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

/**
 * Sets the token's outcome once and counts it for its wave and scenario, while its wave still
 * counts events (`countsUntil` after its window), and on the person's link if there is one.
 * Answers nothing: the page learns nothing either.
 */
export async function recordOutcome(
  db: Db,
  tokenHash: string,
  outcome: 'seen' | 'submit',
  countsAfter: Date,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('simulation_tokens as t')
      .innerJoin('simulation_waves as w', 'w.id', 't.wave_id')
      .select(['t.wave_id', 't.template_id', 't.clicked', 't.submitted'])
      .where('t.token_hash', '=', tokenHash)
      .where('w.window_end', '>', countsAfter)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return;
    const click = !before.clicked;
    const submit = outcome === 'submit' && !before.submitted;
    if (!click && !submit) return;
    await trx
      .updateTable('simulation_tokens')
      .set({ clicked: true, submitted: sql<boolean>`submitted or ${submit}` })
      .where('token_hash', '=', tokenHash)
      .execute();
    if (click) await countResult(trx, before.wave_id, before.template_id, 'clicked');
    if (submit) await countResult(trx, before.wave_id, before.template_id, 'submitted');
    // The person's own record, in the pseudonymous mode only (no link otherwise).
    if (click) await markLinkOutcome(trx, tokenHash, 'clicked_at', now);
    if (submit) await markLinkOutcome(trx, tokenHash, 'submitted_at', now);
  });
}
