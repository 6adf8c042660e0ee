import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ImportResponse, UploadList, UploadPreview } from '../../src/shared/api/admin-uploads.ts';
import { type ApiResponse, fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { mailsTo, acceptInvitationFrom } from '../support/factories.ts';
import { fileAdmin, adminState, auditOf, expectAdminsOnly } from './admin-support.ts';
import { UploadFileResponse } from '../../src/shared/api/uploads.ts';
import { HEADER_DE, csv, people, utf8, xlsx, zipBomb } from './employee-list-fixtures.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness();
const request = rawApp(h);
const admin = fileAdmin(h);
const fileForm = (content: Uint8Array | string, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', new File([typeof content === 'string' ? utf8(content) : content], name));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};
const fieldsForm = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

async function send(path: string, body: FormData | undefined, token?: string): Promise<ApiResponse<unknown>> {
  const response = await request(path, {
    method: body ? 'POST' : 'GET',
    ...(body ? { body } : {}),
    ...(token ? { token } : {}),
    lang: 'en',
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}
const importAs = (body: FormData, token: string | undefined) => send('/api/employee/upload-employee-list', body, token);
const importList = (body: FormData) => importAs(body, admin.token);
const storeFor = (body: FormData) => send('/api/uploads', body, admin.token);

/** A company of 60 declared people whose employer uploads `text` as a list; answers the upload's id. */
async function uploaded(
  content: string | Uint8Array,
  name = 'liste.csv',
): Promise<{ c: TestCompany; uploadId: number }> {
  const c = await companyWithPeople(h, { companyName: 'Listen GmbH' });
  await h.db.updateTable('companies').set({ employee_count: 60 }).where('id', '=', c.companyId).execute();
  const response = await send('/api/pdf/upload-file', fileForm(content, name), c.owner.token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { c, uploadId: (response.body as { id: number }).id };
}

/** A list with every kind of row: good ones, one of an existing account, and one per problem. */
function mixedList(c: TestCompany, domain: string) {
  return csv([
    HEADER_DE,
    ...people(5, domain),
    ['Max', 'Muster', c.manager.email.toUpperCase()],
    ['', 'Leer', `leer@${domain}`],
    ['Falsche', 'Adresse', 'keine-adresse'],
    ['klein', 'Geschrieben', `klein@${domain}`],
    ['Doppelt', 'Drin', `person.1@${domain}`],
  ]);
}

describe('GET /uploads and GET /uploads/{id}/rows', () => {
  it('lists pending uploads with their employer and previews each row with its problems', async () => {
    const c0 = await companyWithPeople(h);
    const { c, uploadId } = await uploaded(mixedList(c0, 'review.de'));
    const list = await send('/api/uploads', undefined, admin.token);
    expect(list.status).toBe(200);
    const uploads = v.parse(UploadList, list.body);
    expect(uploads.find((u) => u.id === uploadId)).toMatchObject({
      companyId: c.companyId,
      companyName: 'Listen GmbH',
      employerId: c.owner.id,
      employerName: 'Petra Schmidt',
      employerEmail: c.owner.email,
      fileName: 'liste.csv',
      rowCount: 10,
      status: 'pending',
      importedAt: null,
      result: null,
    });
    expect(JSON.stringify(list.body)).not.toContain('content');
    const imported = v.parse(UploadList, (await send('/api/uploads?status=imported', undefined, admin.token)).body);
    expect(imported.some((u) => u.id === uploadId)).toBe(false);
    const all = v.parse(UploadList, (await send('/api/uploads?status=all', undefined, admin.token)).body);
    expect(all.some((u) => u.id === uploadId)).toBe(true);
    expect((await send('/api/uploads?status=deleted', undefined, admin.token)).status).toBe(400);

    const preview = await send(`/api/uploads/${uploadId}/rows`, undefined, admin.token);
    expect(preview.status).toBe(200);
    const body = v.parse(UploadPreview, preview.body);
    expect(body.rows).toHaveLength(10);
    expect(body.rows.slice(5).map((row) => [row.line, row.problems, row.existing])).toEqual([
      [7, [], true],
      [8, ['missingField'], false],
      [9, ['invalidEmail'], false],
      [10, ['nameNotCapitalised'], false],
      [11, ['duplicateEmail'], false],
    ]);
    expect(body.problems).toMatchObject({
      rows: 4,
      missingField: 1,
      invalidEmail: 1,
      nameNotCapitalised: 1,
      duplicateEmail: 1,
    });
    expect(body.expected).toEqual({ handled: 10, created: 5, alreadyExisting: 1, validationErrors: 4 });
    expect((await send('/api/uploads/999999/rows', undefined, admin.token)).status).toBe(404);
  });
});

describe('POST /employee/upload-employee-list', () => {
  it('imports a stored upload: creates and invites the new people, counts the rest, records it', async () => {
    const c0 = await companyWithPeople(h);
    const { c, uploadId } = await uploaded(mixedList(c0, 'import.de'));
    await h.db.updateTable('users').set({ lang: 'en' }).where('id', '=', c.owner.id).execute();

    const response = await importList(fieldsForm({ uploadId: String(uploadId) }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(v.parse(ImportResponse, response.body)).toEqual({
      success: true,
      uploadId,
      companyId: c.companyId,
      handled: 10,
      created: 5,
      alreadyExisting: 1,
      validationErrors: 4,
    });
    const created = await h.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'active', 'password_hash', 'is_first_login', 'lang', 'firstname'])
      .where('email', 'like', '%@import.de')
      .orderBy('id')
      .execute();
    expect(created).toHaveLength(5);
    expect(
      created.every((p) => p.role === 'employee' && !p.active && p.password_hash === null && p.lang === 'en'),
    ).toBe(true);
    // The existing manager stays where they are.
    const manager = await h.db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', c0.manager.id)
      .executeTakeFirstOrThrow();
    expect(manager.company_id).toBe(c0.companyId);

    // Each new person has a mail in the employer's language with a working link.
    const [mail] = await mailsTo(h, 'person.1@import.de');
    expect(mail?.subject).toBe('Invitation to the security training of Listen GmbH');
    expect(mail?.text_body).toContain('Petra Schmidt');
    const accepted = await acceptInvitationFrom(h, mail!.text_body);
    expect(accepted.status).toBe(200);

    const stored = await h.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'imported',
      result: { handled: 10, created: 5, alreadyExisting: 1, validationErrors: 4 },
    });
    expect((await auditOf(h, 'upload.imported')).at(-1)).toMatchObject({
      actor_id: admin.id,
      target_user_id: c.owner.id,
      target_company_id: c.companyId,
      details: { uploadId, created: 5 },
    });
    const invited = (await auditOf(h, 'employee.invited')).filter((e) => e.target_company_id === c.companyId);
    expect(invited.map((e) => e.target_user_id).sort()).toEqual(created.map((p) => p.id).sort());
    expect(invited.every((e) => e.actor_id === admin.id)).toBe(true);

    // Once imported, a second import is refused; the list shows it as imported.
    const again = await importList(fieldsForm({ uploadId: String(uploadId) }));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'UPLOAD_ALREADY_IMPORTED' } } });
    const imported = v.parse(UploadList, (await send('/api/uploads?status=imported', undefined, admin.token)).body);
    expect(imported.find((u) => u.id === uploadId)?.result).toEqual({
      handled: 10,
      created: 5,
      alreadyExisting: 1,
      validationErrors: 4,
    });
  });

  it('imports a file sent with the employer and keeps it as an imported upload', async () => {
    const c = await companyWithPeople(h);
    const response = await importList(
      fileForm(xlsx([HEADER_DE, ...people(4, 'datei.de')]), 'team.xlsx', { employerId: String(c.owner.id) }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = v.parse(ImportResponse, response.body);
    expect(result).toMatchObject({
      companyId: c.companyId,
      handled: 4,
      created: 4,
      alreadyExisting: 0,
      validationErrors: 0,
    });
    const stored = await h.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      company_id: c.companyId,
      uploaded_by: admin.id,
      file_name: 'team.xlsx',
      status: 'imported',
    });
    // The same people again: all of them exist now.
    const twice = await importList(
      fileForm(csv([HEADER_DE, ...people(4, 'datei.de')]), 'team.csv', { employerId: String(c.owner.id) }),
    );
    expect(twice.body).toMatchObject({ handled: 4, created: 0, alreadyExisting: 4 });
  });

  it.each([
    [
      'a file over 2 MB',
      () => csv([HEADER_DE, ['Anna', 'Müller', 'a@b.de'], ['x'.repeat(2 * 1024 * 1024), 'B', 'c@d.de']]),
      'liste.csv',
      413,
      'fileTooLarge',
    ],
    ['a request over the limit', () => 'y'.repeat(3 * 1024 * 1024), 'liste.csv', 413, 'fileTooLarge'],
    ['a PDF', () => utf8('%PDF-1.7 …'), 'liste.pdf', 400, 'fileType'],
    ['a text posing as XLSX', () => utf8('Vorname;Nachname;E-Mail'), 'liste.xlsx', 400, 'brokenXlsx'],
    ['a zip bomb posing as XLSX', () => zipBomb(300, 'small'), 'liste.xlsx', 400, 'unpackedTooLarge'],
  ] as const)('refuses %s without reading it all and changes nothing', async (_, content, name, status, code) => {
    const c = await companyWithPeople(h);
    const before = await adminState(h);
    const started = performance.now();
    const response = await importList(fileForm(content(), name, { employerId: String(c.owner.id) }));
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject({ error: { code: 'UPLOAD_REJECTED', details: [{ code }] } });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await adminState(h)).toEqual(before);
  });

  it('refuses forms that do not say what to import, for whom, or that name the wrong employer', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    const { uploadId } = await uploaded(csv([HEADER_DE, ...people(2, 'form.de')]));
    const list = csv([HEADER_DE, ...people(2, 'form2.de')]);
    const cases: Array<[FormData, number, string]> = [
      [fieldsForm({}), 400, 'VALIDATION_FAILED'],
      [fileForm(list, 'l.csv'), 400, 'VALIDATION_FAILED'],
      [
        fileForm(list, 'l.csv', { uploadId: String(uploadId), employerId: String(c.owner.id) }),
        400,
        'VALIDATION_FAILED',
      ],
      [fieldsForm({ uploadId: String(uploadId), employerId: String(other.owner.id) }), 400, 'VALIDATION_FAILED'],
      [fieldsForm({ uploadId: 'eins' }), 400, 'VALIDATION_FAILED'],
      [fieldsForm({ uploadId: String(uploadId), role: 'admin' }), 400, 'VALIDATION_FAILED'],
      [fieldsForm({ uploadId: '999999' }), 404, 'NOT_FOUND'],
      [fileForm(list, 'l.csv', { employerId: String(c.manager.id) }), 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const before = await adminState(h);
      const response = await importList(body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body).toMatchObject({ error: { code } });
      expect(await adminState(h)).toEqual(before);
    }
    const text = new FormData();
    text.append('file', 'Vorname;Nachname;E-Mail');
    text.append('employerId', String(c.owner.id));
    expect(await importList(text)).toMatchObject({ status: 400, body: { error: { code: 'UPLOAD_REJECTED' } } });
  });

  it('stores a list an admin sends for an employer as pending, to be reviewed and imported like their own', async () => {
    // A company of three: the rule of 50 declared people is the employer's, not the admin's.
    const c = await companyWithPeople(h, { companyName: 'Kleinbetrieb OHG' });
    const stored = await storeFor(
      fileForm(csv([HEADER_DE, ...people(3, 'admin-liste.de'), ['Ohne', 'Adresse', '']]), 'team.csv', {
        employerId: String(c.owner.id),
      }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const upload = v.parse(UploadFileResponse, stored.body);
    expect(upload).toMatchObject({ fileName: 'team.csv', rowCount: 4, problems: { rows: 1 } });
    expect(await auditOf(h, 'upload.received')).toContainEqual(
      expect.objectContaining({ actor_id: admin.id, target_company_id: c.companyId }),
    );
    // Waiting among the employers' uploads, with its rows, and nobody invited yet.
    const pending = v.parse(UploadList, (await send('/api/uploads', undefined, admin.token)).body);
    expect(pending.find((one) => one.id === upload.id)).toMatchObject({
      companyName: 'Kleinbetrieb OHG',
      employerId: c.owner.id,
      rowCount: 4,
    });
    const preview = v.parse(UploadPreview, (await send(`/api/uploads/${upload.id}/rows`, undefined, admin.token)).body);
    expect(preview.expected).toMatchObject({ created: 3, validationErrors: 1 });
    expect(await mailsTo(h, 'person.1@admin-liste.de')).toHaveLength(0);

    const imported = await importList(fieldsForm({ uploadId: String(upload.id) }));
    expect(imported.body).toMatchObject({ companyId: c.companyId, created: 3, validationErrors: 1 });
  });

  it('refuses a list for someone who is not an employer, a form without file or employer, and a broken file', async () => {
    const c = await companyWithPeople(h);
    const list = csv([HEADER_DE, ...people(2, 'falsch.de')]);
    const cases: Array<[FormData, number, string]> = [
      [fieldsForm({ employerId: String(c.owner.id) }), 400, 'UPLOAD_REJECTED'],
      [fileForm(list, 'l.csv'), 400, 'VALIDATION_FAILED'],
      [fileForm(list, 'l.csv', { employerId: String(c.owner.id), uploadId: '1' }), 400, 'VALIDATION_FAILED'],
      [fileForm(list, 'l.csv', { employerId: 'eins' }), 400, 'VALIDATION_FAILED'],
      [fileForm(list, 'l.csv', { employerId: String(c.manager.id) }), 404, 'NOT_FOUND'],
      [fileForm(list, 'l.csv', { employerId: String(admin.id) }), 404, 'NOT_FOUND'],
      [fileForm(utf8('%PDF-1.7 …'), 'l.pdf', { employerId: String(c.owner.id) }), 400, 'UPLOAD_REJECTED'],
    ];
    for (const [body, status, code] of cases) {
      const before = await adminState(h);
      const response = await storeFor(body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body).toMatchObject({ error: { code } });
      expect(await adminState(h)).toEqual(before);
    }
    await expectAdminsOnly(h, c, (token) =>
      send('/api/uploads', fileForm(list, 'l.csv', { employerId: String(c.owner.id) }), token),
    );
  });

  it('imports 10,000 people in seconds', async () => {
    const rows = people(10_000, 'gross.de').map(([first, last], index) => [first!, last!, `p${index}@gross.de`]);
    const { c, uploadId } = await uploaded(csv([HEADER_DE, ...rows]));
    const started = performance.now();
    const response = await importList(fieldsForm({ uploadId: String(uploadId) }));
    const seconds = (performance.now() - started) / 1000;
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ handled: 10_000, created: 10_000, alreadyExisting: 0, validationErrors: 0 });
    console.info(`import of 10,000 rows on ${h.database.kind}: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    const count = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10_003);
    const mails = await h.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient', 'like', '%@gross.de')
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(10_000);
  }, 120_000);

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    const { uploadId } = await uploaded(csv([HEADER_DE, ...people(2, 'only.de')]));
    await expectAdminsOnly(h, c, (token) => send('/api/uploads', undefined, token));
    await expectAdminsOnly(h, c, (token) => send(`/api/uploads/${uploadId}/rows`, undefined, token));
    await expectAdminsOnly(h, c, (token) => importAs(fieldsForm({ uploadId: String(uploadId) }), token));
  });
});
