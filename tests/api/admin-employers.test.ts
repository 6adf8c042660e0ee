import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmployeeCountResponse } from '../../src/shared/api/admin-filter.ts';
import { AdminEmployeeList } from '../../src/shared/api/admin-employees.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, legacyCompany, progressRow, type TestCompany } from '../support/companies.ts';
import { createPerson } from '../support/factories.ts';
import { passCourse } from '../support/learning.ts';
import { CompanyTrainingStatus } from '../../src/shared/api/admin-employees.ts';
import { fileAdmin, adminState, countUrl, expectAdminsOnly, listUrl } from './admin-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  a = await companyWithPeople(h, { companyName: 'Alpha GmbH' });
  b = await companyWithPeople(h, { companyName: 'Beta KG' });
  await h.db
    .updateTable('companies')
    .set({ insurance_number: 'AS-4711081542' })
    .where('id', '=', a.companyId)
    .execute();
});

type Row = v.InferOutput<typeof AdminEmployeeList>[number];
const list = async (filter: unknown) => {
  const response = await h.get<Row[]>(listUrl(filter), { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(AdminEmployeeList, response.body);
};

describe('GET /employee/count and GET /employee (admins only)', () => {
  it('counts employers and lists them with their companies, in pages by id', async () => {
    const count = await h.get(countUrl({ role: 'employer' }), { token: admin.token });
    expect(count.status).toBe(200);
    const total = v.parse(EmployeeCountResponse, count.body).count;
    expect(total).toBeGreaterThanOrEqual(2);

    const rows = await list({ where: { role: 'employer' }, include: 'ownsOneCompany', limit: 1000, skip: 0 });
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.role === 'employer')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((x, y) => x - y));
    const alpha = rows.find((row) => row.id === a.owner.id)!;
    expect(alpha).toMatchObject({
      email: a.owner.email,
      companyId: a.companyId,
      locked: false,
      ownsOneCompany: { id: a.companyId, companyName: 'Alpha GmbH', insuranceNumber: 'AS-4711081542', blocked: false },
    });
    expect(alpha).not.toHaveProperty('password');
    expect(JSON.stringify(rows)).not.toMatch(/password|hash/i);

    // Chunks: limit and skip page through the same order without overlap.
    const first = await list({ where: { role: 'employer' }, include: ['ownsOneCompany'], limit: 1, skip: 0 });
    const second = await list({
      where: { role: 'employer' },
      include: { relation: 'ownsOneCompany' },
      limit: 1,
      skip: 1,
    });
    expect([first[0]!.id, second[0]!.id]).toEqual([rows[0]!.id, rows[1]!.id]);
    // Without include there is no company.
    expect((await list({ where: { role: 'employer' }, limit: 1 }))[0]).not.toHaveProperty('ownsOneCompany');
  });

  it('says whether each employer accepted the agreement and when the company certificate was last issued', async () => {
    const legacy = await legacyCompany(h);
    const before = await list({ where: { role: 'employer' }, include: 'ownsOneCompany', limit: 1000 });
    const row = (id: number) => before.find((one) => one.id === id)!;
    expect(row(legacy.owner.id).orderProcessingAccepted).toBe(false);
    expect(row(a.owner.id).orderProcessingAccepted).toBe(true);
    expect(row(a.owner.id).ownsOneCompany?.companyCertificateIssuedAt).toBeNull();

    // An interim status (nobody of A has a course yet) is no certificate (decision 104).
    expect((await h.get('/api/certificates/company?lang=de', { token: a.owner.token })).status).toBe(200);
    const interim = await list({ where: { role: 'employer' }, include: 'ownsOneCompany', limit: 1000 });
    expect(interim.find((one) => one.id === a.owner.id)!.ownsOneCompany?.companyCertificateIssuedAt).toBeNull();

    await h.db.insertInto('training_assignments').values({ user_id: a.owner.id, training_slug: 'malware' }).execute();
    await progressRow(h, a.owner, 'malware');
    const download = await h.get('/api/certificates/company?lang=de', { token: a.owner.token });
    expect(download.status).toBe(200);
    const after = await list({ where: { role: 'employer' }, include: 'ownsOneCompany', limit: 1000 });
    const issuedAt = after.find((one) => one.id === a.owner.id)!.ownsOneCompany?.companyCertificateIssuedAt;
    expect(Math.abs(Date.parse(issuedAt ?? '') - h.clock.now.getTime())).toBeLessThan(1000);
    expect(after.find((one) => one.id === b.owner.id)!.ownsOneCompany?.companyCertificateIssuedAt).toBeNull();
  });

  it('gives each customer’s training status: fully trained of those with courses, last certificate, last activity', async () => {
    const c = await companyWithPeople(h, { companyName: 'Gamma OHG' });
    const url = `/api/admin/companies/${c.companyId}/training-status`;
    const status = async () => {
      const response = await h.get(url, { token: admin.token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return v.parse(CompanyTrainingStatus, response.body);
    };
    expect(await status()).toEqual({
      companyId: c.companyId,
      learners: 0,
      fullyTrained: 0,
      fullyTrainedPercent: null,
      companyCertificateIssuedAt: null,
      lastActivityAt: null,
    });

    for (const person of [c.manager, c.employee, c.owner]) {
      const assigned = await h.post(
        '/api/trainings/assign',
        { trainingSlug: 'malware', ownerId: person.id },
        { token: c.owner.token },
      );
      expect(assigned.status).toBe(200);
    }
    h.clock.advance(60_000);
    await passCourse(h, c.employee.token, 'malware');
    const learned = await status();
    expect(learned).toMatchObject({ learners: 3, fullyTrained: 1, fullyTrainedPercent: 33 });
    expect(Date.parse(learned.lastActivityAt ?? '')).toBe(h.clock.now.getTime());

    // The list of customers carries the same figures, for its CSV.
    const rows = await list({ where: { role: 'employer' }, include: 'ownsOneCompany', limit: 1000 });
    expect(rows.find((row) => row.id === c.owner.id)?.ownsOneCompany).toMatchObject({
      learners: 3,
      fullyTrained: 1,
      lastActivityAt: learned.lastActivityAt,
    });
    expect(rows.find((row) => row.id === b.owner.id)?.ownsOneCompany).toMatchObject({
      learners: 0,
      fullyTrained: 0,
      lastActivityAt: null,
    });

    const missing = await h.get('/api/admin/companies/999999/training-status', { token: admin.token });
    expect(missing.status).toBe(404);
    await expectAdminsOnly(h, c, (token) => h.get(url, token ? { token } : {}));
  });

  it('lists a company’s managers and employees, and never admins', async () => {
    const rows = await list({ where: { companyId: a.companyId, role: { inq: ['manager', 'employee'] } } });
    expect(rows.map((row) => row.id).sort()).toEqual([a.manager.id, a.employee.id].sort());
    const everyone = await list({ where: {}, limit: 1000 });
    expect(everyone.some((row) => row.id === admin.id)).toBe(false);
    expect(everyone.some((row) => row.id === b.employee.id)).toBe(true);
    const count = await h.get<{ count: number }>(countUrl({ companyId: a.companyId }), { token: admin.token });
    expect(count.body.count).toBe(3);
  });

  it('gives each person’s salutation, so the back office names roles in the person’s form', async () => {
    await h.db.updateTable('users').set({ salutation: 'Frau' }).where('id', '=', a.manager.id).execute();
    await h.db.updateTable('users').set({ salutation: null }).where('id', '=', a.employee.id).execute();
    const rows = await list({ where: { companyId: a.companyId } });
    expect(rows.find((row) => row.id === a.manager.id)!.salutation).toBe('Frau');
    expect(rows.find((row) => row.id === a.employee.id)!.salutation).toBeNull();
  });

  it('filters by id ranges, state and order', async () => {
    await h.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', b.owner.id).execute();
    expect((await list({ where: { role: 'employer', locked: true } })).map((row) => row.id)).toEqual([b.owner.id]);
    const after = await list({ where: { role: 'employer', id: { gt: a.owner.id } } });
    expect(after.every((row) => row.id > a.owner.id)).toBe(true);
    expect(after.some((row) => row.id === b.owner.id)).toBe(true);
    const inactive = await createPerson(h, 'employee', a.companyId, { password: null });
    expect((await list({ where: { companyId: a.companyId, active: false } })).map((row) => row.id)).toEqual([
      inactive.id,
    ]);
    const byName = await list({ where: { companyId: a.companyId }, order: ['lastname DESC', 'email ASC'] });
    expect(byName).toHaveLength(4);
    await h.db.updateTable('users').set({ locked_at: null }).where('id', '=', b.owner.id).execute();
  });

  it.each([
    ['not JSON', '{role: employer}'],
    ['an unknown field', JSON.stringify({ where: { password_hash: 'x' } })],
    ['a column name as field', JSON.stringify({ where: { 'users.role': 'employer' } })],
    ['an unknown operator', JSON.stringify({ where: { role: { like: '%' } } })],
    ['an SQL fragment in order', JSON.stringify({ order: 'id; drop table users' })],
    ['an order by an unknown field', JSON.stringify({ order: 'password_hash ASC' })],
    ['admins', JSON.stringify({ where: { role: 'admin' } })],
    ['an unknown relation', JSON.stringify({ include: 'accessTokens' })],
    ['a relation scope', JSON.stringify({ include: { relation: 'ownsOneCompany', scope: { where: {} } } })],
    ['a limit over 1000', JSON.stringify({ limit: 1001 })],
    ['a limit of 0', JSON.stringify({ limit: 0 })],
    ['a negative skip', JSON.stringify({ skip: -1 })],
    ['a skip beyond the bound', JSON.stringify({ skip: 10_000_000 })],
    ['a number as text', JSON.stringify({ limit: '10' })],
    ['fields', JSON.stringify({ fields: { email: true } })],
    ['a prototype key', '{"where":{"__proto__":{"role":"admin"}}}'],
    ['an inq of 1001 ids', JSON.stringify({ where: { id: { inq: Array.from({ length: 1001 }, (_, i) => i + 1) } } })],
    ['an empty operator object', JSON.stringify({ where: { id: {} } })],
    ['a filter over 2000 characters', JSON.stringify({ where: { role: 'employer' }, pad: 'x'.repeat(2000) })],
  ])('refuses %s with 400 and changes nothing', async (_, filter) => {
    const before = await adminState(h);
    const response = await h.get<{ error: { code: string; details: Array<{ path: string }> } }>(
      `/api/employee?filter=${encodeURIComponent(filter)}`,
      { token: admin.token, lang: 'en' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.details[0]?.path).toMatch(/^filter/);
    expect(await adminState(h)).toEqual(before);
  });

  it('refuses a bad where of the count, a repeated parameter and unknown parameters', async () => {
    for (const url of [
      `/api/employee/count?where=${encodeURIComponent('{"role":{"regexp":".*"}}')}`,
      `/api/employee/count?where=x`,
      `/api/employee?filter={}&filter={}`,
      `/api/employee?where={}`,
      `/api/employee?filter[where][role]=employer`,
    ]) {
      const response = await h.get<{ error: { code: string } }>(url, { token: admin.token });
      expect(response.status, url).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers only admins', async () => {
    await expectAdminsOnly(h, a, (token) => h.get(listUrl({ where: { role: 'employer' } }), token ? { token } : {}));
    await expectAdminsOnly(h, a, (token) => h.get(countUrl({ role: 'employer' }), token ? { token } : {}));
  });
});
