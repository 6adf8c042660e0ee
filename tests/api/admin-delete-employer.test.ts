import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, progressRow } from '../support/companies.ts';
import { answeredWorkDone } from '../../src/server/core/after-answer.ts';
import { PASSWORD, createPerson } from '../support/factories.ts';
import { fileAdmin, auditOf, expectAdminsOnly } from './admin-support.ts';
import { HEADER_DE, csv, people, utf8 } from './employee-list-fixtures.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
const remove = (id: number, body: unknown, token: string | undefined) =>
  h.post(`/api/employee/delete-employer-completely/${id}`, body, token ? { token, lang: 'en' } : {});

async function rowsOf(companyId: number, userIds: number[]) {
  const count = async (query: Promise<{ n: number | string }>) => Number((await query).n);
  const n = (table: 'users' | 'course_progress' | 'uploads' | 'certificates') =>
    count(
      h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    );
  return {
    companies: await count(
      h.db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow(),
    ),
    users: await n('users'),
    progress: await n('course_progress'),
    uploads: await n('uploads'),
    certificates: await n('certificates'),
    tokens: await count(
      h.db
        .selectFrom('access_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', 'in', userIds)
        .executeTakeFirstOrThrow(),
    ),
    attempts: await count(
      h.db
        .selectFrom('quiz_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', 'in', userIds)
        .executeTakeFirstOrThrow(),
    ),
  };
}

describe('POST /employee/delete-employer-completely/{id}', () => {
  it('removes the company, its people, progress, tokens, uploads and mails; the audit log keeps who and when', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null });
    await progressRow(h, c.owner, 'malware');
    await progressRow(h, c.employee, 'byod', false);
    await progressRow(h, other.employee, 'malware');
    await h.db.updateTable('companies').set({ employee_count: 60 }).where('id', '=', c.companyId).execute();
    const body = new FormData();
    body.append('file', new File([utf8(csv([HEADER_DE, ...people(3)]))], 'liste.csv'));
    expect((await rawApp(h)('/api/pdf/upload-file', { method: 'POST', body, token: c.owner.token })).status).toBe(200);
    await h.post('/api/employee/login', { email: c.manager.email, password: 'falsches Passwort hier' });
    await h.post('/api/employee/reset', { email: c.employee.email });
    await answeredWorkDone();
    const ids = [c.owner.id, c.manager.id, c.employee.id, invited.id];
    const before = await rowsOf(c.companyId, ids);
    expect(before).toMatchObject({ companies: 1, users: 4, progress: 2, uploads: 1 });
    expect(before.tokens).toBeGreaterThan(0);
    const otherBefore = await rowsOf(other.companyId, [other.owner.id, other.manager.id, other.employee.id]);

    const response = await remove(c.owner.id, { confirmation: 'DELETE' }, admin.token);
    expect(response).toMatchObject({
      status: 200,
      body: { success: true, companyId: c.companyId, people: 4, progress: 2, uploads: 1 },
    });
    expect(await rowsOf(c.companyId, ids)).toEqual({
      companies: 0,
      users: 0,
      progress: 0,
      uploads: 0,
      certificates: 0,
      tokens: 0,
      attempts: 0,
    });
    // Nothing of another company goes.
    expect(await rowsOf(other.companyId, [other.owner.id, other.manager.id, other.employee.id])).toEqual(otherBefore);
    // No mail or throttle counter names them any more.
    const emails = [c.owner.email, c.manager.email, c.employee.email, invited.email];
    expect(await h.db.selectFrom('mail_outbox').select('id').where('recipient', 'in', emails).execute()).toEqual([]);
    const counters = await h.db.selectFrom('throttle_counters').select('key').execute();
    expect(counters.filter((row) => emails.some((email) => row.key.includes(email)))).toEqual([]);

    // Old tokens do not work, nobody can sign in.
    for (const person of [c.owner, c.manager, c.employee]) {
      expect((await h.get(`/api/employee/${person.id}`, { token: person.token })).status).toBe(401);
      const signIn = await h.post('/api/employee/login', { email: person.email, password: PASSWORD });
      expect(signIn.status).toBe(401);
    }

    const deleted = (await auditOf(h, 'employer.deleted')).at(-1)!;
    expect(deleted).toMatchObject({
      actor_id: admin.id,
      actor_role: 'admin',
      target_user_id: c.owner.id,
      target_company_id: c.companyId,
      details: { people: 4, progress: 2, uploads: 1 },
    });
    const entries = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_company_id', '=', c.companyId)
      .where('actor_role', 'is distinct from', 'admin')
      .execute();
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.every((entry) => entry.client_address === null)).toBe(true);
    const text = JSON.stringify(await h.db.selectFrom('audit_log').selectAll().execute());
    for (const email of emails) expect(text).not.toContain(email);

    const log = await h.get<{ entries: Array<{ action: string; actor: unknown; target: unknown }> }>(
      `/api/audit-log?companyId=${c.companyId}`,
      { token: admin.token },
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'employer.deleted',
      actor: { id: admin.id, role: 'admin', name: 'Ada Muster' },
      target: { id: c.owner.id, role: null, name: null },
    });
  });

  it('deletes nothing without the typed DELETE, for someone who is no employer, or twice', async () => {
    const c = await companyWithPeople(h);
    for (const body of [undefined, {}, { confirmation: 'delete' }, { confirmation: 'DELETE ' }, 'DELETE']) {
      const response = await expectRefused(
        h,
        () => remove(c.owner.id, body, admin.token),
        400,
        'CONFIRMATION_REQUIRED',
      );
      expect(response.body.error.message).toBe('Please confirm with "DELETE".');
    }
    await expectRefused(h, () => remove(c.manager.id, { confirmation: 'DELETE' }, admin.token), 404, 'NOT_FOUND');
    await expectRefused(h, () => remove(admin.id, { confirmation: 'DELETE' }, admin.token), 404, 'NOT_FOUND');
    expect((await remove(c.owner.id, { confirmation: 'DELETE' }, admin.token)).status).toBe(200);
    await expectRefused(h, () => remove(c.owner.id, { confirmation: 'DELETE' }, admin.token), 404, 'NOT_FOUND');
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) => remove(c.owner.id, { confirmation: 'DELETE' }, token));
  });
});
