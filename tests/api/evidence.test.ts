import { describe, expect, it } from 'vitest';
import type {
  EvidenceLink,
  EvidencePackage,
  SharedEvidence,
  SharedEvidenceLink,
} from '../../src/shared/api/evidence.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';
import type { CourseSlug, TrainingSlug } from '../../src/shared/courses.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, giveInsuranceNumber, type TestCompany } from '../support/companies.ts';
import { createPerson, signIn, type Person } from '../support/factories.ts';
import { pdfPages, rawApp } from './files-support.ts';

const h = fileHarness({ BRAND_NAME: 'Rheinland Versicherung', PUBLIC_URL: 'https://portal.example' });
const request = rawApp(h);
const DAY_MS = 24 * 60 * 60 * 1000;
const [PHISHING, PASSWORDS] = ['email-security', 'password-security'] as const satisfies readonly CourseSlug[];

const create = async (owner: Person, asOf = berlinToday(h.clock.now), lang = 'de') => {
  const response = await h.post<EvidencePackage>('/api/evidence/packages', { asOf }, { token: owner.token, lang });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const share = async (owner: Person, id: number, body: { days?: number } = {}) => {
  const response = await h.post<SharedEvidenceLink>(`/api/evidence/packages/${id}/links`, body, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const tokenOf = (link: SharedEvidenceLink) => link.url.split('/').pop() ?? '';
const opened = (token: string, lang = 'de') => h.get<SharedEvidence>(`/api/evidence/shared/${token}`, { lang });

/** A course assigned to the person at the clock's moment. */
const assign = (person: Person, slug: CourseSlug) =>
  h.db
    .insertInto('training_assignments')
    .values({ user_id: person.id, training_slug: slug, assigned_at: h.clock.now })
    .execute();
/** A passed round of the training at the clock's moment. */
const pass = (person: Person, slug: TrainingSlug) =>
  h.db
    .insertInto('course_progress')
    .values({
      user_id: person.id,
      company_id: person.companyId!,
      training_slug: slug,
      furthest_slide: 10,
      slide_count: 10,
      best_score: 100,
      last_score: 100,
      passed_at: h.clock.now,
    })
    .execute();

/**
 * A company whose rows give known figures: the employer and the manager with both courses passed,
 * the employee with one of two, a second employee with nothing passed; the employer named as
 * management and passed, the manager named and not; ChatGPT used by the employee, who passed
 * "KI am Arbeitsplatz"; a policy confirmed by the employee alone.
 */
const NAMES = {
  owner: ['Clara', 'Vorstand'],
  manager: ['Bernd', 'Leitung'],
  employee: ['Erika', 'Fleißig'],
  second: ['Karl', 'Neuling'],
} as const;

async function knownCompany(): Promise<TestCompany & { second: Person }> {
  const c = await companyWithPeople(h, { companyName: 'Nachweis GmbH' });
  await giveInsuranceNumber(h, c.companyId);
  const second = await createPerson(h, 'employee', c.companyId);
  const people = { owner: c.owner, manager: c.manager, employee: c.employee, second };
  for (const [key, person] of Object.entries(people)) {
    const [firstname, lastname] = NAMES[key as keyof typeof NAMES];
    await h.db.updateTable('users').set({ firstname, lastname }).where('id', '=', person.id).execute();
  }
  for (const person of [c.owner, c.manager, c.employee, second]) {
    await assign(person, PHISHING);
    await assign(person, PASSWORDS);
  }
  for (const person of [c.owner, c.manager]) {
    await pass(person, PHISHING);
    await pass(person, PASSWORDS);
  }
  await pass(c.employee, PHISHING);
  const named = await h.request('PUT', '/api/management/members', {
    body: { userIds: [c.owner.id, c.manager.id] },
    token: c.owner.token,
  });
  expect(named.status).toBe(200);
  await pass(c.owner, 'nis2-management');
  const tools = await h.request('PUT', '/api/ai-literacy/tools', {
    body: { tools: [{ name: 'ChatGPT Team', purpose: 'Texte entwerfen', usedBy: 'chosen', userIds: [c.employee.id] }] },
    token: c.owner.token,
  });
  expect(tools.status).toBe(200);
  await pass(c.employee, 'ai-at-work');
  const policy = await h.post<{ current: { id: number } }>(
    '/api/policies/publish',
    { title: 'IT-Nutzung', text: 'Bitte sperren Sie den Bildschirm.' },
    { token: c.owner.token },
  );
  expect(policy.status).toBe(200);
  const confirmed = await h.post(
    '/api/policies/confirm',
    { versionId: policy.body.current.id, confirmedAt: h.clock.now.toISOString() },
    { token: c.employee.token },
  );
  expect(confirmed.status).toBe(200);
  // People are created at the database's time; the package's moment comes after them.
  h.clock.advance(Math.max(0, Date.now() - h.clock.now.getTime()) + 1000);
  return { ...c, second };
}

describe('the evidence package (issue 43, point 4)', () => {
  it('holds the figures the rows give: training overall, by role and by course, management, AI, policies', async () => {
    const c = await knownCompany();
    const pack = await create(c.owner);
    const { facts } = pack;
    expect(facts.companyName).toBe('Nachweis GmbH');
    expect(facts.insuranceNumber).toBe('AS-1234567891');
    expect(facts.asOf).toBe(berlinToday(h.clock.now));
    expect(facts.training).toEqual({
      learners: 4,
      fullyTrained: 2,
      roles: [
        { role: 'employer', learners: 1, fullyTrained: 1 },
        { role: 'manager', learners: 1, fullyTrained: 1 },
        { role: 'employee', learners: 2, fullyTrained: 0 },
      ],
      // In the portal's course order.
      courses: [
        { slug: PASSWORDS, assigned: 4, valid: 2 },
        { slug: PHISHING, assigned: 4, valid: 3 },
      ],
    });
    // By name: Leitung before Vorstand.
    expect(facts.management.map((m) => [m.firstname, m.lastname, m.valid, m.passedAt !== null])).toEqual([
      ['Bernd', 'Leitung', false, false],
      ['Clara', 'Vorstand', true, true],
    ]);
    expect(facts.aiLiteracy).toEqual({
      tools: [{ name: 'ChatGPT Team', purpose: 'Texte entwerfen' }],
      people: 1,
      trained: 1,
    });
    expect(facts.policies).toEqual([{ title: 'IT-Nutzung', version: 1, assigned: 4, confirmed: 1 }]);
    expect(facts.simulations).toBeNull();
    // No address and no name of staff outside management.
    const text = JSON.stringify(facts);
    for (const person of [c.owner, c.manager, c.employee, c.second]) expect(text).not.toContain(person.email);
    expect(text).not.toContain('Fleißig');
    expect(text).not.toContain('Neuling');
    const listed = await h.get<EvidencePackage[]>('/api/evidence/packages', { token: c.owner.token });
    expect(listed.body.map((p) => p.id)).toEqual([pack.id]);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_company_id', '=', c.companyId)
      .where('action', 'like', 'evidence.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['evidence.package_created']);
  });

  it('a package for an earlier day shows that day: passes lapsed since still count, later ones do not', async () => {
    const c = await knownCompany();
    const firstDay = berlinToday(h.clock.now);
    h.clock.advance(400 * DAY_MS); // every pass of the first day has lapsed (12 months)
    await pass(c.second, PHISHING);
    for (const person of [c.owner, c.manager, c.employee, c.second]) person.token = await relogin(person);
    const today = await create(c.owner);
    expect(today.facts.training.fullyTrained).toBe(0);
    expect(today.facts.training.courses.find((course) => course.slug === PHISHING)?.valid).toBe(1);
    expect(today.facts.management.every((m) => !m.valid)).toBe(true);
    expect(today.facts.aiLiteracy.trained).toBe(0);
    const then = await create(c.owner, firstDay);
    expect(then.facts.asOf).toBe(firstDay);
    expect(then.facts.training.fullyTrained).toBe(2);
    expect(then.facts.training.courses.find((course) => course.slug === PHISHING)?.valid).toBe(3);
    expect(then.facts.management.filter((m) => m.valid)).toHaveLength(1);
    expect(then.facts.aiLiteracy.trained).toBe(1);
  });

  it('refuses a day after today or before the company registered, with 400 in the caller’s language, changing nothing', async () => {
    const c = await companyWithPeople(h);
    const tomorrow = berlinToday(new Date(h.clock.now.getTime() + DAY_MS));
    const refused = await expectRefused(
      h,
      () => h.request('POST', '/api/evidence/packages', { body: { asOf: tomorrow }, token: c.owner.token }),
      400,
      'EVIDENCE_DAY_INVALID',
    );
    expect(refused.body.error.message).toContain('Stichtag');
    const english = await h.request('POST', '/api/evidence/packages', {
      body: { asOf: '2020-01-01' },
      token: c.owner.token,
      lang: 'en',
    });
    expect(english.status).toBe(400);
    expect((english.body as { error: { message: string } }).error.message).toContain('reference date');
    await expectRefused(
      h,
      () => h.request('POST', '/api/evidence/packages', { body: { asOf: '2026-02-30' }, token: c.owner.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('the PDF and the CSV state the figures and the duties they serve, in German and English', async () => {
    const c = await knownCompany();
    const pack = await create(c.owner);
    const pdf = await request(`/api/evidence/packages/${pack.id}/document?format=pdf`, { token: c.owner.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Nachweispaket');
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Nachweispaket Security Awareness');
    expect(text).toContain('Nachweis GmbH');
    expect(text).toContain('2 von 4 Personen mit zugewiesenen Kursen (50 %)');
    expect(text).toContain('§ 38 Abs. 3 BSIG');
    expect(text).toContain('§ 30 Abs. 2 Nr. 7 BSIG');
    expect(text).toContain('Art. 4 Verordnung (EU) 2024/1689');
    expect(text).toContain('ISO/IEC 27001:2022');
    expect(text).toContain('Clara Vorstand: bestanden am');
    expect(text).toContain('Bernd Leitung: noch nicht bestanden');
    expect(text).toContain('„IT-Nutzung“ (Version 1): 1 von 4 Personen haben sie bestätigt (25 %)');
    expect(text).not.toContain('Fleißig');

    const csv = await request(`/api/evidence/packages/${pack.id}/document?format=csv`, {
      token: c.owner.token,
      lang: 'en',
    });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('"Area";"Subject";"Count";"Of";"Share";"Date";"Serves as evidence for";"Reference date"');
    expect(rows[1]).toContain('"Training";"All people with courses";"2";"4";"50 %"');
    expect(rows.some((row) => row.startsWith('"AI literacy";"People who use AI tools";"1";"1";"100 %"'))).toBe(true);
    expect(rows.some((row) => row.includes('Art. 4 Regulation (EU) 2024/1689'))).toBe(true);
  });
});

describe('sharing a package through a link', () => {
  it('anyone with the link sees the package as kept and whether today’s figures still match; the token is kept hashed', async () => {
    const c = await knownCompany();
    const pack = await create(c.owner);
    const other = await create(c.owner); // a second package of the company stays unseen
    const link = await share(c.owner, pack.id);
    expect(link.url).toMatch(/^https:\/\/portal\.example\/evidence\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - h.clock.now.getTime()).toBe(30 * DAY_MS);
    const stored = await h.db
      .selectFrom('evidence_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));

    const seen = await opened(tokenOf(link));
    expect(seen.status).toBe(200);
    expect(seen.body.facts).toEqual(pack.facts);
    expect(seen.body.current).toBe(true);
    expect(seen.body.today).toMatchObject({ learners: 4, fullyTrained: 2, managementValid: 1, managementNamed: 2 });
    expect(seen.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(seen.body)).not.toContain(String(other.id) + ',"createdAt"');

    // The second employee passes both courses: the package keeps its figures, the page says they changed.
    await pass(c.second, PHISHING);
    await pass(c.second, PASSWORDS);
    const later = await opened(tokenOf(link));
    expect(later.body.facts.training.fullyTrained).toBe(2);
    expect(later.body.today.fullyTrained).toBe(3);
    expect(later.body.current).toBe(false);

    const pdf = await request(`/api/evidence/shared/${tokenOf(link)}/document?format=pdf`);
    expect(pdf.status).toBe(200);
    expect((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' ')).toContain('Nachweis GmbH');
    const listed = await h.get<EvidencePackage[]>('/api/evidence/packages', { token: c.owner.token });
    const shown = listed.body.find((p) => p.id === pack.id)!;
    expect(shown.links).toHaveLength(1);
    expect(shown.links[0]!.lastOpenedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(tokenOf(link));
  });

  it('a link expires after its days (410 with the day), a withdrawn one at once (410), an unknown token is 404', async () => {
    const c = await knownCompany();
    const pack = await create(c.owner);
    const short = await share(c.owner, pack.id, { days: 7 });
    const withdrawn = await share(c.owner, pack.id);
    const revoke = () =>
      h.request<EvidenceLink>('DELETE', `/api/evidence/packages/${pack.id}/links/${withdrawn.id}`, {
        token: c.owner.token,
      });
    const first = await revoke();
    expect(first.status).toBe(200);
    expect(first.body.revokedAt).not.toBeNull();
    const again = await revoke();
    expect(again.body).toEqual(first.body);
    const refused = await opened(tokenOf(withdrawn));
    expect(refused.status).toBe(410);
    expect((refused.body as unknown as { error: { code: string } }).error.code).toBe('EVIDENCE_LINK_REVOKED');
    expect((await request(`/api/evidence/shared/${tokenOf(withdrawn)}/document`)).status).toBe(410);

    expect((await opened(tokenOf(short))).status).toBe(200);
    h.clock.advance(7 * DAY_MS);
    const expired = await opened(tokenOf(short), 'en');
    expect(expired.status).toBe(410);
    const error = (expired.body as unknown as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('EVIDENCE_LINK_EXPIRED');
    expect(error.message).toContain('expired on');
    expect((await opened('A'.repeat(43))).status).toBe(404);
    expect((await opened('kurz')).status).toBe(404);
    const actions = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_company_id', '=', c.companyId)
      .where('action', 'like', 'evidence.link%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'evidence.link_created',
      'evidence.link_created',
      'evidence.link_revoked',
    ]);
  });

  it('is the employer’s alone: managers and employees 403; another company’s package and link 404', async () => {
    const c = await knownCompany();
    const other = await companyWithPeople(h);
    const pack = await create(c.owner);
    const link = await share(c.owner, pack.id);
    for (const person of [c.manager, c.employee]) {
      await expectRefused(h, () => h.get('/api/evidence/packages', { token: person.token }), 403, 'ACCESS_DENIED');
      await expectRefused(
        h,
        () => h.request('POST', `/api/evidence/packages/${pack.id}/links`, { body: {}, token: person.token }),
        403,
        'ACCESS_DENIED',
      );
    }
    await expectRefused(
      h,
      () => h.request('POST', `/api/evidence/packages/${pack.id}/links`, { body: {}, token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    await expectRefused(
      h,
      () => h.request('DELETE', `/api/evidence/packages/${pack.id}/links/${link.id}`, { token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    expect((await request(`/api/evidence/packages/${pack.id}/document`, { token: other.owner.token })).status).toBe(
      404,
    );
    expect((await h.get<EvidencePackage[]>('/api/evidence/packages', { token: other.owner.token })).body).toEqual([]);
    await expectRefused(
      h,
      () => h.request('POST', `/api/evidence/packages/${pack.id}/links`, { body: { days: 366 }, token: c.owner.token }),
      400,
      'VALIDATION_FAILED',
    );
    // A body declared as text is no JSON body, even when it reads like one: refused, no link made.
    const links = () => h.db.selectFrom('evidence_links').select('id').where('package_id', '=', pack.id).execute();
    const before = (await links()).length;
    const plain = await request(`/api/evidence/packages/${pack.id}/links`, {
      method: 'POST',
      body: JSON.stringify({ days: -1 }),
      token: c.owner.token,
    });
    expect(plain.status).toBe(400);
    expect((await links()).length).toBe(before);
  });
});

const relogin = (person: Person) => signIn(h, person.email, person.password);
