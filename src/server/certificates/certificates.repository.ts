import { sql, type Kysely } from 'kysely';
import type { CertificateKind } from '#shared/api/certificates.ts';
import { isCourseSlug, type CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The SQL of certificates: the facts they are made from, issued rows, and the lookup by code. */

/** A person with their company's name; undefined for an unknown id. */
export async function findHolder(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as co', 'co.id', 'u.company_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.company_id', 'co.company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Assignments of many people with their current progress (archived rows, docs/product.md R17, do not count). */
function assignmentsWithProgress(db: Db) {
  return db
    .selectFrom('training_assignments as ta')
    .leftJoin('course_progress as cp', (join) =>
      join
        .onRef('cp.user_id', '=', 'ta.user_id')
        .onRef('cp.training_slug', '=', 'ta.training_slug')
        .on('cp.archived_at', 'is', null),
    );
}

export type AssignedCourse = { slug: CourseSlug; passedAt: Date | null };

/** The person's assigned courses and when each was passed (null: not yet). */
export async function assignedCoursesOf(db: Db, userId: number): Promise<AssignedCourse[]> {
  const rows = await assignmentsWithProgress(db)
    .select(['ta.training_slug', 'cp.passed_at'])
    .where('ta.user_id', '=', userId)
    .execute();
  return rows.flatMap((row) =>
    isCourseSlug(row.training_slug) ? [{ slug: row.training_slug, passedAt: row.passed_at ?? null }] : [],
  );
}

export type CourseTally = { slug: CourseSlug; assigned: number; passed: number; scoreSum: number; scoreCount: number };

/** Per course, over the company's people: assignments, passed ones, and the sum and number of best scores. */
export async function courseTallies(db: Db, companyId: number): Promise<CourseTally[]> {
  const rows = await assignmentsWithProgress(db)
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .where('u.company_id', '=', companyId)
    .select((eb) => [
      'ta.training_slug',
      eb.fn.countAll<string>().as('assigned'),
      eb.fn.count<string>('cp.passed_at').as('passed'),
      eb.fn.sum<string | null>('cp.best_score').as('score_sum'),
      eb.fn.count<string>('cp.best_score').as('score_count'),
    ])
    .groupBy('ta.training_slug')
    .execute();
  return rows.flatMap((row) =>
    isCourseSlug(row.training_slug)
      ? [
          {
            slug: row.training_slug,
            assigned: Number(row.assigned),
            passed: Number(row.passed),
            scoreSum: Number(row.score_sum ?? 0),
            scoreCount: Number(row.score_count),
          },
        ]
      : [],
  );
}

/** People of the company with at least one assigned course, and those who passed all of theirs. */
export async function learnerTally(db: Db, companyId: number): Promise<{ learners: number; fullyTrained: number }> {
  const perPerson = assignmentsWithProgress(db)
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .where('u.company_id', '=', companyId)
    .select((eb) => [
      'ta.user_id',
      eb.fn.countAll<string>().as('assigned'),
      eb.fn.count<string>('cp.passed_at').as('passed'),
    ])
    .groupBy('ta.user_id');
  const row = await db
    .selectFrom(perPerson.as('p'))
    .select((eb) => [
      eb.fn.countAll<string>().as('learners'),
      eb.fn.countAll<string>().filterWhereRef('p.passed', '=', 'p.assigned').as('fully_trained'),
    ])
    .executeTakeFirstOrThrow();
  return { learners: Number(row.learners), fullyTrained: Number(row.fully_trained) };
}

export type NewCertificate = {
  codeHash: string;
  kind: CertificateKind;
  companyId: number;
  userId: number | null;
  issuedBy: number;
  content: unknown;
  issuedAt: Date;
};

export async function insertCertificate(db: Kysely<Database>, row: NewCertificate): Promise<number> {
  const inserted = await db
    .insertInto('certificates')
    .values({
      code_hash: row.codeHash,
      kind: row.kind,
      company_id: row.companyId,
      user_id: row.userId,
      issued_by: row.issuedBy,
      content: JSON.stringify(row.content),
      issued_at: row.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The certificate with this code hash and what decides whether it still holds. */
export async function findCertificateByHash(db: Db, codeHash: string) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select(['c.kind', 'c.content', 'c.issued_at', 'co.last_progress_reset_at'])
    .where('c.code_hash', '=', codeHash)
    .executeTakeFirst();
}

/** Waves closed before `closedBefore` with mails delivered: how many campaigns, mails and which period. */
export function findParticipation(db: Db, companyId: number, closedBefore: Date) {
  return db
    .selectFrom('simulation_waves as w')
    .innerJoin('simulation_results as r', 'r.wave_id', 'w.id')
    .select([
      sql<number>`count(distinct w.campaign_id)::int`.as('campaigns'),
      sql<number>`coalesce(sum(r.sent), 0)::int`.as('delivered'),
      sql<Date | null>`min(w.window_start)`.as('from'),
      sql<Date | null>`max(w.window_end)`.as('to'),
    ])
    .where('w.company_id', '=', companyId)
    .where('w.window_end', '<', closedBefore)
    .where('r.sent', '>', 0)
    .executeTakeFirst();
}
