import { sql } from 'kysely';
import type { Salutation } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import { forPerson, type VersionRow } from './policies.repository.ts';

/** The SQL of confirmations, reminders and the figures of a date (decision 108). */

/** The policies person `userId` is to read: each one's current version and what they confirmed of it. */
export async function policiesForPerson(
  db: Db,
  userId: number,
): Promise<Array<VersionRow & { confirmed_at: Date | null; confirmed_before: boolean }>> {
  const { rows } = await sql<VersionRow & { confirmed_at: Date | null; confirmed_before: boolean }>`
    select v.id, v.policy_id, v.version, v.title, v.body, v.pdf_name, v.pdf_size, v.published_at,
      c.confirmed_at,
      exists (select 1 from policy_confirmations e join policy_versions ev on ev.id = e.version_id
        where e.user_id = u.id and ev.policy_id = p.id and ev.version < v.version) as confirmed_before
    from users u
    join policies p on ${forPerson}
    join lateral (select * from policy_versions pv where pv.policy_id = p.id order by pv.version desc limit 1) v on true
    left join policy_confirmations c on c.version_id = v.id and c.user_id = u.id
    where u.id = ${userId}
    order by v.title, p.id`.execute(db);
  return rows;
}

/**
 * Version `versionId` if it belongs to a policy for person `userId` (the current one or an earlier
 * one: a confirmation made offline before a new version was published still tells the truth about
 * the version read), with its publication; undefined otherwise.
 */
export async function versionForPerson(
  db: Db,
  userId: number,
  versionId: number,
): Promise<{ id: number; policy_id: number; company_id: number; published_at: Date } | undefined> {
  const { rows } = await sql<{ id: number; policy_id: number; company_id: number; published_at: Date }>`
    select v.id, v.policy_id, p.company_id, v.published_at
    from policy_versions v
    join policies p on p.id = v.policy_id
    join users u on u.id = ${userId}
    where v.id = ${versionId} and ${forPerson}`.execute(db);
  return rows[0];
}

/** Stores a confirmation unless there is one: answers the stored one and whether it is new. */
export async function storeConfirmation(
  db: Db,
  row: { versionId: number; userId: number; confirmedAt: Date; receivedAt: Date },
): Promise<{ confirmedAt: Date; created: boolean }> {
  const inserted = await db
    .insertInto('policy_confirmations')
    .values({
      version_id: row.versionId,
      user_id: row.userId,
      confirmed_at: row.confirmedAt,
      received_at: row.receivedAt,
    })
    .onConflict((oc) => oc.columns(['version_id', 'user_id']).doNothing())
    .returning('confirmed_at')
    .executeTakeFirst();
  if (inserted) return { confirmedAt: inserted.confirmed_at, created: true };
  const known = await db
    .selectFrom('policy_confirmations')
    .select('confirmed_at')
    .where('version_id', '=', row.versionId)
    .where('user_id', '=', row.userId)
    .executeTakeFirstOrThrow();
  return { confirmedAt: known.confirmed_at, created: false };
}

/** Whether the person may read the version's PDF: the policy is for them, or they are its company's employer. */
export async function pdfOf(
  db: Db,
  policyId: number,
  versionId: number,
): Promise<{ company_id: number; pdf: Uint8Array; pdf_name: string | null; title: string } | undefined> {
  const row = await db
    .selectFrom('policy_versions as v')
    .innerJoin('policies as p', 'p.id', 'v.policy_id')
    .select(['p.company_id', 'v.pdf', 'v.pdf_name', 'v.title'])
    .where('v.id', '=', versionId)
    .where('v.policy_id', '=', policyId)
    .executeTakeFirst();
  if (!row || row.pdf === null) return undefined;
  return { company_id: row.company_id, pdf: row.pdf, pdf_name: row.pdf_name, title: row.title };
}

/** Whether policy `policyId` is for person `userId` now. */
export async function isForPerson(db: Db, policyId: number, userId: number): Promise<boolean> {
  const rows = await policiesForPerson(db, userId);
  return rows.some((row) => row.policy_id === policyId);
}

export type OutstandingPerson = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
  lang: 'de' | 'en';
  reachable: boolean;
  reminded_at: Date | null;
};

/** The people of a policy who have not confirmed version `versionId`, with whether a mail reaches them. */
export async function outstandingOf(db: Db, policyId: number, versionId: number): Promise<OutstandingPerson[]> {
  const { rows } = await sql<OutstandingPerson>`select u.id, u.email, u.firstname, u.lastname, u.salutation, u.lang,
      (u.active and u.locked_at is null and u.password_hash is not null and co.blocked_at is null) as reachable,
      r.reminded_at
    from policies p
    join users u on ${forPerson}
    join companies co on co.id = p.company_id
    left join policy_reminders r on r.policy_id = p.id and r.user_id = u.id
    where p.id = ${policyId}
      and not exists (select 1 from policy_confirmations c where c.version_id = ${versionId} and c.user_id = u.id)
    order by u.id
    for no key update of u`.execute(db);
  return rows;
}

export async function storeReminders(db: Db, policyId: number, userIds: readonly number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('policy_reminders')
    .values(userIds.map((userId) => ({ policy_id: policyId, user_id: userId, reminded_at: now })))
    .onConflict((oc) => oc.columns(['policy_id', 'user_id']).doUpdateSet({ reminded_at: now }))
    .execute();
}

/** Every confirmation of a policy, by version and name, for the employer's CSV. */
export async function confirmationsOf(db: Db, policyId: number) {
  return db
    .selectFrom('policy_confirmations as c')
    .innerJoin('policy_versions as v', 'v.id', 'c.version_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['v.version', 'v.title', 'u.firstname', 'u.lastname', 'u.email', 'c.confirmed_at', 'c.received_at'])
    .where('v.policy_id', '=', policyId)
    .orderBy('v.version', 'desc')
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();
}

export type PolicyFiguresAt = {
  policy_id: number;
  version: number;
  title: string;
  assigned: number;
  confirmed: number;
};

/**
 * Policy confirmations of a company as they stood at `at` (for the evidence package): per policy
 * that had a version then, the version current at `at`, how many people it is for (people of the
 * company by then, by today's audience: who a policy was for is not kept over time) and how many
 * of them had confirmed that version by `at`.
 */
export async function policyFiguresAt(db: Db, companyId: number, at: Date): Promise<PolicyFiguresAt[]> {
  const { rows } = await sql<PolicyFiguresAt>`select p.id as policy_id, v.version, v.title,
      (select count(*)::int from users u where u.created_at <= ${at} and ${forPerson}) as assigned,
      (select count(*)::int from policy_confirmations c join users u on u.id = c.user_id
        where c.version_id = v.id and c.confirmed_at <= ${at} and ${forPerson}) as confirmed
    from policies p
    join lateral (select * from policy_versions pv where pv.policy_id = p.id and pv.published_at <= ${at}
      order by pv.version desc limit 1) v on true
    where p.company_id = ${companyId}
    order by v.title, p.id`.execute(db);
  return rows;
}
