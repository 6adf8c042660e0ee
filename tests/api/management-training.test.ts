import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateVerification } from '../../src/shared/api/certificates.ts';
import type { ManagementOverview, MyManagementTraining } from '../../src/shared/api/management.ts';
import type { CompanyProgress, CourseProgress } from '../../src/shared/api/progress.ts';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused } from '../support/companies.ts';
import { createPerson, signIn, type Person } from '../support/factories.ts';
import { germanDate as berlin } from '../support/german-date.ts';
import { passCourse } from '../support/learning.ts';
import { pdfPages, rawApp } from './files-support.ts';

const h = fileHarness({ BRAND_NAME: 'Rheinland Versicherung' });
const request = rawApp(h);
const catalog = loadCourseCatalog();
const TRACK = 'nis2-management' as const;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const overview = async (owner: Person, lang = 'de') => {
  const response = await h.get<ManagementOverview>('/api/management', { token: owner.token, lang });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const name = (owner: Person, userIds: number[]) =>
  h.request<ManagementOverview>('PUT', '/api/management/members', { body: { userIds }, token: owner.token });
const mine = async (person: Person, lang = 'de') => {
  const response = await h.get<MyManagementTraining>('/api/management/mine', { token: person.token, lang });
  expect(response.status).toBe(200);
  return response.body;
};
const begin = (person: Person) =>
  h.post<CourseProgress>('/api/progress/create-progress', { trainingSlug: TRACK }, { token: person.token });

/** Takes the training as a learner does: begins it, reads for `minutes`, finishes the module and passes the check. */
async function takeTraining(person: Person, minutes: number) {
  expect((await begin(person)).status).toBe(200);
  const slides = catalog.facts(TRACK).slideCount;
  for (let step = 1; step <= minutes / 5; step += 1) {
    h.clock.advance(5 * MINUTE_MS);
    const saved = await h.post(
      '/api/progress/save-progress',
      {
        opId: crypto.randomUUID(),
        trainingSlug: TRACK,
        slide: Math.min(slides - 1, step),
        secondsSpent: 5 * 60,
      },
      { token: person.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  await passCourse(h, person.token, TRACK);
}

async function certificateOf(person: Person, token: string, lang = 'de') {
  const response = await request(`/api/certificates/management/${person.id}?lang=${lang}`, { token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pages = await pdfPages(bytes);
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  const code = text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  expect(code).toBeDefined();
  return { response, text, code: code! };
}

const verify = async (code: string, lang = 'de') => {
  const response = await h.get(`/api/certificates/verify/${code}`, { lang });
  expect(response.status).toBe(200);
  return v.parse(CertificateVerification, response.body);
};

describe('naming the management (issue 43, point 1)', () => {
  it('the employer names people of the company; the list, its training and the audit follow', async () => {
    const c = await companyWithPeople(h, { companyName: 'Berger Haustechnik GmbH' });
    expect((await overview(c.owner)).members).toEqual([]);

    const named = await name(c.owner, [c.owner.id, c.manager.id]);
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.members.map((m) => [m.userId, m.role, m.status, m.passedAt])).toEqual(
      expect.arrayContaining([
        [c.owner.id, 'employer', 'notStarted', null],
        [c.manager.id, 'manager', 'notStarted', null],
      ]),
    );
    expect(named.body.members).toHaveLength(2);
    expect(named.body.validityMonths).toBe(12);
    expect(named.body.training.title).toBe(catalog.get(TRACK, 'de').title);
    expect(named.body.training.modules.flatMap((m) => m.areas)).toEqual(
      expect.arrayContaining(['risks', 'practices', 'services']),
    );
    const english = await overview(c.owner, 'en');
    expect(english.training.title).toBe(catalog.get(TRACK, 'en').title);

    const audited = await h.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'management.members_changed')
      .where('target_company_id', '=', c.companyId)
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toEqual({ added: [c.owner.id, c.manager.id], removed: [] });

    // Replacing the list: the manager is left out, the employee comes in; the employer keeps the moment named.
    const first = named.body.members.find((m) => m.userId === c.owner.id)!.namedAt;
    h.clock.advance(60 * MINUTE_MS);
    const changed = await name(c.owner, [c.owner.id, c.employee.id]);
    expect(changed.body.members.map((m) => m.userId).sort()).toEqual([c.owner.id, c.employee.id].sort());
    expect(changed.body.members.find((m) => m.userId === c.owner.id)!.namedAt).toBe(first);
  });

  it('refuses a person of another company, a repeated id and too many, changing nothing', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    await name(c.owner, [c.owner.id]);
    const stranger = await expectRefused(
      h,
      () =>
        h.request('PUT', '/api/management/members', {
          body: { userIds: [c.owner.id, other.employee.id] },
          token: c.owner.token,
        }),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(stranger.body)).toContain('userIds.1');
    await expectRefused(
      h,
      () =>
        h.request('PUT', '/api/management/members', {
          body: { userIds: [c.owner.id, c.owner.id] },
          token: c.owner.token,
        }),
      400,
      'VALIDATION_FAILED',
    );
    const many = Array.from({ length: 21 }, (_, index) => index + 1);
    await expectRefused(
      h,
      () => h.request('PUT', '/api/management/members', { body: { userIds: many }, token: c.owner.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await overview(c.owner)).members.map((m) => m.userId)).toEqual([c.owner.id]);
  });

  it('is the employer’s alone: managers and employees get 403, and only the named see the training', async () => {
    const c = await companyWithPeople(h);
    await name(c.owner, [c.manager.id]);
    await expectRefused(h, () => h.get('/api/management', { token: c.manager.token }), 403, 'ACCESS_DENIED');
    await expectRefused(
      h,
      () => h.request('PUT', '/api/management/members', { body: { userIds: [c.employee.id] }, token: c.manager.token }),
      403,
      'ACCESS_DENIED',
    );
    expect(await mine(c.manager)).toMatchObject({ named: true, training: { slug: TRACK } });
    expect(await mine(c.employee)).toEqual({ named: false, training: null });

    // Who is not named cannot begin it, nor draw its questions.
    const refused = await expectRefused(h, () => begin(c.employee), 403, 'TRAINING_NOT_ASSIGNED');
    expect(refused.body.error.message).toBe('Dieser Kurs ist Ihnen nicht zugewiesen.');
    await expectRefused(
      h,
      () => h.post('/api/progress/draw-quiz', { trainingSlug: TRACK }, { token: c.employee.token }),
      403,
      'TRAINING_NOT_ASSIGNED',
    );
  });
});

describe('taking the management training and its proof (issue 43, point 1)', () => {
  it('a named person takes it like a course; the employer sees it passed, the company’s course figures do not', async () => {
    h.clock.now = new Date('2026-12-01T09:00:00Z');
    const c = await companyWithPeople(h, { companyName: 'Berger Haustechnik GmbH' });
    await name(c.owner, [c.manager.id]);
    const material = await h.get<{ slug: string; modules: unknown[]; slides: unknown[] }>(
      `/api/trainings/get-training/${TRACK}?lang=de`,
      { token: c.manager.token },
    );
    expect(material.status).toBe(200);
    expect(material.body.modules).toHaveLength(catalog.get(TRACK, 'de').modules.length);
    expect(material.body.slides).toHaveLength(catalog.facts(TRACK).slideCount);

    await takeTraining(c.manager, 60);
    const passedAt = h.clock.now;
    const member = (await overview(c.owner)).members.find((m) => m.userId === c.manager.id)!;
    expect(member.status).toBe('passed');
    expect(member.passedAt).toBe(passedAt.toISOString());
    expect(member.validUntil).toBe(validUntil(passedAt, 12).toISOString());

    const company = await h.get<CompanyProgress>('/api/progress/get-company-progress', { token: c.owner.token });
    expect(company.status).toBe(200);
    const row = company.body.find((p) => p.userId === c.manager.id)!;
    expect(row.courses.map((course) => course.trainingSlug)).not.toContain(TRACK);
    expect(row.startedCount).toBe(0);

    // The track's progress record is the person's and the employer's, not a colleague manager's.
    const progressId = (
      await h.get<CourseProgress[]>('/api/progress/get-progress', { token: c.manager.token })
    ).body.find((p) => p.trainingSlug === TRACK)!.id;
    const colleague = await createPerson(h, 'manager', c.companyId);
    expect((await h.get(`/api/progress/get-single-progress/${progressId}`, { token: colleague.token })).status).toBe(
      404,
    );
    expect((await h.get(`/api/progress/get-single-progress/${progressId}`, { token: c.owner.token })).status).toBe(200);
  });

  it('issues “Nachweis der Geschäftsleitungsschulung” with date, learning time, content areas and next due date, verifiable', async () => {
    h.clock.now = new Date('2026-12-01T09:00:00Z');
    const c = await companyWithPeople(h, { companyName: 'Berger Haustechnik GmbH' });
    await h.db
      .updateTable('users')
      .set({ firstname: 'Jürgen', lastname: 'Groß' })
      .where('id', '=', c.manager.id)
      .execute();
    await name(c.owner, [c.manager.id]);
    await expectRefused(
      h,
      () => h.get(`/api/certificates/management/${c.manager.id}`, { token: c.manager.token }),
      409,
      'MANAGEMENT_TRAINING_NOT_PASSED',
    );
    await takeTraining(c.manager, 60);
    const passedAt = h.clock.now;

    const { text, code, response } = await certificateOf(c.manager, c.manager.token);
    expect(response.headers.get('content-disposition')).toContain(
      'Nachweis%20Gesch%C3%A4ftsleitungsschulung%20J%C3%BCrgen%20Gro%C3%9F.pdf',
    );
    expect(text).toContain('NACHWEIS DER GESCHÄFTSLEITUNGSSCHULUNG');
    expect(text).toContain('§ 38 Abs. 3 BSIG');
    expect(text).toContain('Jürgen Groß');
    expect(text).toContain('Berger Haustechnik GmbH');
    expect(text).toContain(`Abschlusstest bestanden am ${berlin(passedAt)}`);
    expect(text).toContain('Lernzeit: 60 Minuten');
    for (const area of [
      'Risiken erkennen und bewerten',
      'Risikomanagementpraktiken',
      'Auswirkungen von Risiken auf die Dienste des Unternehmens',
    ]) {
      expect(text).toContain(area);
    }
    for (const module of catalog.get(TRACK, 'de').modules) expect(text).toContain(module.title);
    expect(text).toContain(`Nächste Schulung fällig bis ${berlin(validUntil(passedAt, 12))}`);

    const checked = await verify(code);
    expect(checked).toMatchObject({
      valid: true,
      kind: 'management',
      holderName: 'Jürgen Groß',
      companyName: 'Berger Haustechnik GmbH',
      passedAt: passedAt.toISOString(),
      minutes: 60,
      areas: ['risks', 'practices', 'services'],
      validUntil: validUntil(passedAt, 12).toISOString(),
      lapsed: false,
    });

    // The employer may have it; a manager colleague not; another company cannot even see it exists.
    await certificateOf(c.manager, c.owner.token, 'en').then(({ text: english }) => {
      expect(english).toContain('PROOF OF MANAGEMENT TRAINING');
      expect(english).toContain('Learning time: 60 minutes');
    });
    const colleague = await createPerson(h, 'manager', c.companyId);
    expect((await h.get(`/api/certificates/management/${c.manager.id}`, { token: colleague.token })).status).toBe(403);
    const other = await companyWithPeople(h);
    expect((await h.get(`/api/certificates/management/${c.manager.id}`, { token: other.owner.token })).status).toBe(
      404,
    );

    // A company reset clears the courses' results, not the record of the management training.
    const reset = await h.post(
      '/api/progress/reset-company-progress',
      { companyId: c.companyId },
      { token: c.owner.token },
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await verify(code)).valid).toBe(true);
    expect((await overview(c.owner)).members[0]!.status).toBe('passed');

    // A year on, the pass has lapsed: the proof is genuine but lapsed, and the training is due again.
    h.clock.now = new Date(validUntil(passedAt, 12).getTime() + DAY_MS);
    for (const person of [c.owner, c.manager]) person.token = await signIn(h, person.email, person.password);
    expect(await verify(code)).toMatchObject({ valid: true, lapsed: true });
    expect((await overview(c.owner)).members[0]).toMatchObject({ status: 'notStarted', passedAt: null });
    await expectRefused(
      h,
      () => h.get(`/api/certificates/management/${c.manager.id}`, { token: c.manager.token }),
      409,
      'MANAGEMENT_TRAINING_NOT_PASSED',
    );
  });

  it('someone no longer named keeps their proof but cannot begin anew', async () => {
    h.clock.now = new Date('2026-12-01T09:00:00Z');
    const c = await companyWithPeople(h);
    await name(c.owner, [c.owner.id, c.manager.id]);
    await takeTraining(c.manager, 10);
    const { code } = await certificateOf(c.manager, c.manager.token);
    await name(c.owner, [c.owner.id]);
    expect(await mine(c.manager)).toEqual({ named: false, training: null });
    expect((await verify(code)).valid).toBe(true);
    const refused = await h.get(`/api/certificates/management/${c.manager.id}`, { token: c.manager.token, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: {
        code: 'MANAGEMENT_TRAINING_NOT_PASSED',
        message:
          'The proof is available once the person is named as management and has passed the current round of the management training.',
      },
    });
  });
});
