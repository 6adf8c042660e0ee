import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UploadFileResponse } from '../../src/shared/api/uploads.ts';
import { type ApiResponse, fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, databaseState, legacyCompany, type TestCompany } from '../support/companies.ts';
import { createPerson } from '../support/factories.ts';
import {
  HEADER_DE,
  HEADER_EN,
  csv,
  latin1,
  people,
  utf8,
  xlsx,
  xlsxParts,
  zipBomb,
  zipParts,
} from './employee-list-fixtures.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness();
const request = rawApp(h);
type ErrorBody = { error: { statusCode: number; code: string; message: string; details?: unknown[] } };
const UPLOAD_MESSAGE = {
  de: 'Die Datei kann nicht hochgeladen werden. Bitte prüfen Sie das Format (CSV mit Semikolon oder Excel-Datei mit den Spalten Vorname, Nachname, E-Mail) oder wenden Sie sich an den Support.',
  en: 'The file cannot be uploaded. Please check the format (CSV separated by semicolons, or an Excel file, with the columns first name, last name, e-mail) or contact support.',
};
const NO_PROBLEMS = {
  rows: 0,
  missingField: 0,
  invalidEmail: 0,
  invalidName: 0,
  nameNotCapitalised: 0,
  duplicateEmail: 0,
  extraFields: 0,
};

/** Every upload also leaves a row in `uploads`; the shared snapshot does not look there. */
async function state() {
  return {
    ...(await databaseState(h)),
    uploads: await h.db.selectFrom('uploads').select('id').orderBy('id').execute(),
  };
}

/** A company of 60 declared employees (at least UPLOAD_MIN_EMPLOYEES) with its people. */
async function bigCompany(employeeCount = 60): Promise<TestCompany> {
  const c = await companyWithPeople(h);
  await h.db.updateTable('companies').set({ employee_count: employeeCount }).where('id', '=', c.companyId).execute();
  return c;
}

function form(content: Uint8Array | string, fileName: string, field = 'file') {
  const body = new FormData();
  body.append(field, new File([typeof content === 'string' ? utf8(content) : content], fileName));
  return body;
}

async function upload(body: FormData | string, token?: string, lang = 'en'): Promise<ApiResponse<unknown>> {
  const response = await request('/api/pdf/upload-file', { method: 'POST', body, ...(token ? { token } : {}), lang });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

/** Sends an upload that must be refused and checks status, code, detail and that nothing changed. */
async function expectUploadRefused(
  send: (lang: string) => Promise<ApiResponse<unknown>>,
  status: number,
  code: string,
  detail?: { code: string; en?: string; de?: string },
) {
  for (const lang of ['en', 'de'] as const) {
    const before = await state();
    const response = (await send(lang)) as ApiResponse<ErrorBody>;
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.error.code).toBe(code);
    if (code === 'UPLOAD_REJECTED') expect(response.body.error.message).toBe(UPLOAD_MESSAGE[lang]);
    if (detail) {
      const expected = { path: 'file', code: detail.code, ...(detail[lang] ? { message: detail[lang] } : {}) };
      expect(response.body.error.details).toEqual([expect.objectContaining(expected)]);
    }
    expect(await state()).toEqual(before);
  }
}

describe('POST /pdf/upload-file', () => {
  it('stores a 60-person CSV of the employer for review and answers its id and row count', async () => {
    const c = await bigCompany();
    const text = csv([HEADER_DE, ...people(60)]);
    const response = await upload(form(text, 'Mitarbeiter März.csv'), c.owner.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = v.parse(UploadFileResponse, response.body);
    expect(body).toEqual({
      uploaded: true,
      id: body.id,
      fileName: 'Mitarbeiter März.csv',
      rowCount: 60,
      problems: NO_PROBLEMS,
    });
    const stored = await h.db.selectFrom('uploads').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      company_id: c.companyId,
      uploaded_by: c.owner.id,
      file_name: 'Mitarbeiter März.csv',
      content_type: 'text/csv; charset=utf-8',
      size_bytes: utf8(text).length,
      row_count: 60,
      status: 'pending',
      result: null,
      imported_at: null,
    });
    expect(Buffer.from(stored.content).toString('utf8')).toBe(text);
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_company_id', 'details'])
      .where('action', '=', 'upload.received')
      .where('target_company_id', '=', c.companyId)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: c.owner.id,
        target_company_id: c.companyId,
        details: { uploadId: body.id, type: 'csv', sizeBytes: utf8(text).length, rowCount: 60, rowsWithProblems: 0 },
      },
    ]);
    // Nobody is created or invited by the upload: that is the admin's import after the review.
    expect((await h.get(`/api/company/${c.companyId}/employees`, { token: c.owner.token })).body).toHaveLength(3);
  });

  it('takes the first sheet of an XLSX workbook from a manager', async () => {
    const c = await bigCompany();
    const rows = [HEADER_EN, ...people(60)];
    const response = await upload(form(xlsx(rows), 'staff.XLSX'), c.manager.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      uploaded: true,
      fileName: 'staff.XLSX',
      rowCount: 60,
      problems: NO_PROBLEMS,
    });
    const stored = await h.db
      .selectFrom('uploads')
      .select(['uploaded_by', 'content_type'])
      .where('id', '=', (response.body as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      uploaded_by: c.manager.id,
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it.each([
    ['lower-case English words', csv([['firstname', 'lastname', 'email'], ...people(50)])],
    ['upper-case German words', csv([['VORNAME', 'NACHNAME', 'E-MAIL'], ...people(50)])],
    ['any column order', csv([['E-Mail', 'Nachname', 'Vorname'], ...people(50).map((p) => [p[2]!, p[1]!, p[0]!])])],
    [
      'a byte order mark, LF line ends and blank lines',
      csv([HEADER_DE, [], ...people(50), ['', '', '']], { bom: true, eol: '\n' }),
    ],
    [
      'trailing separators and spaces around fields',
      csv([[...HEADER_DE, ''], ...people(50).map((p) => [` ${p[0]} `, p[1]!, `${p[2]} `, ''])]),
    ],
    ['old Mac line ends', csv([['First Name', 'Last Name', 'E-Mail-Adresse'], ...people(50)], { eol: '\r' })],
  ])('reads a CSV with %s', async (_, text) => {
    const c = await bigCompany();
    const response = await upload(form(text, 'liste.csv'), c.owner.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ rowCount: 50, problems: NO_PROBLEMS });
  });

  it('accepts a list with bad rows and counts their problems', async () => {
    const c = await bigCompany();
    const rows = [
      HEADER_DE,
      ['Anna', 'Müller', 'anna.mueller@firma.de'],
      ['', 'Schmidt', 'schmidt@firma.de'], // missing first name
      ['Bernd', 'Becker', ''], // missing e-mail
      ['Carla', 'Clausen', 'carla(at)firma.de'], // invalid e-mail
      ['dieter', 'Dorn', 'dieter.dorn@firma.de'], // not capitalised
      ['Eva', 'von Eschen', 'eva@firma.de'], // not capitalised
      ['Frank', 'Fischer', 'ANNA.MUELLER@firma.de'], // duplicate in any case
      ['Gül', 'Güneş', 'guel@firma.de', 'Abteilung Einkauf'], // a field beyond the columns
      ['Hanna', 'H'.repeat(101), 'hanna@firma.de'], // name too long
      ['igor', '', 'bad-address'], // three problems
    ];
    const response = await upload(form(csv(rows), 'liste.csv'), c.owner.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      uploaded: true,
      rowCount: 10,
      problems: {
        rows: 9,
        missingField: 3,
        invalidEmail: 2,
        invalidName: 1,
        nameNotCapitalised: 3,
        duplicateEmail: 1,
        extraFields: 1,
      },
    });
  });

  it('accepts 10,000 rows and refuses 10,001 (CSV and XLSX)', async () => {
    const c = await bigCompany();
    const ok = await upload(form(csv([HEADER_DE, ...people(10_000)]), 'gross.csv'), c.owner.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ rowCount: 10_000, problems: NO_PROBLEMS });
    const tooMany = { code: 'tooManyRows', en: 'The file contains more than 10,000 rows of employees.' };
    const csvRows = csv([HEADER_DE, ...people(10_001)]);
    await expectUploadRefused(
      (lang) => upload(form(csvRows, 'zu-gross.csv'), c.owner.token, lang),
      400,
      'UPLOAD_REJECTED',
      {
        ...tooMany,
        de: 'Die Datei enthält mehr als 10.000 Zeilen mit Mitarbeitenden.',
      },
    );
    const workbook = xlsx([HEADER_DE, ...people(10_001)]);
    await expectUploadRefused(
      (lang) => upload(form(workbook, 'zu-gross.xlsx'), c.owner.token, lang),
      400,
      'UPLOAD_REJECTED',
      tooMany,
    );
  });

  it('refuses a file that is not UTF-8', async () => {
    const c = await bigCompany();
    const text = csv([HEADER_DE, ['Jürgen', 'Weiß', 'juergen@firma.de'], ...people(60)]);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(text).flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]),
    ]);
    for (const bytes of [latin1(text), utf16]) {
      await expectUploadRefused(
        (lang) => upload(form(bytes, 'liste.csv'), c.owner.token, lang),
        400,
        'UPLOAD_REJECTED',
        {
          code: 'notUtf8',
          en: 'The file is not encoded in UTF-8. Save it as "CSV UTF-8".',
          de: 'Die Datei ist nicht in UTF-8 kodiert. Speichern Sie sie als „CSV UTF-8“.',
        },
      );
    }
  });

  it.each([
    ['a PDF', utf8('%PDF-1.7 ...'), 'liste.pdf'],
    ['a file without extension', utf8(csv([HEADER_DE, ...people(3)])), 'liste'],
    ['an old Excel file', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'liste.xls'],
    ['an encrypted workbook', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'liste.xlsx'],
    ['a workbook named .csv', xlsx([HEADER_DE, ...people(3)]), 'liste.csv'],
    ['binary data named .csv', new Uint8Array([0x56, 0x6f, 0, 0x72, 0x3b]), 'liste.csv'],
  ])('refuses %s as the wrong type', async (_, bytes, name) => {
    const c = await bigCompany();
    await expectUploadRefused((lang) => upload(form(bytes, name), c.owner.token, lang), 400, 'UPLOAD_REJECTED', {
      code: 'fileType',
      en: 'Only CSV files (.csv) and Excel workbooks (.xlsx) are accepted.',
      de: 'Erlaubt sind CSV-Dateien (.csv) und Excel-Arbeitsmappen (.xlsx).',
    });
  });

  it.each([
    [
      'a missing column',
      csv([
        ['Vorname', 'Nachname'],
        ['Anna', 'Müller'],
      ]),
      'missingColumns',
      'Columns are missing: e-mail. The first row must name first name, last name and e-mail.',
      'Es fehlen Spalten: E-Mail. Die erste Zeile muss Vorname, Nachname und E-Mail nennen.',
    ],
    [
      'no header row',
      csv(people(5)),
      'missingColumns',
      'Columns are missing: first name, last name, e-mail. The first row must name first name, last name and e-mail.',
      undefined,
    ],
    [
      'an unknown column',
      csv([
        [...HEADER_DE, 'Abteilung'],
        ['Anna', 'Müller', 'anna@firma.de', 'Einkauf'],
      ]),
      'unknownColumns',
      'Unknown columns: "Abteilung". The list may only contain first name, last name and e-mail.',
      'Unbekannte Spalten: „Abteilung“. Die Liste darf nur Vorname, Nachname und E-Mail enthalten.',
    ],
    [
      'a column twice',
      csv([
        [...HEADER_DE, 'Email'],
        ['Anna', 'Müller', 'anna@firma.de', 'anna@firma.de'],
      ]),
      'duplicateColumns',
      'Columns appear twice: "Email".',
      'Doppelte Spalten: „Email“.',
    ],
    [
      'commas as separator',
      'Vorname,Nachname,E-Mail\r\nAnna,Müller,anna@firma.de\r\n',
      'separator',
      'The columns must be separated by semicolons (;).',
      'Die Spalten müssen durch Semikolon (;) getrennt sein.',
    ],
    [
      'quoted header words',
      csv([
        ['"Vorname"', '"Nachname"', '"E-Mail"'],
        ['"Anna"', '"Müller"', '"anna@firma.de"'],
      ]),
      'missingColumns',
      undefined,
      undefined,
    ],
  ])('refuses %s', async (_, text, code, en, de) => {
    const c = await bigCompany();
    await expectUploadRefused((lang) => upload(form(text, 'liste.csv'), c.owner.token, lang), 400, 'UPLOAD_REJECTED', {
      code,
      ...(en ? { en } : {}),
      ...(de ? { de } : {}),
    });
  });

  it.each([
    ['an empty file', ''],
    ['only blank lines', '\r\n;;\r\n\r\n'],
    ['only the header', csv([HEADER_DE])],
  ])('refuses %s as empty', async (_, text) => {
    const c = await bigCompany();
    await expectUploadRefused((lang) => upload(form(text, 'liste.csv'), c.owner.token, lang), 400, 'UPLOAD_REJECTED', {
      code: 'empty',
      en: 'The file contains no rows of employees.',
      de: 'Die Datei enthält keine Zeilen mit Mitarbeitenden.',
    });
  });

  it('refuses a file over 2 MB and a request over the upload limit with 413', async () => {
    const c = await bigCompany();
    const padding = 'x'.repeat(2 * 1024 * 1024);
    const big = csv([HEADER_DE, ['Anna', 'Müller', 'anna@firma.de'], [padding, 'B', 'c@d.de']]);
    const detail = { code: 'fileTooLarge', en: 'The file is larger than 2 MB.', de: 'Die Datei ist größer als 2 MB.' };
    await expectUploadRefused(
      (lang) => upload(form(big, 'liste.csv'), c.owner.token, lang),
      413,
      'UPLOAD_REJECTED',
      detail,
    );
    const huge = `${big}${'y'.repeat(1024 * 1024)}`;
    await expectUploadRefused(
      (lang) => upload(form(huge, 'liste.csv'), c.owner.token, lang),
      413,
      'UPLOAD_REJECTED',
      detail,
    );
  });

  it('keeps the 100 KB JSON limit for the rest of the API', async () => {
    const c = await bigCompany();
    const response = await h.patch(
      `/api/company/${c.companyId}`,
      { companyName: 'x'.repeat(200 * 1024) },
      { token: c.owner.token },
    );
    expect(response).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it.each([
    ['a truncated workbook', () => xlsx([HEADER_DE, ...people(5)]).slice(0, 300)],
    ['a ZIP that is no workbook', () => zipParts({ 'liste.txt': 'Vorname;Nachname;E-Mail' })],
    [
      'a workbook with broken XML',
      () => zipParts({ ...xlsxParts([HEADER_DE, ...people(5)]), 'xl/sharedStrings.xml': '<sst><si><t>Vorname</si>' }),
    ],
    [
      'a workbook whose XML declares entities',
      () =>
        zipParts({
          ...xlsxParts([HEADER_DE, ...people(5)]),
          'xl/workbook.xml':
            '<!DOCTYPE w [<!ENTITY a "aaaaaaaaaa">]><workbook><sheets><sheet r:id="&a;"/></sheets></workbook>',
        }),
    ],
    [
      'a workbook without its first sheet',
      () => {
        const parts = xlsxParts([HEADER_DE, ...people(5)]);
        delete parts['xl/worksheets/sheet2.xml'];
        return zipParts(parts);
      },
    ],
  ])('refuses %s as broken', async (_, bytes) => {
    const c = await bigCompany();
    await expectUploadRefused(
      (lang) => upload(form(bytes(), 'liste.xlsx'), c.owner.token, lang),
      400,
      'UPLOAD_REJECTED',
      {
        code: 'brokenXlsx',
        en: 'The Excel file is damaged or cannot be read.',
        de: 'Die Excel-Datei ist beschädigt oder kann nicht gelesen werden.',
      },
    );
  });

  it('refuses a zip bomb posing as XLSX without inflating it, whether it declares its size or lies about it', async () => {
    const c = await bigCompany();
    const detail = {
      code: 'unpackedTooLarge',
      en: 'The Excel file is inadmissibly large when unpacked.',
      de: 'Die Excel-Datei ist entpackt unzulässig groß.',
    };
    for (const bomb of [zipBomb(300, 'honestly'), zipBomb(300, 'small')]) {
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const started = performance.now();
      await expectUploadRefused(
        (lang) => upload(form(bomb, 'liste.xlsx'), c.owner.token, lang),
        400,
        'UPLOAD_REJECTED',
        detail,
      );
      // Inflating 300 MB twice would take seconds; stopping at the declared bytes takes milliseconds.
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it.each([
    ['no file field', () => form(csv([HEADER_DE, ...people(3)]), 'liste.csv', 'datei')],
    [
      'a text instead of a file',
      () => {
        const body = new FormData();
        body.append('file', csv([HEADER_DE, ...people(3)]));
        return body;
      },
    ],
    [
      'two files',
      () => {
        const body = form(csv([HEADER_DE, ...people(3)]), 'a.csv');
        body.append('file', new File([utf8(csv([HEADER_DE, ...people(3)]))], 'b.csv'));
        return body;
      },
    ],
    ['a JSON body', () => JSON.stringify({ file: 'Vorname;Nachname;E-Mail' })],
  ])('refuses %s', async (_, body) => {
    const c = await bigCompany();
    await expectUploadRefused((lang) => upload(body(), c.owner.token, lang), 400, 'UPLOAD_REJECTED', {
      code: 'fileField',
      en: 'Send exactly one file in the form field "file".',
      de: 'Senden Sie genau eine Datei im Formularfeld „file“.',
    });
  });

  it('is only for companies that declare at least 50 employees', async () => {
    for (const count of [null, 0, 49]) {
      const c = await bigCompany();
      await h.db.updateTable('companies').set({ employee_count: count }).where('id', '=', c.companyId).execute();
      const file = form(csv([HEADER_DE, ...people(60)]), 'liste.csv');
      const en = await expectRefusedUpload(() => upload(file, c.owner.token, 'en'), 400, 'UPLOAD_NOT_AVAILABLE');
      expect(en.body.error.message).toBe(
        'Employee lists can be uploaded by companies with at least 50 employees. Enter the number of your employees in the company data or invite your employees one by one.',
      );
      const de = await expectRefusedUpload(() => upload(file, c.manager.token, 'de'), 400, 'UPLOAD_NOT_AVAILABLE');
      expect(de.body.error.message).toBe(
        'Mitarbeiterlisten können Unternehmen mit mindestens 50 Mitarbeitenden hochladen. Tragen Sie die Zahl Ihrer Mitarbeitenden in den Unternehmensdaten ein oder laden Sie Ihre Mitarbeitenden einzeln ein.',
      );
    }
    // The employer declares the number in the company data; 50 is enough.
    const c = await companyWithPeople(h);
    const patched = await h.patch(`/api/company/${c.companyId}`, { employeeCount: 50 }, { token: c.owner.token });
    expect(patched.status).toBe(200);
    const response = await upload(form(csv([HEADER_DE, ...people(60)]), 'liste.csv'), c.owner.token);
    expect(response.status).toBe(200);
  });

  it('needs a session of an employer or manager, whose company has accepted the agreement', async () => {
    const c = await bigCompany();
    const admin = await createPerson(h, 'admin', null);
    const file = () => form(csv([HEADER_DE, ...people(60)]), 'liste.csv');
    await expectRefusedUpload(() => upload(file()), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefusedUpload(
      () => upload(file(), 'not-a-token-at-all-but-long-enough'),
      401,
      'AUTHORIZATION_REQUIRED',
    );
    await expectRefusedUpload(() => upload(file(), c.employee.token), 403, 'ACCESS_DENIED');
    await expectRefusedUpload(() => upload(file(), admin.token), 403, 'ACCESS_DENIED');

    const legacy = await legacyCompany(h);
    await h.db.updateTable('companies').set({ employee_count: 80 }).where('id', '=', legacy.companyId).execute();
    const blocked = await expectRefusedUpload(() => upload(file(), legacy.owner.token), 403, 'ACTIONS_BLOCKED');
    expect(blocked.body.error.message).toBe(
      'The data processing agreement has not yet been accepted by the account holder. Until then, actions are blocked.',
    );
  });

  it('stores each upload for the uploader’s own company only', async () => {
    const a = await bigCompany();
    const b = await bigCompany(200);
    const fromA = await upload(form(csv([HEADER_DE, ...people(55, 'a.de')]), 'a.csv'), a.manager.token);
    const fromB = await upload(form(csv([HEADER_DE, ...people(70, 'b.de')]), 'b.csv'), b.owner.token);
    const rows = await h.db
      .selectFrom('uploads')
      .select(['company_id', 'row_count'])
      .where('id', 'in', [(fromA.body as { id: number }).id, (fromB.body as { id: number }).id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { company_id: a.companyId, row_count: 55 },
      { company_id: b.companyId, row_count: 70 },
    ]);
  });

  it('bounds the uploads of a company: after 11 in a row the next waits', async () => {
    const c = await bigCompany();
    const file = () => form(csv([HEADER_DE, ...people(50)]), 'liste.csv');
    for (let i = 0; i < 11; i++) expect((await upload(file(), c.owner.token)).status).toBe(200);
    const refused = await expectRefusedUpload(() => upload(file(), c.manager.token), 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('1');
    h.clock.advance(1000);
    expect((await upload(file(), c.owner.token)).status).toBe(200);
  });
});

/** For refusals other than UPLOAD_REJECTED: status and code, and nothing changed. */
async function expectRefusedUpload(send: () => Promise<ApiResponse<unknown>>, status: number, code: string) {
  const before = await state();
  const response = (await send()) as ApiResponse<ErrorBody>;
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(await state()).toEqual(before);
  return response;
}
