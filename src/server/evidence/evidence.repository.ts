import { sql } from 'kysely';
import type { CustomerRole } from '#shared/constants.ts';
import { isCourseSlug, type CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';

/** The SQL of the evidence package (decision 110): figures of a past moment, packages and links. */

/**
 * Whether a pass counted at `at`: passed by then and not yet lapsed, in the current round (`cur`,
 * joined) or in an archived round that had not yet ended by `at` (a lapse archives at the pass's
 * end, so an archived lapse counted until then; a reset archives without `lapsed_at` and ends the
 * pass at once). Current and archived rounds are read apart, each through its own index on
 * (user, course): one condition over both fits neither partial index, and every check then read
 * all passes of the book.
 */
const passCountedAt = (at: Date, months: number) =>
  sql<boolean>`coalesce(cur.passed_at <= ${at} and valid_until(cur.passed_at, ${months}::int) > ${at}, false)
    or exists (select 1 from course_progress p where p.user_id = ta.user_id and p.training_slug = ta.training_slug
      and p.archived_at is not null and p.passed_at <= ${at} and valid_until(p.passed_at, ${months}::int) > ${at}
      and (p.archived_at > ${at} or p.lapsed_at is not null))`;

export type CourseCoverageRow = { slug: CourseSlug; assigned: number; valid: number };
export type PersonCoverageRow = { role: CustomerRole; courses: number; valid: number };

/**
 * Per course and per person, the company's assignments at `at` and how many had a pass counting
 * then. People and assignments are those of today that existed by `at`: an assignment taken away
 * or a person deleted leaves no row to read back (decision 110 says so).
 */
export async function trainingCoverageAt(
  db: Db,
  companyId: number,
  at: Date,
  months: number,
): Promise<{ courses: CourseCoverageRow[]; people: PersonCoverageRow[] }> {
  const assigned = sql`select ta.user_id, u.role, ta.training_slug, ${passCountedAt(at, months)} as valid
    from training_assignments ta join users u on u.id = ta.user_id
    left join course_progress cur on cur.user_id = ta.user_id and cur.training_slug = ta.training_slug
      and cur.archived_at is null and cur.company_id = ${companyId}
    where u.company_id = ${companyId} and u.role <> 'admin' and u.created_at <= ${at} and ta.assigned_at <= ${at}`;
  const [courses, people] = await Promise.all([
    sql<{ training_slug: string; assigned: number; valid: number }>`select training_slug,
        count(*)::int as assigned, count(*) filter (where valid)::int as valid
      from (${assigned}) a group by training_slug`.execute(db),
    sql<{ role: CustomerRole; courses: number; valid: number }>`select role,
        count(*)::int as courses, count(*) filter (where valid)::int as valid
      from (${assigned}) a group by user_id, role`.execute(db),
  ]);
  return {
    courses: courses.rows.flatMap((row) =>
      isCourseSlug(row.training_slug) ? [{ slug: row.training_slug, assigned: row.assigned, valid: row.valid }] : [],
    ),
    people: people.rows,
  };
}

export type ManagementAtRow = {
  firstname: string;
  lastname: string;
  named_at: Date;
  passed_at: Date | null;
};

/** The people named as management by `at` (today's naming), each with their last counting pass by then. */
export async function managementAt(db: Db, companyId: number, at: Date): Promise<ManagementAtRow[]> {
  // Current and archived rounds apart, each through its own index (see passCountedAt).
  const lastPass = sql`p.user_id = m.user_id and p.training_slug = 'nis2-management' and p.passed_at <= ${at}`;
  const { rows } = await sql<ManagementAtRow>`select u.firstname, u.lastname, m.named_at,
      greatest(
        (select max(p.passed_at) from course_progress p where ${lastPass} and p.archived_at is null),
        (select max(p.passed_at) from course_progress p where ${lastPass} and p.archived_at is not null
          and (p.archived_at > ${at} or p.lapsed_at is not null))) as passed_at
    from management_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId} and m.named_at <= ${at}
    order by u.lastname, u.firstname, u.id`.execute(db);
  return rows;
}

/** The last moment of Berlin day `day` (yyyy-mm-dd). */
export async function endOfBerlinDay(db: Db, day: string): Promise<Date> {
  const { rows } = await sql<{ end: Date }>`select ((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')
      - interval '1 millisecond' as end`.execute(db);
  return new Date(rows[0]!.end);
}

export type PackageRow = { id: number; as_of: string; facts: unknown; created_at: Date };
export type LinkRow = {
  id: number;
  package_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_opened_at: Date | null;
};

const packageColumns = ['id', sql<string>`as_of::text`.as('as_of'), 'facts', 'created_at'] as const;

export async function insertPackage(
  db: Db,
  row: { companyId: number; asOf: string; facts: unknown; createdAt: Date; createdBy: number },
): Promise<number> {
  const inserted = await db
    .insertInto('evidence_packages')
    .values({
      company_id: row.companyId,
      as_of: row.asOf,
      facts: JSON.stringify(row.facts),
      created_at: row.createdAt,
      created_by: row.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The company's packages, newest first. */
export function packagesOf(db: Db, companyId: number): Promise<PackageRow[]> {
  return db
    .selectFrom('evidence_packages')
    .select(packageColumns)
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One package, if it is the company's. */
export function packageOf(db: Db, companyId: number, id: number): Promise<PackageRow | undefined> {
  return db
    .selectFrom('evidence_packages')
    .select(packageColumns)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Beyond `keep` packages, the company's oldest ones never shared are deleted (a bounded archive). */
export async function pruneUnshared(db: Db, companyId: number, keep: number): Promise<void> {
  await sql`delete from evidence_packages where id in (
      select e.id from evidence_packages e where e.company_id = ${companyId}
        and not exists (select 1 from evidence_links l where l.package_id = e.id)
      order by e.created_at desc, e.id desc offset ${keep})`.execute(db);
}

export function linksOf(db: Db, packageIds: readonly number[]): Promise<LinkRow[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('evidence_links')
    .select(['id', 'package_id', 'created_at', 'expires_at', 'revoked_at', 'last_opened_at'])
    .where('package_id', 'in', [...packageIds])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertLink(
  db: Db,
  row: { packageId: number; tokenHash: string; createdAt: Date; createdBy: number; expiresAt: Date },
): Promise<LinkRow> {
  return db
    .insertInto('evidence_links')
    .values({
      package_id: row.packageId,
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      created_by: row.createdBy,
      expires_at: row.expiresAt,
    })
    .returning(['id', 'package_id', 'created_at', 'expires_at', 'revoked_at', 'last_opened_at'])
    .executeTakeFirstOrThrow();
}

/** Revokes a link of the company's package that is not revoked yet; the link, if there was one. */
export async function revokeLink(
  db: Db,
  target: { companyId: number; packageId: number; linkId: number; at: Date; by: number },
): Promise<LinkRow | undefined> {
  return db
    .updateTable('evidence_links')
    .set({ revoked_at: target.at, revoked_by: target.by })
    .where('id', '=', target.linkId)
    .where('package_id', '=', target.packageId)
    .where('revoked_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('evidence_packages as e')
          .select('e.id')
          .whereRef('e.id', '=', 'evidence_links.package_id')
          .where('e.company_id', '=', target.companyId),
      ),
    )
    .returning(['id', 'package_id', 'created_at', 'expires_at', 'revoked_at', 'last_opened_at'])
    .executeTakeFirst();
}

export type SharedRow = LinkRow & { company_id: number; as_of: string; facts: unknown; package_created_at: Date };

/** The link of a token with its package, whatever its state (the caller tells expired from revoked). */
export function linkByToken(db: Db, tokenHash: string): Promise<SharedRow | undefined> {
  return db
    .selectFrom('evidence_links as l')
    .innerJoin('evidence_packages as e', 'e.id', 'l.package_id')
    .select([
      'l.id',
      'l.package_id',
      'l.created_at',
      'l.expires_at',
      'l.revoked_at',
      'l.last_opened_at',
      'e.company_id',
      sql<string>`e.as_of::text`.as('as_of'),
      'e.facts',
      'e.created_at as package_created_at',
    ])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markOpened(db: Db, linkId: number, at: Date): Promise<void> {
  await db.updateTable('evidence_links').set({ last_opened_at: at }).where('id', '=', linkId).execute();
}
