import { describe, expect, it } from 'vitest';
import type { AiLiteracyOverview, MyAiTraining, SetAiToolsRequest } from '../../src/shared/api/ai-literacy.ts';
import type { CompanyProgress, CourseProgress } from '../../src/shared/api/progress.ts';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { aiLiteracyRecordAt } from '../../src/server/ai-literacy/ai-literacy.repository.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused } from '../support/companies.ts';
import { createPerson, type Person } from '../support/factories.ts';
import { germanDate as berlin } from '../support/german-date.ts';
import { passCourse } from '../support/learning.ts';
import { pdfPages, rawApp } from './files-support.ts';

const h = fileHarness({ BRAND_NAME: 'Rheinland Versicherung' });
const request = rawApp(h);
const catalog = loadCourseCatalog();
const TRACK = 'ai-at-work' as const;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const overview = async (owner: Person, lang = 'de') => {
  const response = await h.get<AiLiteracyOverview>('/api/ai-literacy', { token: owner.token, lang });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const record = (owner: Person, tools: SetAiToolsRequest['tools']) =>
  h.request<AiLiteracyOverview>('PUT', '/api/ai-literacy/tools', { body: { tools }, token: owner.token });
const mine = async (person: Person, lang = 'de') => {
  const response = await h.get<MyAiTraining>('/api/ai-literacy/mine', { token: person.token, lang });
  expect(response.status).toBe(200);
  return response.body;
};
const begin = (person: Person) =>
  h.post<CourseProgress>('/api/progress/create-progress', { trainingSlug: TRACK }, { token: person.token });

const chatgpt = (userIds: number[]) => ({
  name: 'ChatGPT Team',
  purpose: 'Texte entwerfen',
  usedBy: 'chosen' as const,
  userIds,
});
const copilot = {
  name: 'Microsoft Copilot',
  purpose: 'E-Mails zusammenfassen',
  usedBy: 'leaders' as const,
  userIds: [],
};

async function download(owner: Person, format: 'pdf' | 'csv', lang = 'de') {
  const response = await request(`/api/ai-literacy/record?format=${format}`, { token: owner.token, lang });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  return { response, bytes };
}

describe('the AI inventory (issue 43, point 2)', () => {
  it('the employer records tools and their users; saved, named back and audited with what changed', async () => {
    h.clock.now = new Date('2026-12-01T09:00:00Z');
    const c = await companyWithPeople(h, { companyName: 'Wagner Haustechnik GmbH' });
    expect((await overview(c.owner)).tools).toEqual([]);

    const saved = await record(c.owner, [chatgpt([c.employee.id]), copilot]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.tools.map((t) => [t.name, t.purpose, t.usedBy, t.userIds])).toEqual([
      ['ChatGPT Team', 'Texte entwerfen', 'chosen', [c.employee.id]],
      ['Microsoft Copilot', 'E-Mails zusammenfassen', 'leaders', []],
    ]);
    // The users: the chosen employee and the leaders (employer and manager), each with their tools.
    expect(saved.body.people.map((p) => [p.userId, p.tools])).toEqual(
      expect.arrayContaining([
        [c.employee.id, ['ChatGPT Team']],
        [c.owner.id, ['Microsoft Copilot']],
        [c.manager.id, ['Microsoft Copilot']],
      ]),
    );
    expect(saved.body.people).toHaveLength(3);
    expect(saved.body.people.every((p) => p.passedAt === null && !p.current)).toBe(true);
    expect(saved.body.training.title).toBe('KI am Arbeitsplatz');
    expect(saved.body.training.modules.flatMap((m) => m.topics)).toEqual([
      'tools',
      'output',
      'data',
      'rules',
      'deception',
      'transparency',
    ]);

    const audited = () =>
      h.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', 'ai_literacy.tools_changed')
        .where('target_company_id', '=', c.companyId)
        .orderBy('id')
        .execute();
    expect(await audited()).toEqual([
      {
        action: 'ai_literacy.tools_changed',
        details: { added: ['ChatGPT Team', 'Microsoft Copilot'], retired: [] },
      },
    ]);

    // The same list again changes nothing and is not audited; a changed tool is retired and added anew.
    h.clock.advance(HOUR_MS);
    await record(c.owner, [chatgpt([c.employee.id]), copilot]);
    expect(await audited()).toHaveLength(1);
    const changed = await record(c.owner, [{ ...chatgpt([]), usedBy: 'everyone' }]);
    expect(changed.body.tools.map((t) => [t.name, t.usedBy])).toEqual([['ChatGPT Team', 'everyone']]);
    expect(changed.body.people).toHaveLength(3);
    expect((await audited())[1]!.details).toEqual({
      added: ['ChatGPT Team'],
      retired: ['ChatGPT Team', 'Microsoft Copilot'],
    });

    // The inventory of a past moment stays readable, as the evidence package will read it.
    const before = await aiLiteracyRecordAt(h.db, c.companyId, new Date('2026-12-01T09:30:00Z'), 12);
    expect(before.tools.map((t) => [t.name, t.usedBy])).toEqual([
      ['ChatGPT Team', 'chosen'],
      ['Microsoft Copilot', 'leaders'],
    ]);
    expect((await aiLiteracyRecordAt(h.db, c.companyId, new Date('2026-12-01T08:00:00Z'), 12)).tools).toEqual([]);
  });

  it('refuses people of another company, a tool twice, users named for a group, too long names and control characters, changing nothing', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    await record(c.owner, [chatgpt([c.employee.id])]);
    const stranger = await expectRefused(
      h,
      () => record(c.owner, [chatgpt([c.employee.id, other.employee.id])]),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(stranger.body)).toContain('tools.0.userIds.1');
    for (const tools of [
      [chatgpt([c.employee.id]), { ...chatgpt([c.manager.id]), name: 'chatgpt team' }],
      [{ ...copilot, userIds: [c.employee.id] }],
      [{ ...chatgpt([]) }],
      [{ ...copilot, name: 'x'.repeat(81) }],
      [{ ...copilot, name: '   ' }],
      [{ ...copilot, name: 'Copilot\u0000' }],
      [{ ...copilot, purpose: 'Texte\u0000entwerfen' }],
      Array.from({ length: 31 }, (_, index) => ({ ...copilot, name: `Tool ${index}` })),
    ]) {
      await expectRefused(h, () => record(c.owner, tools), 400, 'VALIDATION_FAILED');
    }
    const english = await h.request('PUT', '/api/ai-literacy/tools', {
      body: { tools: [{ ...copilot, usedBy: 'robots' }] },
      token: c.owner.token,
      lang: 'en',
    });
    expect(english.status).toBe(400);
    expect((await overview(c.owner)).tools.map((t) => t.userIds)).toEqual([[c.employee.id]]);
  });

  it('is the employer’s alone: managers and employees get 403, another company sees only its own', async () => {
    const c = await companyWithPeople(h);
    await record(c.owner, [chatgpt([c.manager.id])]);
    for (const person of [c.manager, c.employee]) {
      await expectRefused(h, () => h.get('/api/ai-literacy', { token: person.token }), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => record(person, [copilot]), 403, 'ACCESS_DENIED');
      expect((await request('/api/ai-literacy/record?format=csv', { token: person.token })).status).toBe(403);
    }
    const other = await companyWithPeople(h);
    expect((await overview(other.owner)).tools).toEqual([]);
    // An empty record is still a document that says so.
    const empty = (await pdfPages((await download(other.owner, 'pdf')).bytes)).join('\n');
    expect(empty).toContain('Es sind keine KI-Tools erfasst.');
    expect(empty).toContain('Das Verzeichnis nennt niemanden als Nutzer eines KI-Tools.');
  });
});

describe('“KI am Arbeitsplatz” and the record (issue 43, point 2)', () => {
  it('only the people the inventory names may take it; passing fills the record with date and next review', async () => {
    h.clock.now = new Date('2026-12-01T09:00:00Z');
    const c = await companyWithPeople(h, { companyName: 'Wagner Haustechnik GmbH' });
    const bystander = await createPerson(h, 'employee', c.companyId);
    await h.db
      .updateTable('users')
      .set({ firstname: 'Jörg', lastname: 'Weiß' })
      .where('id', '=', c.employee.id)
      .execute();
    await record(c.owner, [chatgpt([c.employee.id]), copilot]);

    expect(await mine(c.employee)).toMatchObject({
      assigned: true,
      tools: ['ChatGPT Team'],
      training: { slug: TRACK },
    });
    expect(await mine(bystander)).toEqual({ assigned: false, tools: [], training: null });
    const refused = await expectRefused(h, () => begin(bystander), 403, 'TRAINING_NOT_ASSIGNED');
    expect(refused.body.error.message).toBe('Dieser Kurs ist Ihnen nicht zugewiesen.');
    await expectRefused(
      h,
      () => h.post('/api/progress/draw-quiz', { trainingSlug: TRACK }, { token: bystander.token }),
      403,
      'TRAINING_NOT_ASSIGNED',
    );

    const material = await h.get<{ modules: unknown[]; slides: unknown[] }>(
      `/api/trainings/get-training/${TRACK}?lang=de`,
      {
        token: c.employee.token,
      },
    );
    expect(material.status).toBe(200);
    expect(material.body.slides).toHaveLength(catalog.facts(TRACK).slideCount);

    // An AI part of a course passed before counts in the record too.
    expect(
      (
        await h.post(
          '/api/trainings/assign',
          { trainingSlug: 'remote-work', ownerId: c.employee.id },
          { token: c.owner.token },
        )
      ).status,
    ).toBe(200);
    await passCourse(h, c.employee.token, 'remote-work');
    h.clock.advance(10 * 60_000);
    expect((await begin(c.employee)).status).toBe(200);
    await passCourse(h, c.employee.token, TRACK);
    const passedAt = h.clock.now;

    const person = (await overview(c.owner)).people.find((p) => p.userId === c.employee.id)!;
    expect(person).toMatchObject({
      passedAt: passedAt.toISOString(),
      validUntil: validUntil(passedAt, 12).toISOString(),
      current: true,
      tools: ['ChatGPT Team'],
    });
    expect(person.courseParts.map((p) => [p.slug, p.headings])).toEqual([
      [
        'remote-work',
        [
          'KI-Tools wie ChatGPT sicher nutzen',
          'Übung: Was darf ins KI-Tool?',
          'KI-Assistenten im Postfach und im Meeting',
        ],
      ],
    ]);

    // It does not count in the company's course figures.
    const company = await h.get<CompanyProgress>('/api/progress/get-company-progress', { token: c.owner.token });
    const row = company.body.find((p) => p.userId === c.employee.id)!;
    expect(row.courses.map((course) => course.trainingSlug)).not.toContain(TRACK);

    // The PDF: the inventory, the content, the person with the pass and the next review in German dates.
    const pdf = await download(c.owner, 'pdf');
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.response.headers.get('content-disposition')).toContain('KI-Kompetenz%20Nachweis');
    const text = (await pdfPages(pdf.bytes)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Nachweis der KI-Kompetenz',
      'Art. 4 der EU-KI-Verordnung',
      'Wagner Haustechnik GmbH',
      'ChatGPT Team – Texte entwerfen',
      'genutzt von einer ausgewählten Person',
      'Microsoft Copilot – E-Mails zusammenfassen',
      'genutzt von Arbeitgeber und Führungskräften',
      'Ergebnisse prüfen (Halluzinationen)',
      'Deepfakes und Stimmklone im Betrug',
      'Weiß, Jörg',
      `„KI am Arbeitsplatz“ bestanden am ${berlin(passedAt)} · nächste Auffrischung bis ${berlin(validUntil(passedAt, 12))}`,
      '„KI am Arbeitsplatz“ noch nicht bestanden',
      'KI-Tools wie ChatGPT sicher nutzen',
      'Seite 1 von',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\b(chosen|leaders|ai-at-work|remote-work)\b/);

    // The CSV: one row per person, in words, with German dates.
    const csv = new TextDecoder().decode((await download(c.owner, 'csv')).bytes);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Nachname";"Vorname";"E-Mail";"Rolle";"KI-Tools"');
    expect(lines).toHaveLength(4);
    const line = lines.find((l) => l.startsWith('"Weiß"'))!;
    expect(line).toContain(`"Jörg";"${c.employee.email}";"Mitarbeitende"`);
    expect(line).toContain(`"ChatGPT Team";"${berlin(passedAt)}";"${berlin(validUntil(passedAt, 12))}";"ja"`);
    expect(line).toContain('Was KI-Tools können und was nicht');
    const english = new TextDecoder().decode((await download(c.owner, 'csv', 'en')).bytes);
    expect(english).toContain('"Last name";"First name"');
    const englishPdf = (await pdfPages((await download(c.owner, 'pdf', 'en')).bytes)).join('\n').replace(/\s+/g, ' ');
    expect(englishPdf).toContain('AI literacy record');
    expect(englishPdf).toContain('used by the employer and managers');
    expect(englishPdf).toContain('Checking output (hallucinations)');

    // Left out of the inventory: no longer assigned, but the record of the pass stays readable for its day.
    h.clock.advance(HOUR_MS);
    await record(c.owner, [copilot]);
    expect(await mine(c.employee)).toEqual({ assigned: false, tools: [], training: null });
    const then = await aiLiteracyRecordAt(h.db, c.companyId, passedAt, 12);
    expect(then.people.find((p) => p.id === c.employee.id)).toMatchObject({ passedAt, current: true });

    // A year on, the pass has lapsed: the record says so.
    const later = new Date(validUntil(passedAt, 12).getTime() + DAY_MS);
    const lapsed = await aiLiteracyRecordAt(h.db, c.companyId, later, 12);
    expect(lapsed.people.find((p) => p.id === c.owner.id)).toMatchObject({ passedAt: null, current: false });
  });
});
