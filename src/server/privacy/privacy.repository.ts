import type { Db } from '../db/database.ts';

/** The SQL of data exports (decision 084): everything stored about one person, or one company. */

export function personRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as co', 'co.id', 'u.company_id')
    .leftJoin('management_members as mm', 'mm.user_id', 'u.id')
    .select([
      'mm.named_at as management_named_at',
      'u.directory_managed_at',
      'u.directory_external_id',
      'u.id',
      'u.email',
      'u.firstname',
      'u.lastname',
      'u.salutation',
      'u.role',
      'u.lang',
      'u.company_id',
      'u.created_at',
      'u.active',
      'u.reminders_enabled',
      'u.learner_reminded_at',
      'u.digest_sent_at',
      'u.reminder_requested_at',
      'co.company_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function assignmentsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_assignments')
    .select(['user_id', 'training_slug', 'assigned_at', 'due_on'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('assigned_at')
    .execute();
}

/** Every round of every course, the archived ones (a reset, a lapse) included, oldest first. */
export function roundsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('started_at')
    .orderBy('id')
    .execute();
}

export function quizAttemptsOf(db: Db, userId: number) {
  return db
    .selectFrom('quiz_attempts as a')
    .innerJoin('course_progress as p', 'p.id', 'a.progress_id')
    .select(['p.training_slug', 'a.attempted_at', 'a.score_percent', 'a.passed', 'a.correct_count', 'a.question_count'])
    .where('a.user_id', '=', userId)
    .orderBy('a.attempted_at')
    .execute();
}

/** The quiz questions handed out to the person, and whether an attempt answered them. */
export function quizDrawsOf(db: Db, userId: number) {
  return db
    .selectFrom('quiz_draws')
    .select(['training_slug', 'handed_out_at', 'question_ids', 'attempt_id'])
    .where('user_id', '=', userId)
    .orderBy('handed_out_at')
    .execute();
}

/** Certificates issued about the person, or (userIds null) about the company itself. */
export function certificatesOf(db: Db, where: { userId: number } | { companyId: number }) {
  const query = db
    .selectFrom('certificates')
    .select(['id', 'kind', 'user_id', 'issued_at', 'content'])
    .orderBy('issued_at');
  return (
    'userId' in where ? query.where('user_id', '=', where.userId) : query.where('company_id', '=', where.companyId)
  ).execute();
}

/** The person's signed-in sessions that have not ended (the tokens themselves are only hashed). */
export function sessionsOf(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('access_tokens')
    .select(['created_at', 'last_used_at', 'expires_at', 'device', 'client_address'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

/** The person's links to identity providers (decision 106): issuer, when linked, last used. */
export function identityLinksOf(db: Db, userId: number) {
  return db
    .selectFrom('sign_in_identities')
    .select(['issuer', 'linked_at', 'last_sign_in_at'])
    .where('user_id', '=', userId)
    .orderBy('linked_at')
    .execute();
}

/** Audit entries the person made or that concern them. */
export function auditEntriesAbout(db: Db, userId: number) {
  return db
    .selectFrom('audit_log')
    .select(['at', 'action', 'actor_role', 'actor_id', 'target_user_id', 'client_address', 'details'])
    .where((eb) => eb.or([eb('actor_id', '=', userId), eb('target_user_id', '=', userId)]))
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function companyPeople(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'salutation', 'role', 'created_at', 'active', 'password_hash'])
    .where('company_id', '=', companyId)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

/** A person's own policy confirmations (decision 108), for their data export. */
export function confirmationsOfPerson(db: Db, userId: number) {
  return db
    .selectFrom('policy_confirmations as c')
    .innerJoin('policy_versions as v', 'v.id', 'c.version_id')
    .select(['v.policy_id', 'v.version', 'v.title', 'c.confirmed_at', 'c.received_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.confirmed_at')
    .execute();
}

/**
 * The AI tools of the company's inventory that name the person today (decision 109): used by
 * everyone, by the leaders when the person is the employer or a manager, or by them as chosen.
 */
export async function aiToolsNaming(
  db: Db,
  person: { id: number; companyId: number | null; role: string },
  now: Date,
): Promise<string[]> {
  if (person.companyId === null) return [];
  const leader = person.role === 'employer' || person.role === 'manager';
  const rows = await db
    .selectFrom('ai_tools as t')
    .select('t.name')
    .where('t.company_id', '=', person.companyId)
    .where('t.added_at', '<=', now)
    .where((eb) => eb.or([eb('t.retired_at', 'is', null), eb('t.retired_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('t.used_by', '=', 'everyone'),
        ...(leader ? [eb('t.used_by', '=', 'leaders')] : []),
        eb.and([
          eb('t.used_by', '=', 'chosen'),
          eb.exists(
            eb
              .selectFrom('ai_tool_users as u')
              .select('u.user_id')
              .whereRef('u.tool_id', '=', 't.id')
              .where('u.user_id', '=', person.id),
          ),
        ]),
      ]),
    )
    .orderBy('t.added_at')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => row.name);
}
