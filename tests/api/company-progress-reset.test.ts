import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResetCompanyProgressResponse } from '../../src/shared/api/company-reset.ts';
import { COMPANY_RESET_INTERVAL_DAYS } from '../../src/shared/constants.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, progressRow } from '../support/companies.ts';
import { PASSWORD, createPerson, signIn } from '../support/factories.ts';
import { germanDate as shown } from '../support/german-date.ts';

const h = fileHarness();

const DAY_MS = 24 * 60 * 60 * 1000;
const reset = (companyId: unknown, token?: string, lang?: string) =>
  h.post(
    '/api/progress/reset-company-progress',
    { companyId },
    { ...(token ? { token } : {}), ...(lang ? { lang } : {}) },
  );

/** The date as the message shows it: DD.MM.YYYY in German time. */

async function progressOf(companyId: number) {
  return h.db
    .selectFrom('course_progress')
    .select(['id', 'archived_at'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

async function quizAttemptCount(): Promise<number> {
  const row = await h.db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /progress/reset-company-progress', () => {
  it('archives the company’s progress, keeps quiz attempts, and allows the employer one reset in 30 days', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    await progressRow(h, a.owner, 'malware');
    await progressRow(h, a.manager, 'byod', false);
    await progressRow(h, a.employee, 'malware');
    await progressRow(h, b.employee, 'malware');
    const attempts = await quizAttemptCount();

    const response = await reset(a.companyId, a.owner.token);
    expect(response.status).toBe(200);
    const resetAt = h.clock.now;
    expect(v.parse(ResetCompanyProgressResponse, response.body)).toEqual({
      success: true,
      archived: 3,
      resetAt: resetAt.toISOString(),
      nextResetAt: new Date(resetAt.getTime() + COMPANY_RESET_INTERVAL_DAYS * DAY_MS).toISOString(),
    });
    const rows = await progressOf(a.companyId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.archived_at?.getTime() === resetAt.getTime())).toBe(true);
    expect((await progressOf(b.companyId)).map((row) => row.archived_at)).toEqual([null]);
    expect(await quizAttemptCount()).toBe(attempts);
    const company = await h.db
      .selectFrom('companies')
      .select('last_progress_reset_at')
      .where('id', '=', a.companyId)
      .executeTakeFirstOrThrow();
    expect(company.last_progress_reset_at).toEqual(resetAt);
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'progress.company_reset')
      .where('target_company_id', '=', a.companyId)
      .execute();
    expect(audit).toEqual([{ actor_id: a.owner.id, details: { archived: 3 } }]);

    // Learning goes on after the reset: a new current row beside the archived one.
    await progressRow(h, a.employee, 'malware');
    const date = shown((response.body as { nextResetAt: string }).nextResetAt);
    const en = await expectRefused(h, () => reset(a.companyId, a.owner.token, 'en'), 409, 'RESET_TOO_SOON');
    expect(en.body.error.message).toBe(
      `The e-learning can only be reset every 30 days. The next reset is possible from ${date}.`,
    );
    const de = await expectRefused(h, () => reset(a.companyId, a.owner.token, 'de'), 409, 'RESET_TOO_SOON');
    expect(de.body.error.message).toBe(
      `Das E-Learning kann nur alle 30 Tage zurückgesetzt werden. Die nächste Zurücksetzung ist ab dem ${date} möglich.`,
    );

    h.clock.advance(29 * DAY_MS);
    const later = await signIn(h, a.owner.email, PASSWORD); // sessions live 14 days
    await expectRefused(h, () => reset(a.companyId, later), 409, 'RESET_TOO_SOON');
    h.clock.advance(DAY_MS - 1000);
    // A day later the session has been idle for longer than 8 hours (decision 068): sign in again.
    const nextDay = await signIn(h, a.owner.email, PASSWORD);
    await expectRefused(h, () => reset(a.companyId, nextDay), 409, 'RESET_TOO_SOON');
    h.clock.advance(1000);
    const again = await reset(a.companyId, nextDay);
    expect(again).toMatchObject({ status: 200, body: { archived: 1 } });
    expect(await progressOf(a.companyId)).toHaveLength(4);
  });

  it('lets admins reset any company at any time; an admin’s reset starts the employer’s 30 days', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    await progressRow(h, c.employee, 'malware');
    expect((await reset(c.companyId, admin.token)).body).toMatchObject({ success: true, archived: 1 });
    expect((await reset(c.companyId, admin.token)).body).toMatchObject({ success: true, archived: 0 });
    await expectRefused(h, () => reset(c.companyId, c.owner.token), 409, 'RESET_TOO_SOON');
    await expectRefused(h, () => reset(99999999, admin.token), 404, 'NOT_FOUND');
  });

  it.each([
    ['no company', undefined],
    ['a company id as text', '5'],
    ['company id 0', 0],
    ['a fractional company id', 2.5],
  ])('refuses %s in the request’s language and changes nothing', async (_, companyId) => {
    const c = await companyWithPeople(h);
    const en = await expectRefused(h, () => reset(companyId, c.owner.token, 'en'), 400, 'VALIDATION_FAILED');
    expect(en.body.error.message).toBe('Please check your input: companyId.');
    const de = await expectRefused(h, () => reset(companyId, c.owner.token, 'de'), 400, 'VALIDATION_FAILED');
    expect(de.body.error.message).toBe('Bitte prüfen Sie Ihre Eingaben: companyId.');
  });

  it('refuses unknown fields', async () => {
    const c = await companyWithPeople(h);
    const send = () =>
      h.post(
        '/api/progress/reset-company-progress',
        { companyId: c.companyId, keepPassed: true },
        { token: c.owner.token },
      );
    await expectRefused(h, send, 400, 'VALIDATION_FAILED');
  });

  it('is for the company’s employer and admins only', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    await progressRow(h, a.employee, 'malware');
    await expectRefused(h, () => reset(a.companyId, a.manager.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => reset(a.companyId, a.employee.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => reset(a.companyId, b.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => reset(99999999, b.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => reset(a.companyId), 401, 'AUTHORIZATION_REQUIRED');
  });
});
