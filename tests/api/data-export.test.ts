import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, progressRow } from '../support/companies.ts';
import { fileAdmin, auditOf } from './admin-support.ts';
import { pdfPages, rawApp } from './files-support.ts';
import { readXlsxTable } from '../../src/server/files/xlsx-table.ts';
import { openZipArchive } from '../../src/server/files/zip-archive.ts';

/**
 * Data exports (issue 21, point 5; decision 084): a person downloads everything stored about
 * them, the employer the company's data, an admin both; as JSON and as CSV a spreadsheet opens
 * safely. The files are read back here as a program and a spreadsheet would read them.
 */

const h = fileHarness();
const request = rawApp(h);
const admin = fileAdmin(h);
async function download(path: string, token: string) {
  const response = await request(path, { token });
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
    expect(rows[0]).toEqual(['Bereich / area', 'Zeitpunkt / when', 'Gegenstand / subject', 'Angabe / detail']);
    expect(rows).toContainEqual(['Konto / account', expect.any(String), 'E-Mail', c.employee.email]);
    // The name a spreadsheet would run as a formula is text.
    expect(rows.find((row) => row[2] === 'Name')?.[3]).toMatch(/^'=HYPERLINK/);
    expect(rows.some((row) => row[0] === 'Fortschritt / progress' && row[2] === 'malware')).toBe(true);

    const audited = (await auditOf(h, 'data.exported')).filter((e) => e.target_user_id === c.employee.id);
    expect(audited.map((e) => e.details)).toEqual([
      { scope: 'person', format: 'json' },
      { scope: 'person', format: 'csv' },
    ]);
  });

  it('gives the same table as a PDF to read and print, times in German time', async () => {
    const c = await companyWithPeople(h);
    await h.db.insertInto('training_assignments').values({ user_id: c.employee.id, training_slug: 'byod' }).execute();
    await progressRow(h, c.employee, 'byod');
    const response = await request(`/api/employee/${c.employee.id}/export?format=pdf`, { token: c.employee.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/Meine Daten Max Muster \d{4}-\d\d-\d\d\.pdf/);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Meine Daten / My data – Max Muster');
    expect(text).toContain(`E-Mail · ${c.employee.email}`);
    expect(text).toContain('Fortschritt / progress');
    expect(text).toMatch(/\d\d\.\d\d\.\d{4}, \d\d:\d\d · byod · passed/);
    expect(text).toContain('nur gehasht oder versiegelt');
    expect(text).toMatch(/Seite \/ page 1 von \/ of \d+/);
    const audited = (await auditOf(h, 'data.exported')).filter((e) => e.target_user_id === c.employee.id);
    expect(audited.map((e) => e.details)).toEqual([{ scope: 'person', format: 'pdf' }]);
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
    const row = csv.find((r) => r[2] === c.employee.email && r[5] === 'byod');
    expect(row?.[7]).toBe('2030-03-31');
    expect(row?.[8]).toBe('passed');
    // One row for each person without a course.
    expect(csv.filter((r) => r[2] === c.manager.email)).toHaveLength(1);
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
    expect(row?.[5]).toBe('malware');
    expect(row?.[8]).toBe('passed');
    expect(row?.[9]).toBe('100');
    expect(rows.filter((r) => r[2] === c.manager.email)).toHaveLength(1);

    // No cell of the sheet is a formula: the name is an inline text.
    const zip = await openZipArchive(bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of zip.read('xl/worksheets/sheet1.xml')) chunks.push(chunk);
    await zip.close();
    const sheet = Buffer.concat(chunks).toString('utf8');
    expect(sheet).toContain('<t xml:space="preserve">=HYPERLINK(&quot;http://evil.example&quot;)</t>');
    expect(sheet).not.toMatch(/<f[ >]/);
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
