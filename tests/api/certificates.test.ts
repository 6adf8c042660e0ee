import { createHash } from 'node:crypto';
import type { CourseSlug } from '../../src/shared/courses.ts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, CertificateVerification } from '../../src/shared/api/certificates.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import {
  companyWithPeople,
  expectRefused,
  legacyCompany,
  progressRow,
  type TestCompany,
  giveInsuranceNumber,
} from '../support/companies.ts';
import { createPerson, signIn, type Person } from '../support/factories.ts';
import { pdfPages, rawApp } from './files-support.ts';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { germanDate as berlin } from '../support/german-date.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';

const h = fileHarness({ BRAND_NAME: 'Rheinland Versicherung' });
const request = rawApp(h);
const catalog = loadCourseCatalog();
const SIX = ['social-engineering', 'password-security', 'email-security', 'byod', 'malware', 'remote-work'] as const;
const HOUR_MS = 60 * 60 * 1000;

async function assign(person: Person, slugs: readonly CourseSlug[]) {
  await h.db
    .insertInto('training_assignments')
    .values(slugs.map((slug) => ({ user_id: person.id, training_slug: slug })))
    .execute();
}

async function setScore(progressId: number, score: number) {
  await h.db.updateTable('course_progress').set({ best_score: score }).where('id', '=', progressId).execute();
}

async function rename(person: Person, firstname: string, lastname: string) {
  await h.db.updateTable('users').set({ firstname, lastname }).where('id', '=', person.id).execute();
}

/** Assigns the six courses and passes them one after the other, an hour apart; answers the pass times. */
async function earn(person: Person): Promise<Date[]> {
  await assign(person, SIX);
  const times: Date[] = [];
  for (const slug of SIX) {
    await progressRow(h, person, slug);
    times.push(h.clock.now);
    h.clock.advance(HOUR_MS);
  }
  return times;
}

/** New sessions for people whose sessions the clock has left idle for longer than 8 hours. */
async function signInAgain(...people: Person[]): Promise<void> {
  for (const person of people) person.token = await signIn(h, person.email, person.password);
}

async function certificateCount(): Promise<number> {
  const row = await h.db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function download(path: string, token?: string, lang?: string) {
  const response = await request(path, { ...(token ? { token } : {}), ...(lang ? { lang } : {}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

/** Downloads a certificate and answers its text and the verification code printed on it. */
async function certificate(path: string, token: string, lang?: string) {
  const { response, bytes } = await download(path, token, lang);
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const pages = await pdfPages(bytes);
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  const code = text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
  return { response, text, code: code! };
}

const verify = async (code: string, lang?: string) => {
  const response = await h.get(`/api/certificates/verify/${encodeURIComponent(code)}`, lang ? { lang } : {});
  expect(response.status).toBe(200);
  return v.parse(CertificateVerification, response.body);
};

const personalPath = (person: Person, query = '') => `/api/certificates/personal/${person.id}${query}`;

describe('GET /certificates/personal/{userId}', () => {
  it('is refused with 409 CERTIFICATE_NOT_EARNED until six courses are assigned and all are passed', async () => {
    const c = await companyWithPeople(h);
    await assign(c.employee, SIX);
    for (const slug of SIX.slice(0, 5)) await progressRow(h, c.employee, slug);
    await progressRow(h, c.employee, SIX[5], false);
    const before = await certificateCount();
    const refused = await expectRefused(
      h,
      () => h.get(personalPath(c.employee), { token: c.employee.token }),
      409,
      'CERTIFICATE_NOT_EARNED',
    );
    expect(refused.body.error.message).toBe(
      'Das Zertifikat gibt es, sobald mindestens 6 Kurse zugewiesen und alle zugewiesenen Kurse bestanden sind (5 von 6 bestanden).',
    );

    // Only five assigned, all passed: still not enough.
    await h.db
      .deleteFrom('training_assignments')
      .where('user_id', '=', c.employee.id)
      .where('training_slug', '=', SIX[5])
      .execute();
    const five = await expectRefused(
      h,
      () => h.get(personalPath(c.employee), { token: c.owner.token, lang: 'en' }),
      409,
      'CERTIFICATE_NOT_EARNED',
    );
    expect(five.body.error.message).toBe(
      'The certificate is issued once at least 6 courses are assigned and all assigned courses are passed (5 of 5 passed).',
    );
    expect(await certificateCount()).toBe(before);
  });

  it('issues an earned certificate: a one-page PDF with the name, the company, every course with its pass date, the code and the address to check it', async () => {
    const c = await companyWithPeople(h, { companyName: 'Grün & Söhne Bäckerei KG' });
    await rename(c.employee, 'Jürgen', 'Groß');
    // Late in the evening in UTC is the next day in Berlin: dates are German time.
    h.clock.now = new Date('2026-03-02T23:30:00Z');
    const passed = await earn(c.employee);

    const { response, text, code } = await certificate(personalPath(c.employee), c.employee.token);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zertifikat Juergen Gross.pdf"; filename*=UTF-8''Zertifikat%20J%C3%BCrgen%20Gro%C3%9F.pdf`,
    );
    expect(text).toContain('ZERTIFIKAT');
    expect(text).toContain('Rheinland Versicherung'.toUpperCase());
    expect(text).toContain('Jürgen Groß');
    expect(text).toContain('Grün & Söhne Bäckerei KG');
    expect(berlin(passed[0]!)).toBe('03.03.2026');
    SIX.forEach((slug, index) => {
      expect(text).toContain(catalog.get(slug, 'de').title);
      expect(text).toContain(`bestanden am ${berlin(passed[index]!)}`);
    });
    expect(text).toContain(`Ausgestellt am ${berlin(h.clock.now)}`);
    expect(text).toContain(`Prüfcode: ${code}`);
    expect(text).toContain(`http://portal.test/verify/${code}`);

    // English on request; every download is a certificate of its own with a new code.
    const english = await certificate(personalPath(c.employee, '?lang=en'), c.employee.token);
    expect(english.response.headers.get('content-disposition')).toBe(
      `attachment; filename="Certificate Juergen Gross.pdf"; filename*=UTF-8''Certificate%20J%C3%BCrgen%20Gro%C3%9F.pdf`,
    );
    expect(english.text).toContain('CERTIFICATE');
    for (const slug of SIX) expect(english.text).toContain(catalog.get(slug, 'en').title);
    expect(english.text).toContain(`passed on ${berlin(passed[0]!)}`);
    expect(english.code).not.toBe(code);
    // Without ?lang the request's language decides; an unknown one falls back to it.
    expect((await certificate(personalPath(c.employee), c.employee.token, 'en-GB,en;q=0.8')).text).toContain(
      'CERTIFICATE',
    );
    expect((await certificate(personalPath(c.employee, '?lang=fr'), c.employee.token)).text).toContain('ZERTIFIKAT');
  });

  it('is verified by its code, in any case and with or without hyphens, showing what the certificate shows', async () => {
    const c = await companyWithPeople(h, { companyName: 'Prüfwerk GmbH' });
    await rename(c.manager, 'Aylin', 'Öztürk');
    const passed = await earn(c.manager);
    const { code } = await certificate(personalPath(c.manager), c.manager.token);
    const issuedAt = h.clock.now.toISOString();

    const expected = {
      valid: true,
      kind: 'personal',
      code,
      issuedAt,
      holderName: 'Aylin Öztürk',
      companyName: 'Prüfwerk GmbH',
      courses: SIX.map((slug, index) => ({
        slug,
        title: catalog.get(slug, 'de').title,
        passedAt: passed[index]!.toISOString(),
      })),
      // It holds until the first of its passes lapses (TRAINING_VALIDITY_MONTHS, 12 by default).
      validUntil: validUntil(passed[0]!, 12).toISOString(),
      lapsed: false,
    };
    expect(await verify(code)).toEqual(expected);
    expect(await verify(code.toLowerCase())).toEqual(expected);
    expect(await verify(` ${code.replace(/-/g, '').toLowerCase()} `)).toEqual(expected);
    // Course titles follow the asker's language.
    expect(await verify(code, 'en')).toEqual({
      ...expected,
      courses: expected.courses.map((course) => ({ ...course, title: catalog.get(course.slug, 'en').title })),
    });
  });

  it('answers valid: false for unknown and malformed codes, with nothing else', async () => {
    expect(await verify('ABCD-EFGH-JKMN-PQRS')).toEqual({ valid: false });
    expect(await verify('nonsense')).toEqual({ valid: false });
    expect(await verify('ABCD-EFGH-JKMN-PQR')).toEqual({ valid: false });
    expect(await verify('ABCD-EFGH-JKMN-PQRU')).toEqual({ valid: false });
    expect(await verify('x'.repeat(500))).toEqual({ valid: false });
  });

  it('goes to the person, their employer and managers; a colleague gets 403, another company 404 like an unknown id, no session 401', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    for (const who of [c.employee, c.owner, c.manager]) {
      const { text } = await certificate(personalPath(c.employee), who.token);
      expect(text, who.role).toContain('Max Muster');
    }
    const colleague = await createPerson(h, 'employee', c.companyId);
    await expectRefused(h, () => h.get(personalPath(c.employee), { token: colleague.token }), 403, 'ACCESS_DENIED');

    const other = await companyWithPeople(h);
    const foreign = await expectRefused(
      h,
      () => h.get(personalPath(c.employee), { token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    const unknown = await expectRefused(
      h,
      () => h.get('/api/certificates/personal/2147483000', { token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    expect(foreign.body).toEqual(unknown.body);
    await expectRefused(h, () => h.get(personalPath(c.employee), { token: other.manager.token }), 404, 'NOT_FOUND');
    await expectRefused(h, () => h.get(personalPath(c.employee), { token: other.employee.token }), 404, 'NOT_FOUND');

    await expectRefused(h, () => h.get(personalPath(c.employee)), 401, 'AUTHORIZATION_REQUIRED');
    const admin = await createPerson(h, 'admin', null);
    await expectRefused(h, () => h.get(personalPath(c.employee), { token: admin.token }), 403, 'ACCESS_DENIED');
  });

  it('keeps only the hash of the code, with the content and the audit entry of who issued it', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    const { code } = await certificate(personalPath(c.employee), c.owner.token);
    const row = await h.db
      .selectFrom('certificates')
      .selectAll()
      .where('code_hash', '=', createHash('sha256').update(code).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'personal',
      company_id: c.companyId,
      user_id: c.employee.id,
      issued_by: c.owner.id,
    });
    expect(row.issued_at).toEqual(h.clock.now);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row).toLowerCase()).not.toContain(code.replace(/-/g, '').toLowerCase());
    expect(row.content).toMatchObject({ lang: 'de', holderName: 'Max Muster', companyName: 'Schmidt Sanitär GmbH' });

    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'certificate.issued')
      .where('target_user_id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: c.owner.id, actor_role: 'employer', target_company_id: c.companyId });
    expect(audit.details).toEqual({ certificateId: row.id, kind: 'personal' });
  });
});

describe('certificate downloads', () => {
  it('make a person wait once they have downloaded 60 in an hour, so nobody grows the records at will', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    // Sixty downloads this hour already.
    await h.db
      .insertInto('throttle_counters')
      .values({
        key: `certificates:user:${c.employee.id}`,
        hits: 60,
        window_started_at: h.clock.now,
        blocked_until: null,
      })
      .execute();
    const download = () => h.get(personalPath(c.employee), { token: c.employee.token });
    expect((await download()).status).toBe(200);
    const before = await certificateCount();
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await certificateCount()).toBe(before);
    // Another person is not held up, and the wait ends.
    expect((await h.get(personalPath(c.employee), { token: c.owner.token })).status).toBe(200);
    h.clock.advance(2000);
    expect((await download()).status).toBe(200);
  });
});

describe('GET /certificates/company', () => {
  async function setInsuranceNumber(c: TestCompany, value: string | null) {
    await h.db.updateTable('companies').set({ insurance_number: value }).where('id', '=', c.companyId).execute();
  }

  it('is withheld while the insurance number is missing or wrong, and only for employer and managers', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    await setInsuranceNumber(c, null);
    const missing = await expectRefused(
      h,
      () => h.get('/api/certificates/company', { token: c.owner.token }),
      409,
      'INSURANCE_NUMBER_MISSING',
    );
    expect(missing.body.error.message).toContain('Versicherungsnummer');
    await setInsuranceNumber(c, 'AS-0000000000');
    await expectRefused(
      h,
      () => h.get('/api/certificates/company', { token: c.manager.token }),
      409,
      'INSURANCE_NUMBER_INVALID',
    );
    await setInsuranceNumber(c, 'AS-1234567891');
    await expectRefused(h, () => h.get('/api/certificates/company', { token: c.employee.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get('/api/certificates/company'), 401, 'AUTHORIZATION_REQUIRED');
    expect(
      await h.db
        .selectFrom('certificates')
        .select('id')
        .where('kind', '=', 'company')
        .where('company_id', '=', c.companyId)
        .execute(),
    ).toEqual([]);
  });

  it('shows the company, its insurance number and the figures of R21, which its code verifies', async () => {
    const c = await companyWithPeople(h, { companyName: 'Zählwerk GmbH' });
    await h.db
      .updateTable('companies')
      .set({ insurance_number: 'AS-1234567891', street: 'Hauptstraße 5', post_code: '50667', city: 'Köln' })
      .where('id', '=', c.companyId)
      .execute();
    const second = await createPerson(h, 'employee', c.companyId);
    const third = await createPerson(h, 'employee', c.companyId);
    // The owner: malware passed (90), byod failed (40): a learner, not fully trained.
    await assign(c.owner, ['malware', 'byod']);
    await setScore(await progressRow(h, c.owner, 'malware'), 90);
    await progressRow(h, c.owner, 'byod', false);
    // The manager has nothing assigned (not a learner); a passed course not assigned does not count.
    await progressRow(h, c.manager, 'remote-work');
    // The employee passed all three assigned courses (100, 80, 71): fully trained.
    await assign(c.employee, ['malware', 'byod', 'email-security']);
    await progressRow(h, c.employee, 'malware');
    await setScore(await progressRow(h, c.employee, 'byod'), 80);
    await setScore(await progressRow(h, c.employee, 'email-security'), 71);
    // The second has not begun; the third's pass was archived by an earlier reset.
    await assign(second, ['malware']);
    await assign(third, ['byod']);
    const archived = await progressRow(h, third, 'byod');
    await h.db.updateTable('course_progress').set({ archived_at: h.clock.now }).where('id', '=', archived).execute();
    h.clock.advance(HOUR_MS);

    // learners 4 (owner, employee, second, third), fully trained 1; 7 assignments, 4 passed;
    // scores 90, 40, 100, 80, 71 → 381 / 5 = 76.2 → 76.
    const figures = { learners: 4, fullyTrained: 1, assignedCourses: 7, passedCourses: 4, averageScore: 76 };
    // One of four fully trained: the document is an interim status (decision 104, company-document.test.ts).
    const { response, text, code } = await certificate('/api/certificates/company', c.manager.token);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zwischenstand Zaehlwerk GmbH ${berlinToday(h.clock.now)}.pdf"; filename*=UTF-8''Zwischenstand%20Z%C3%A4hlwerk%20GmbH%20${berlinToday(h.clock.now)}.pdf`,
    );
    expect(text).toContain('ZWISCHENSTAND');
    expect(text).toContain('Zählwerk GmbH');
    expect(text).toContain('Hauptstraße 5, 50667 Köln');
    expect(text).toContain('Versicherungsnummer: AS-1234567891');
    expect(text).toContain('1 von 4');
    expect(text).toContain('4 von 7');
    expect(text).toContain('76 %');
    for (const slug of ['malware', 'byod', 'email-security'] as const)
      expect(text).toContain(catalog.get(slug, 'de').title);
    expect(text).not.toContain(catalog.get('remote-work', 'de').title);
    expect(text).toContain(`http://portal.test/verify/${code}`);
    const row = await h.db
      .selectFrom('certificates')
      .select('content')
      .where('kind', '=', 'company')
      .where('company_id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(row.content).toMatchObject({
      figures,
      courses: [
        { slug: 'email-security', assigned: 1, passed: 1 },
        { slug: 'byod', assigned: 3, passed: 1 },
        { slug: 'malware', assigned: 3, passed: 2 },
      ],
    });

    expect(await verify(code)).toEqual({
      valid: true,
      kind: 'interim',
      code,
      issuedAt: h.clock.now.toISOString(),
      companyName: 'Zählwerk GmbH',
      insuranceNumber: 'AS-1234567891',
      figures,
      // No simulation took place: the certificate says nothing of it.
      simulations: null,
      minPercent: 80,
    });

    const english = await certificate('/api/certificates/company?lang=en', c.owner.token);
    expect(english.text).toContain('INTERIM STATUS');
    expect(english.text).toContain('Insurance number: AS-1234567891');
    expect(english.text).toContain('1 of 4');
    expect(english.text).toContain('76%');
  });

  it('is issued with empty figures too: nobody has a course yet', async () => {
    const c = await companyWithPeople(h);
    await giveInsuranceNumber(h, c.companyId);
    const { code, text } = await certificate('/api/certificates/company', c.owner.token);
    expect(text).toContain('0 von 0');
    expect(await verify(code)).toMatchObject({
      valid: true,
      figures: { learners: 0, fullyTrained: 0, assignedCourses: 0, passedCourses: 0, averageScore: null },
    });
  });
});

describe('certificates that no longer hold', () => {
  it('answer valid: false once the company’s results are reset, while other companies’ stay valid', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    await giveInsuranceNumber(h, c.companyId);
    await earn(c.employee);
    await earn(other.employee);
    // Twelve hours of learning later, the others' sessions have been idle too long (decision 068).
    await signInAgain(c.owner, c.employee, other.employee);
    const personal = await certificate(personalPath(c.employee), c.employee.token);
    const company = await certificate('/api/certificates/company', c.owner.token);
    const kept = await certificate(personalPath(other.employee), other.employee.token);
    expect((await verify(personal.code)).valid).toBe(true);

    // At the same moment as the issue: the certificate shows results the reset archives.
    const reset = await h.post(
      '/api/progress/reset-company-progress',
      { companyId: c.companyId },
      { token: c.owner.token },
    );
    expect(reset.status).toBe(200);
    expect(await verify(personal.code)).toEqual({ valid: false });
    expect(await verify(company.code)).toEqual({ valid: false });
    expect((await verify(kept.code)).valid).toBe(true);
    // The archived results earn no new certificate.
    await expectRefused(
      h,
      () => h.get(personalPath(c.employee), { token: c.employee.token }),
      409,
      'CERTIFICATE_NOT_EARNED',
    );

    // Passed again after the reset: the new certificate holds.
    h.clock.advance(HOUR_MS);
    for (const slug of SIX) await progressRow(h, c.employee, slug);
    const again = await certificate(personalPath(c.employee), c.employee.token);
    expect((await verify(again.code)).valid).toBe(true);
    expect((await verify(personal.code)).valid).toBe(false);
  });

  it('answer valid: false once the company or the person is deleted', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    await earn(c.manager);
    await signInAgain(c.employee, c.manager);
    const employee = await certificate(personalPath(c.employee), c.employee.token);
    const manager = await certificate(personalPath(c.manager), c.manager.token);

    await h.db.deleteFrom('users').where('id', '=', c.manager.id).execute();
    expect(await verify(manager.code)).toEqual({ valid: false });
    expect((await verify(employee.code)).valid).toBe(true);

    await h.db.deleteFrom('companies').where('id', '=', c.companyId).execute();
    expect(await verify(employee.code)).toEqual({ valid: false });
  });
});

describe('certificates while the agreement is not accepted', () => {
  it('are refused to the company’s people (docs/product.md R12), while verification needs no session', async () => {
    const c = await companyWithPeople(h);
    await earn(c.employee);
    const { code } = await certificate(personalPath(c.employee), c.employee.token);
    const legacy = await legacyCompany(h);
    await expectRefused(
      h,
      () => h.get(personalPath(legacy.employee), { token: legacy.employee.token }),
      403,
      'ACTIONS_BLOCKED',
    );
    await expectRefused(
      h,
      () => h.get('/api/certificates/company', { token: legacy.owner.token }),
      403,
      'ACTIONS_BLOCKED',
    );
    expect((await verify(code)).valid).toBe(true);
  });
});
