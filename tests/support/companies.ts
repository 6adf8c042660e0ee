import { expect } from 'vitest';
import type { CourseSlug } from '../../src/shared/courses.ts';
import type { ApiHarness, ApiResponse } from './api-harness.ts';
import { createPerson, registerEmployer, type Person } from './factories.ts';

/** A registered employer (agreement accepted) with one manager and one employee. */
export type TestCompany = { companyId: number; owner: Person; manager: Person; employee: Person };

export async function companyWithPeople(h: ApiHarness, overrides: Record<string, unknown> = {}): Promise<TestCompany> {
  const owner = await registerEmployer(h, overrides);
  const manager = await createPerson(h, 'manager', owner.companyId);
  const employee = await createPerson(h, 'employee', owner.companyId);
  return { companyId: owner.companyId!, owner, manager, employee };
}

/**
 * A company as old data has it: the employer was created in 2021, before the agreement checkbox,
 * and has not accepted the agreement, so the company's actions are blocked (docs/product.md R12).
 */
export async function legacyCompany(h: ApiHarness): Promise<TestCompany> {
  const company = await h.db
    .insertInto('companies')
    .values({ company_name: 'Altkunde KG', created_at: new Date('2021-05-03T08:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await createPerson(h, 'employer', company.id, { createdAt: new Date('2021-05-03T08:00:00Z') });
  await h.db.updateTable('companies').set({ owner_id: owner.id }).where('id', '=', company.id).execute();
  const manager = await createPerson(h, 'manager', company.id);
  const employee = await createPerson(h, 'employee', company.id);
  return { companyId: company.id, owner, manager, employee };
}

/**
 * Everything a request of this area could write, to prove that a refused request changed
 * nothing: people (with names, role, password and state), tokens, assignments, progress (with
 * its operations and quiz attempts), certificates,
 * companies, mails, throttle counters and the audit log.
 */
export async function databaseState(h: ApiHarness) {
  const { db } = h;
  return {
    users: await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname', 'role', 'password_hash', 'active', 'is_first_login', 'lang'])
      .orderBy('id')
      .execute(),
    tokens: await db.selectFrom('access_tokens').select(['token_hash', 'kind']).orderBy('token_hash').execute(),
    assignments: await db
      .selectFrom('training_assignments')
      .select(['user_id', 'training_slug'])
      .orderBy('user_id')
      .orderBy('training_slug')
      .execute(),
    progress: await db.selectFrom('course_progress').selectAll().orderBy('id').execute(),
    operations: await db.selectFrom('progress_operations').select(['op_id', 'progress_id']).orderBy('op_id').execute(),
    attempts: await db.selectFrom('quiz_attempts').select(['id', 'progress_id']).orderBy('id').execute(),
    certificates: await db.selectFrom('certificates').select(['id', 'code_hash']).orderBy('id').execute(),
    companies: await db.selectFrom('companies').select(['id', 'last_progress_reset_at']).orderBy('id').execute(),
    mails: await db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
    throttles: await db.selectFrom('throttle_counters').select(['key', 'hits']).orderBy('key').execute(),
    audit: await db.selectFrom('audit_log').select('id').orderBy('id').execute(),
    management: await db.selectFrom('management_members').select(['user_id', 'named_at']).orderBy('user_id').execute(),
    aiTools: await db.selectFrom('ai_tools').selectAll().orderBy('id').execute(),
    aiToolUsers: await db.selectFrom('ai_tool_users').selectAll().orderBy('tool_id').orderBy('user_id').execute(),
  };
}

type ErrorBody = { error: { statusCode: number; code: string; message: string } };

/**
 * Sends a request that must be refused and checks the status, the code and that the database
 * is exactly as before. Answers the response for further checks (e.g. the message).
 */
export async function expectRefused(
  h: ApiHarness,
  send: () => Promise<ApiResponse<unknown>>,
  status: number,
  code: string,
): Promise<ApiResponse<ErrorBody>> {
  const before = await databaseState(h);
  const response = (await send()) as ApiResponse<ErrorBody>;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(await databaseState(h)).toEqual(before);
  return response;
}

/** Course progress of a person, as the learning calls will write it (for reset and delete tests). */
export async function progressRow(h: ApiHarness, person: Person, slug: CourseSlug, passed = true) {
  const row = await h.db
    .insertInto('course_progress')
    .values({
      user_id: person.id,
      company_id: person.companyId!,
      training_slug: slug,
      furthest_slide: 10,
      slide_count: 10,
      best_score: passed ? 100 : 40,
      passed_at: passed ? h.clock.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('quiz_attempts')
    .values({
      id: crypto.randomUUID(),
      progress_id: row.id,
      user_id: person.id,
      answers: JSON.stringify({ q1: 'a' }),
      correct_count: passed ? 5 : 2,
      question_count: 5,
      score_percent: passed ? 100 : 40,
      passed,
      attempted_at: h.clock.now,
    })
    .execute();
  return row.id;
}

/** Gives the company a valid insurance number: the company certificate needs one. */
export async function giveInsuranceNumber(h: ApiHarness, companyId: number, number = 'AS-1234567891'): Promise<void> {
  await h.db.updateTable('companies').set({ insurance_number: number }).where('id', '=', companyId).execute();
}
