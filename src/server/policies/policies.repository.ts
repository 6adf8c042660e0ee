import { sql, type RawBuilder } from 'kysely';
import type { CustomerRole } from '#shared/constants.ts';
import type { PolicyAudience } from '#shared/api/policies.ts';
import type { Db } from '../db/database.ts';

/** The SQL of a company's policies, their versions and confirmations (decision 108). */

/**
 * Whether person `u` is one the policy `p` is for: a person of its company, and everyone, one of
 * its roles, or one of its chosen people. Aliases `p` (policies) and `u` (users) must be in scope.
 */
export const forPerson: RawBuilder<boolean> = sql<boolean>`(u.company_id = p.company_id and u.role <> 'admin' and (
  p.audience = 'all'
  or (p.audience = 'roles' and u.role = any (p.audience_roles))
  or (p.audience = 'people' and exists (select 1 from policy_people pp where pp.policy_id = p.id and pp.user_id = u.id))
))`;

export type PolicyRow = {
  id: number;
  company_id: number;
  audience: PolicyAudience;
  audience_roles: CustomerRole[];
};

export type VersionRow = {
  id: number;
  policy_id: number;
  version: number;
  title: string;
  body: string | null;
  pdf_name: string | null;
  pdf_size: number | null;
  published_at: Date;
};

const VERSION_COLUMNS = [
  'id',
  'policy_id',
  'version',
  'title',
  'body',
  'pdf_name',
  'pdf_size',
  'published_at',
] as const;

/** The policy of the company, or undefined (another company's is not found); locked with `forUpdate`. */
export async function findPolicy(
  db: Db,
  companyId: number,
  policyId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PolicyRow | undefined> {
  let query = db
    .selectFrom('policies')
    .select(['id', 'company_id', 'audience', 'audience_roles'])
    .where('id', '=', policyId)
    .where('company_id', '=', companyId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { ...row, audience_roles: row.audience_roles as CustomerRole[] } : undefined;
}

export async function insertPolicy(db: Db, companyId: number, createdBy: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('policies')
    .values({ company_id: companyId, audience: 'all', created_at: now, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewVersion = {
  title: string;
  body: string | null;
  pdf: Uint8Array | null;
  pdfName: string | null;
};

/** Publishes the next version of a (locked) policy; answers its id and number. */
export async function insertVersion(
  db: Db,
  policyId: number,
  content: NewVersion,
  publishedBy: number,
  now: Date,
): Promise<{ id: number; version: number }> {
  const last = await db
    .selectFrom('policy_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  const version = (last?.version ?? 0) + 1;
  const row = await db
    .insertInto('policy_versions')
    .values({
      policy_id: policyId,
      version,
      title: content.title,
      body: content.body,
      pdf: content.pdf === null ? null : Buffer.from(content.pdf),
      pdf_name: content.pdfName,
      pdf_size: content.pdf?.length ?? null,
      published_at: now,
      published_by: publishedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, version };
}

/** Every version of a policy, newest first (without the PDFs' bytes). */
export function versionsOf(db: Db, policyId: number): Promise<VersionRow[]> {
  return db
    .selectFrom('policy_versions')
    .select(VERSION_COLUMNS)
    .where('policy_id', '=', policyId)
    .orderBy('version', 'desc')
    .execute();
}

/** The company's policies with their current version, and how many they are for and confirmed it. */
export async function policiesOf(
  db: Db,
  companyId: number,
): Promise<Array<PolicyRow & { current: VersionRow; assigned: number; confirmed: number }>> {
  const { rows } = await sql<
    PolicyRow & VersionRow & { version_id: number; assigned: number; confirmed: number }
  >`select p.id, p.company_id, p.audience, p.audience_roles,
      v.id as version_id, v.policy_id, v.version, v.title, v.body, v.pdf_name, v.pdf_size, v.published_at,
      (select count(*)::int from users u where ${forPerson}) as assigned,
      (select count(*)::int from users u join policy_confirmations c on c.user_id = u.id and c.version_id = v.id
        where ${forPerson}) as confirmed
    from policies p
    join lateral (select * from policy_versions pv where pv.policy_id = p.id order by pv.version desc limit 1) v on true
    where p.company_id = ${companyId}
    order by v.title, p.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.company_id,
    audience: row.audience,
    audience_roles: row.audience_roles,
    assigned: row.assigned,
    confirmed: row.confirmed,
    current: {
      id: row.version_id,
      policy_id: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      pdf_name: row.pdf_name,
      pdf_size: row.pdf_size,
      published_at: row.published_at,
    },
  }));
}

export type PolicyPersonRow = {
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: CustomerRole;
  confirmed_version: number | null;
  confirmed_at: Date | null;
  reminded_at: Date | null;
};

/** The people a policy is for, each with the newest version they confirmed and when, by name. */
export async function peopleOfPolicy(db: Db, policyId: number): Promise<PolicyPersonRow[]> {
  const { rows } = await sql<PolicyPersonRow>`select u.id as user_id, u.firstname, u.lastname, u.email, u.role,
      last.version as confirmed_version, last.confirmed_at, r.reminded_at
    from policies p
    join users u on ${forPerson}
    left join lateral (
      select v.version, c.confirmed_at from policy_confirmations c
      join policy_versions v on v.id = c.version_id
      where c.user_id = u.id and v.policy_id = p.id
      order by v.version desc limit 1
    ) last on true
    left join policy_reminders r on r.policy_id = p.id and r.user_id = u.id
    where p.id = ${policyId}
    order by u.lastname, u.firstname, u.id`.execute(db);
  return rows;
}

/** Which of `userIds` are people of the company (customers, any role). */
export async function peopleOfCompany(db: Db, companyId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '<>', 'admin')
    .where('id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Sets whom a (locked) policy is for; chosen people are replaced only for the audience `people`. */
export async function storeAudience(
  db: Db,
  policyId: number,
  audience: { audience: PolicyAudience; roles: readonly CustomerRole[]; userIds: readonly number[] },
): Promise<void> {
  await db
    .updateTable('policies')
    .set({ audience: audience.audience, audience_roles: audience.audience === 'roles' ? [...audience.roles] : [] })
    .where('id', '=', policyId)
    .execute();
  await db.deleteFrom('policy_people').where('policy_id', '=', policyId).execute();
  if (audience.audience === 'people' && audience.userIds.length > 0) {
    await db
      .insertInto('policy_people')
      .values(audience.userIds.map((userId) => ({ policy_id: policyId, user_id: userId })))
      .execute();
  }
}

export async function chosenPeople(db: Db, policyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('policy_people')
    .select('user_id')
    .where('policy_id', '=', policyId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}
