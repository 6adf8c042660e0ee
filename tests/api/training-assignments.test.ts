import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrainingChangeResponse } from '../../src/shared/api/assignments.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, databaseState, expectRefused, progressRow } from '../support/companies.ts';
import { createPerson } from '../support/factories.ts';

const h = fileHarness();

async function coursesOf(userId: number): Promise<string[]> {
  const rows = await h.db
    .selectFrom('training_assignments')
    .select('training_slug')
    .where('user_id', '=', userId)
    .orderBy('training_slug')
    .execute();
  return rows.map((row) => row.training_slug);
}

const call = (path: string, body: unknown, token?: string, lang?: string) =>
  h.post(`/api/trainings/${path}`, body, { ...(token ? { token } : {}), ...(lang ? { lang } : {}) });

describe('POST /trainings/assign and /trainings/revoke', () => {
  it('assigns and revokes one course of one learner, idempotently, and the learner sees it', async () => {
    const c = await companyWithPeople(h);
    const body = { trainingSlug: 'malware', ownerId: c.employee.id };
    const first = await call('assign', body, c.owner.token);
    expect(first.status).toBe(200);
    expect(v.parse(TrainingChangeResponse, first.body)).toEqual({ success: true, changed: 1 });

    const before = await databaseState(h);
    expect((await call('assign', body, c.manager.token)).body).toEqual({ success: true, changed: 0 });
    expect(await databaseState(h)).toEqual(before);

    expect((await h.get(`/api/employee/${c.employee.id}`, { token: c.employee.token })).body).toMatchObject({
      assignedCourseList: ['malware'],
    });
    expect((await call('revoke', body, c.manager.token)).body).toEqual({ success: true, changed: 1 });
    expect((await call('revoke', body, c.owner.token)).body).toEqual({ success: true, changed: 0 });
    expect(await coursesOf(c.employee.id)).toEqual([]);
  });

  it('assigns courses to the employer and to managers too (docs/product.md R13)', async () => {
    const c = await companyWithPeople(h);
    expect((await call('assign', { trainingSlug: 'byod', ownerId: c.owner.id }, c.manager.token)).status).toBe(200);
    expect((await call('assign', { trainingSlug: 'byod', ownerId: c.manager.id }, c.manager.token)).status).toBe(200);
    expect(await coursesOf(c.owner.id)).toEqual(['byod']);
    expect(await coursesOf(c.manager.id)).toEqual(['byod']);
  });

  it('keeps the learner’s progress when a course is revoked', async () => {
    const c = await companyWithPeople(h);
    await call('assign', { trainingSlug: 'malware', ownerId: c.employee.id }, c.owner.token);
    await progressRow(h, c.employee, 'malware');
    await call('revoke', { trainingSlug: 'malware', ownerId: c.employee.id }, c.owner.token);
    const progress = await h.db
      .selectFrom('course_progress')
      .select('archived_at')
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(progress).toEqual([{ archived_at: null }]);
  });

  it.each([
    ['an unknown course', { trainingSlug: 'cooking' }, 'trainingSlug'],
    ['no course', { trainingSlug: undefined }, 'trainingSlug'],
    ['no learner', { ownerId: undefined }, 'ownerId'],
    ['a learner id as text', { ownerId: '5' }, 'ownerId'],
    ['a fractional learner id', { ownerId: 1.5 }, 'ownerId'],
    ['an unknown field', { companyId: 1 }, 'companyId'],
  ])('refuses %s in the request’s language and changes nothing', async (_, fields, field) => {
    const c = await companyWithPeople(h);
    const body = { trainingSlug: 'malware', ownerId: c.employee.id, ...fields };
    for (const path of ['assign', 'revoke']) {
      const en = await expectRefused(h, () => call(path, body, c.owner.token, 'en'), 400, 'VALIDATION_FAILED');
      expect(en.body.error.message).toBe(`Please check your input: ${field}.`);
      const de = await expectRefused(h, () => call(path, body, c.manager.token, 'de'), 400, 'VALIDATION_FAILED');
      expect(de.body.error.message).toBe(`Bitte prüfen Sie Ihre Eingaben: ${field}.`);
    }
  });

  it('is for the employer and managers of the learner’s company only', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    await h.db.insertInto('training_assignments').values({ user_id: a.employee.id, training_slug: 'byod' }).execute();
    for (const path of ['assign', 'revoke']) {
      const body = { trainingSlug: 'byod', ownerId: a.employee.id };
      await expectRefused(h, () => call(path, body, b.owner.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, body, b.manager.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, body, a.employee.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, body, admin.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, body), 401, 'AUTHORIZATION_REQUIRED');
      const nobody = { trainingSlug: 'byod', ownerId: 99999999 };
      await expectRefused(h, () => call(path, nobody, a.owner.token), 403, 'ACCESS_DENIED');
      const adminAsLearner = { trainingSlug: 'byod', ownerId: admin.id };
      await expectRefused(h, () => call(path, adminAsLearner, a.owner.token), 403, 'ACCESS_DENIED');
    }
  });
});

describe('POST /trainings/assign-to-all and /trainings/revoke-for-all', () => {
  it('changes everyone of the caller’s company, employer included, and answers how many changed', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', a.companyId, { password: null, isFirstLogin: true });
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: a.employee.id, training_slug: 'malware' })
      .execute();
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: b.employee.id, training_slug: 'malware' })
      .execute();

    const assigned = await call('assign-to-all', { trainingSlug: 'malware' }, a.manager.token);
    expect(v.parse(TrainingChangeResponse, assigned.body)).toEqual({ success: true, changed: 3 });
    for (const person of [a.owner, a.manager, a.employee, invited])
      expect(await coursesOf(person.id)).toEqual(['malware']);
    expect(await coursesOf(b.owner.id)).toEqual([]);

    const before = await databaseState(h);
    expect((await call('assign-to-all', { trainingSlug: 'malware' }, a.owner.token)).body).toEqual({
      success: true,
      changed: 0,
    });
    expect(await databaseState(h)).toEqual(before);

    const revoked = await call('revoke-for-all', { trainingSlug: 'malware' }, a.owner.token);
    expect(revoked.body).toEqual({ success: true, changed: 4 });
    expect((await call('revoke-for-all', { trainingSlug: 'malware' }, a.owner.token)).body).toEqual({
      success: true,
      changed: 0,
    });
    for (const person of [a.owner, a.manager, a.employee, invited]) expect(await coursesOf(person.id)).toEqual([]);
    expect(await coursesOf(b.employee.id)).toEqual(['malware']);
  });

  it.each([
    ['an unknown course', { trainingSlug: 'cooking' }, 'trainingSlug'],
    ['no course', {}, 'trainingSlug'],
    ['a learner', { trainingSlug: 'malware', ownerId: 1 }, 'ownerId'],
  ])('refuses %s in the request’s language and changes nothing', async (_, body, field) => {
    const c = await companyWithPeople(h);
    for (const path of ['assign-to-all', 'revoke-for-all']) {
      const en = await expectRefused(h, () => call(path, body, c.owner.token, 'en'), 400, 'VALIDATION_FAILED');
      expect(en.body.error.message).toBe(`Please check your input: ${field}.`);
      const de = await expectRefused(h, () => call(path, body, c.owner.token, 'de'), 400, 'VALIDATION_FAILED');
      expect(de.body.error.message).toBe(`Bitte prüfen Sie Ihre Eingaben: ${field}.`);
    }
  });

  it('is for employers and managers only', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    for (const path of ['assign-to-all', 'revoke-for-all']) {
      await expectRefused(h, () => call(path, { trainingSlug: 'byod' }, c.employee.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, { trainingSlug: 'byod' }, admin.token), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => call(path, { trainingSlug: 'byod' }), 401, 'AUTHORIZATION_REQUIRED');
    }
  });
});
