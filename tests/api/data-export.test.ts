import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, progressRow } from '../support/companies.ts';
import { fileAdmin, auditOf } from './admin-support.ts';
import { pdfPages, rawApp } from './files-support.ts';
import { readXlsxTable } from '../../src/server/files/xlsx-table.ts';
import { openZipArchive } from '../../src/server/files/zip-archive.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';
import { germanDate } from '../support/german-date.ts';

const catalog = loadCourseCatalog();
const title = (slug: 'malware' | 'byod', lang: 'de' | 'en' = 'de') => catalog.get(slug, lang).title;
/** What a readable export must not show (finding 1-3): UTC timestamps, ISO days, audit codes, status codes. */
const CODES =
  /\d{4}-\d\d-\d\dT|\b20\d\d-\d\d-\d\d\b|\b(account|certificate|data|employee|agreement)\.[a-z_]+|notStarted|inProgress|quizPending/;
/** The text without its e-mail addresses, whose made-up names may look like codes. */
const words = (text: string) => text.replace(/\S+@\S+/g, '');

/**
 * Data exports (issue 21, point 5; decision 084): a person downloads everything stored about
 * them, the employer the company's data, an admin both; as JSON and as CSV a spreadsheet opens
 * safely. The files are read back here as a program and a spreadsheet would read them.
 */

const h = fileHarness();
const request = rawApp(h);
const admin = fileAdmin(h);
async function download(path: string, token: string, lang?: string) {
  const response = await request(path, { token, ...(lang ? { lang } : {}) });
  // Decoded as a spreadsheet reads it: the byte-order mark kept, not swallowed as fetch's text() does.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(response.status, text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { response, text };
}

/** A CSV as a spreadsheet reads it: ";" between quoted fields, rows by line. */
function readCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      line
        .slice(1, -1)
        .split('";"')
        .map((field) => field.replaceAll('""', '"')),
    );
}

describe('GET /employee/{id}/export', () => {
  it('gives the person everything stored about them, as JSON and as a readable CSV, and audits it', async () => {
    const c = await companyWithPeople(h);
    await h.db.updateTable('users').set({ firstname: '=HYPERLINK("x")' }).where('id', '=', c.employee.id).execute();
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: c.employee.id, training_slug: 'malware' })
      .execute();
    await progressRow(h, c.employee, 'malware');

    const { response, text } = await download(`/api/employee/${c.employee.id}/export`, c.employee.token);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.json');
    const data = JSON.parse(text) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(data.account).toMatchObject({ id: c.employee.id, email: c.employee.email, role: 'employee' });
    expect(data.assignments).toEqual([expect.objectContaining({ trainingSlug: 'malware', dueOn: null })]);
    expect(data.progress).toEqual([
      expect.objectContaining({ trainingSlug: 'malware', status: 'passed', bestScore: 100 }),
    ]);
    expect(data.quizAttempts).toHaveLength(1);
    expect(data.sessions?.length).toBeGreaterThan(0);
    expect(data.auditEntries?.length).toBeGreaterThan(0);
    // Secrets are stored hashed and are no part of it.
    expect(text).not.toMatch(/password_hash|token_hash|\$argon2/);

    const csv = await download(`/api/employee/${c.employee.id}/export?format=csv`, c.employee.token);
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = readCsv(csv.text);
    // In the reader's language, German by default (decision 104): words, titles and German time.
    expect(rows[0]).toEqual(['Bereich', 'Zeitpunkt', 'Gegenstand', 'Angabe']);
    expect(rows).toContainEqual([
      'Konto',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d$/),
      'E-Mail-Adresse',
      c.employee.email,
    ]);
    expect(rows).toContainEqual(['Konto', '', 'Rolle', 'Mitarbeitende']);
    // The name a spreadsheet would run as a formula is text.
    expect(rows.find((row) => row[2] === 'Name')?.[3]).toMatch(/^'=HYPERLINK/);
    const progress = rows.find((row) => row[0] === 'Fortschritt');
    expect(progress?.[2]).toBe(title('malware'));
    expect(progress?.[3]).toContain(`Bestanden, bestanden am ${germanDate(h.clock.now)}`);
    expect(rows.some((row) => row[0] === 'Protokoll')).toBe(true);
    expect(words(rows.flat().join('\n'))).not.toMatch(CODES);

    const english = readCsv(
      (await download(`/api/employee/${c.employee.id}/export?format=csv`, c.employee.token, 'en')).text,
    );
    expect(english[0]).toEqual(['Area', 'When', 'Subject', 'Detail']);
    expect(english).toContainEqual(['Account', '', 'Role', 'Employee']);
    expect(english.find((row) => row[0] === 'Progress')?.[2]).toBe(title('malware', 'en'));
    expect(english.find((row) => row[0] === 'Progress')?.[3]).toContain('Passed, passed on');

    const audited = (await auditOf(h, 'data.exported')).filter((e) => e.target_user_id === c.employee.id);
    expect(audited.map((e) => e.details)).toEqual([
      { scope: 'person', format: 'json' },
      { scope: 'person', format: 'csv' },
      { scope: 'person', format: 'csv' },
    ]);
  });

  it('gives the same table as a PDF to read and print, in words, course titles and German time', async () => {
    const c = await companyWithPeople(h);
    await h.db.insertInto('training_assignments').values({ user_id: c.employee.id, training_slug: 'byod' }).execute();
    await progressRow(h, c.employee, 'byod');
    const response = await request(`/api/employee/${c.employee.id}/export?format=pdf`, { token: c.employee.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `Meine Daten Max Muster ${berlinToday(h.clock.now)}.pdf`,
    );
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Meine Daten – Max Muster');
    expect(text).toContain(`E-Mail-Adresse · ${c.employee.email}`);
    expect(text).toContain('Rolle · Mitarbeitende');
    expect(text).toContain('Fortschritt');
    expect(text).toMatch(
      new RegExp(
        `\\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d · ${title('byod').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Bestanden, bestanden am ${germanDate(h.clock.now)}`,
      ),
    );
    // The audit log in words (it listed "account.registered · selbst / self").
    expect(text).toContain('Protokoll');
    expect(text).toMatch(/· (von Ihnen selbst|durch: [A-ZÄÖÜ][a-zäöüß]+)/);
    expect(words(text)).not.toMatch(CODES);
    expect(text).toContain('nur gehasht oder versiegelt');
    expect(text).toMatch(/Seite 1 von \d+/);

    const english = await request(`/api/employee/${c.employee.id}/export?format=pdf`, {
      token: c.employee.token,
      lang: 'en',
    });
    expect(english.headers.get('content-disposition')).toContain(`My data Max Muster ${berlinToday(h.clock.now)}.pdf`);
    const englishText = (await pdfPages(new Uint8Array(await english.arrayBuffer()))).join('\n');
    expect(englishText).toContain('My data – Max Muster');
    expect(englishText).toContain('Role · Employee');
    expect(englishText).toContain(`${title('byod', 'en')} · Passed, passed on ${germanDate(h.clock.now)}`);
    expect(englishText).toMatch(/Page 1 of \d+/);
    expect(words(englishText)).not.toMatch(CODES);
    const audited = (await auditOf(h, 'data.exported')).filter((e) => e.target_user_id === c.employee.id);
    expect(audited.map((e) => e.details)).toEqual([
      { scope: 'person', format: 'pdf' },
      { scope: 'person', format: 'pdf' },
    ]);
  });

  it('is for the person and admins only; an unknown format is 400', async () => {
    const c = await companyWithPeople(h);
    const path = `/api/employee/${c.employee.id}/export`;
    await expectRefused(h, () => h.get(path, { token: c.owner.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get(path, { token: c.manager.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get(`${path}?format=xml`, { token: c.employee.token }), 400, 'VALIDATION_FAILED');
    await download(path, admin.token);
    await expectRefused(h, () => h.get('/api/employee/999999/export', { token: admin.token }), 404, 'NOT_FOUND');
  });
});

describe('GET /company/{id}/export', () => {
  it('gives the employer and admins the company, its people and their courses, with formulas neutralised', async () => {
    const c = await companyWithPeople(h, { companyName: '+Firma GmbH' });
    await h.db.insertInto('training_assignments').values({ user_id: c.employee.id, training_slug: 'byod' }).execute();
    await h.db
      .updateTable('training_assignments')
      .set({ due_on: '2030-03-31' })
      .where('user_id', '=', c.employee.id)
      .execute();
    await progressRow(h, c.employee, 'byod');

    const { text } = await download(`/api/company/${c.companyId}/export`, c.owner.token);
    const data = JSON.parse(text) as {
      company: { companyName: string };
      people: {
        id: number;
        courses: { trainingSlug: string; dueOn: string | null; status: string; validUntil: string | null }[];
      }[];
    };
    expect(data.company.companyName).toBe('+Firma GmbH');
    expect(data.people).toHaveLength(3);
    expect(data.people.find((p) => p.id === c.employee.id)?.courses).toEqual([
      expect.objectContaining({
        trainingSlug: 'byod',
        dueOn: '2030-03-31',
        status: 'passed',
        validUntil: expect.any(String),
      }),
    ]);

    const csv = readCsv((await download(`/api/company/${c.companyId}/export?format=csv`, admin.token)).text);
    expect(csv[0]?.slice(0, 6)).toEqual(['Nachname', 'Vorname', 'E-Mail', 'Rolle', 'Einladung angenommen', 'Kurs']);
    // Titles, words and German days instead of slugs, codes and UTC timestamps (finding 1-3).
    const today = germanDate(h.clock.now);
    const row = csv.find((r) => r[2] === c.employee.email);
    expect(row).toEqual([
      'Muster',
      'Max',
      c.employee.email,
      'Mitarbeitende',
      'ja',
      title('byod'),
      today,
      '31.03.2030',
      'Bestanden',
      '100',
      today,
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
    ]);
    expect(csv.find((r) => r[2] === c.owner.email)?.[3]).toMatch(/^Arbeitgeber(in)?$/);
    expect(csv.find((r) => r[2] === c.manager.email)?.[3]).toBe('Führungskraft');
    expect(words(csv.flat().join('\n'))).not.toMatch(CODES);
    // One row for each person without a course.
    expect(csv.filter((r) => r[2] === c.manager.email)).toHaveLength(1);

    const english = readCsv(
      (await download(`/api/company/${c.companyId}/export?format=csv`, c.owner.token, 'en')).text,
    );
    expect(english[0]).toEqual([
      'Last name',
      'First name',
      'E-mail',
      'Role',
      'Invitation accepted',
      'Course',
      'Assigned on',
      'Deadline',
      'Status',
      'Best score (%)',
      'Passed on',
      'Valid until',
    ]);
    expect(english.find((r) => r[2] === c.employee.email)?.slice(3, 9)).toEqual([
      'Employee',
      'yes',
      title('byod', 'en'),
      today,
      '31.03.2030',
      'Passed',
    ]);
  });

  it('gives the same rows as an Excel workbook, names that look like formulas kept as text', async () => {
    const c = await companyWithPeople(h);
    await h.db
      .updateTable('users')
      .set({ lastname: '=HYPERLINK("http://evil.example")', firstname: 'constructor' })
      .where('id', '=', c.employee.id)
      .execute();
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: c.employee.id, training_slug: 'malware' })
      .execute();
    await progressRow(h, c.employee, 'malware');

    const response = await request(`/api/company/${c.companyId}/export?format=xlsx`, { token: c.owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx"?(;|$)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const rows = (await readXlsxTable(bytes)).map((row) => row.cells);
    expect(rows[0]?.slice(0, 6)).toEqual(['Nachname', 'Vorname', 'E-Mail', 'Rolle', 'Einladung angenommen', 'Kurs']);
    const row = rows.find((r) => r[2] === c.employee.email);
    expect(row?.[0]).toBe('=HYPERLINK("http://evil.example")');
    expect(row?.[1]).toBe('constructor');
    expect(row?.[3]).toBe('Mitarbeitende');
    expect(row?.[5]).toBe(title('malware'));
    expect(row?.[8]).toBe('Bestanden');
    expect(row?.[9]).toBe('100');
    // Days are dates Excel shows in its own format and sorts (serial numbers with a date style).
    const serial = (day: string) => String((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
    expect(row?.[6]).toBe(serial(berlinToday(h.clock.now)));
    expect(row?.[10]).toBe(serial(berlinToday(h.clock.now)));
    expect(rows.filter((r) => r[2] === c.manager.email)).toHaveLength(1);

    // No cell of the sheet is a formula: the name is an inline text.
    const zip = await openZipArchive(bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of zip.read('xl/worksheets/sheet1.xml')) chunks.push(chunk);
    await zip.close();
    const sheet = Buffer.concat(chunks).toString('utf8');
    expect(sheet).toContain('<t xml:space="preserve">=HYPERLINK(&quot;http://evil.example&quot;)</t>');
    expect(sheet).not.toMatch(/<f[ >]/);
    expect(sheet).toContain(`s="2"><v>${serial(berlinToday(h.clock.now))}</v>`);
  });

  it('is for the employer and admins only', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    const path = `/api/company/${c.companyId}/export`;
    for (const person of [c.manager, c.employee, other.owner]) {
      await expectRefused(h, () => h.get(path, { token: person.token }), 403, 'ACCESS_DENIED');
    }
  });
});
