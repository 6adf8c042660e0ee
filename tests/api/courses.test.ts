import { describe, expect, it } from 'vitest';
import { COURSE_SLUGS } from '../../src/shared/courses.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, legacyCompany } from '../support/companies.ts';
import { createPerson } from '../support/factories.ts';

const h = fileHarness();

type Course = { slug: string; title: string; employees: number[]; active: boolean; section: string; titleKey: string };

describe('GET /trainings', () => {
  it('lists the 12 courses in order, titled in the request language', async () => {
    const { owner } = await companyWithPeople(h);
    const de = await h.get<Course[]>('/api/trainings', { token: owner.token });
    expect(de.status).toBe(200);
    expect(de.body.map((c) => c.slug)).toEqual([...COURSE_SLUGS]);
    expect(de.body[0]).toMatchObject({ section: 'cyber security', titleKey: 'courses.social-engineering.title' });
    const en = await h.get<Course[]>('/api/trainings', { token: owner.token, lang: 'en' });
    expect(en.body[0]!.title).not.toBe(de.body[0]!.title);
    expect(en.body.every((c) => c.title.length > 3)).toBe(true);
  });

  it('tells the company who has each course, and the person whether they have it', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    await h.post(
      '/api/trainings/assign',
      { trainingSlug: 'malware', ownerId: a.employee.id },
      { token: a.owner.token },
    );
    await h.post(
      '/api/trainings/assign',
      { trainingSlug: 'malware', ownerId: b.employee.id },
      { token: b.owner.token },
    );
    await h.post('/api/trainings/assign', { trainingSlug: 'byod', ownerId: a.owner.id }, { token: a.owner.token });

    const forOwner = await h.get<Course[]>('/api/trainings', { token: a.owner.token });
    const malware = forOwner.body.find((c) => c.slug === 'malware')!;
    expect(malware).toMatchObject({ employees: [a.employee.id], active: false });
    expect(forOwner.body.find((c) => c.slug === 'byod')).toMatchObject({ employees: [a.owner.id], active: true });

    const forEmployee = await h.get<Course[]>('/api/trainings', { token: a.employee.token });
    expect(forEmployee.body.find((c) => c.slug === 'malware')).toMatchObject({
      employees: [a.employee.id],
      active: true,
    });
    // An employee sees only their own assignments, never colleagues'.
    expect(forEmployee.body.find((c) => c.slug === 'byod')).toMatchObject({ employees: [], active: false });
  });

  it('needs a session, and a blocked company gets ACTIONS_BLOCKED', async () => {
    expect((await h.get('/api/trainings')).status).toBe(401);
    const legacy = await legacyCompany(h);
    const blocked = await h.get('/api/trainings', { token: legacy.employee.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ error: { code: 'ACTIONS_BLOCKED' } });
    const admin = await createPerson(h, 'admin', null);
    expect((await h.get<Course[]>('/api/trainings', { token: admin.token })).body).toHaveLength(12);
  });
});
