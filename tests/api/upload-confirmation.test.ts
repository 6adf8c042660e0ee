import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SendUploadConfirmationResponse } from '../../src/shared/api/uploads.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, legacyCompany, type TestCompany } from '../support/companies.ts';
import { createPerson, mailsTo, type Person } from '../support/factories.ts';
import { HEADER_DE, csv, people, utf8 } from './employee-list-fixtures.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness();
const request = rawApp(h);
const HOUR_MS = 60 * 60 * 1000;

const confirm = (body: unknown, token?: string, lang = 'en') =>
  h.post('/api/pdf/send-upload-confirmation', body, { ...(token ? { token } : {}), lang });

async function bigCompany(): Promise<TestCompany> {
  const c = await companyWithPeople(h);
  await h.db.updateTable('companies').set({ employee_count: 75 }).where('id', '=', c.companyId).execute();
  return c;
}

async function uploadList(person: Person, rows: number, fileName = 'Mitarbeiter.csv'): Promise<number> {
  const body = new FormData();
  body.append('file', new File([utf8(csv([HEADER_DE, ...people(rows)]))], fileName));
  const response = await request('/api/pdf/upload-file', { method: 'POST', body, token: person.token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

describe('POST /pdf/send-upload-confirmation', () => {
  it('mails the confirmation of the latest upload to the caller, in their stored language', async () => {
    const c = await bigCompany();
    await uploadList(c.owner, 55, 'alt.csv');
    const latest = await uploadList(c.owner, 60, 'Liste Mai.csv');

    const response = await confirm({ email: c.owner.email }, c.owner.token, 'en');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(v.parse(SendUploadConfirmationResponse, response.body)).toEqual({
      success: true,
      recipients: [c.owner.email],
    });
    const [mail] = await mailsTo(h, c.owner.email);
    expect(mail).toMatchObject({ cc: null, subject: 'Ihre Mitarbeiterliste ist eingegangen' });
    expect(mail!.text_body).toContain('Guten Tag Petra Schmidt,');
    expect(mail!.text_body).toContain(
      'wir haben die Mitarbeiterliste „Liste Mai.csv“ von Schmidt Sanitär GmbH mit 60 Einträgen erhalten.',
    );
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_user_id', 'target_company_id', 'details'])
      .where('action', '=', 'upload.confirmation_sent')
      .where('target_company_id', '=', c.companyId)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: c.owner.id,
        target_user_id: c.owner.id,
        target_company_id: c.companyId,
        details: { uploadId: latest, cc: false },
      },
    ]);
  });

  // Issue 19, F13: upload confirmations went in cc to any address (third-party@elsewhere.test).
  it('sends a copy only within the caller’s or the insurer’s e-mail domain', async () => {
    const c = await bigCompany();
    await uploadList(c.owner, 55);
    const refused = await confirm({ email: c.owner.email, cc: 'third-party@elsewhere.test' }, c.owner.token, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'CONFIRMATION_COPY_NOT_ALLOWED',
        message: 'A copy of the confirmation can only go to an address of your company or of your insurer.',
      },
    });
    expect(await mailsTo(h, 'third-party@elsewhere.test')).toHaveLength(0);
    const insurer = `makler@${h.config.contact.email.split('@')[1]}`;
    const sent = await confirm({ email: c.owner.email, cc: insurer }, c.owner.token);
    expect(sent.body).toEqual({ success: true, recipients: [c.owner.email, insurer] });
  });

  it('adds one cc address, and writes in English to a person who chose English', async () => {
    const c = await bigCompany();
    await h.patch(`/api/employee/${c.manager.id}`, { lang: 'en' }, { token: c.manager.token });
    await uploadList(c.manager, 52, 'staff.csv');
    const response = await confirm(
      { email: c.manager.email.toUpperCase(), cc: ' HR@Example.de ' },
      c.manager.token,
      'de',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ success: true, recipients: [c.manager.email, 'hr@example.de'] });
    const [mail] = await mailsTo(h, c.manager.email);
    expect(mail).toMatchObject({ cc: 'hr@example.de', subject: 'Your employee list has arrived' });
    expect(mail!.text_body).toContain(
      'we have received the employee list "staff.csv" of Schmidt Sanitär GmbH with 52 entries.',
    );
  });

  it.each([
    ['an empty cc', ''],
    ['a null cc', null],
    ['the own address as cc', 'SELF'],
  ])('sends to the caller alone with %s', async (_, cc) => {
    const c = await bigCompany();
    await uploadList(c.owner, 50);
    const response = await confirm({ email: c.owner.email, cc: cc === 'SELF' ? c.owner.email : cc }, c.owner.token);
    expect(response.body).toEqual({ success: true, recipients: [c.owner.email] });
    expect((await mailsTo(h, c.owner.email))[0]).toMatchObject({ cc: null });
  });

  it('refuses any address but the caller’s own, in the request’s language, and sends nothing', async () => {
    const c = await bigCompany();
    await uploadList(c.owner, 50);
    for (const email of [c.manager.email, 'fremd@example.org']) {
      const en = await expectRefused(
        h,
        () => confirm({ email }, c.owner.token, 'en'),
        400,
        'CONFIRMATION_OWN_EMAIL_ONLY',
      );
      expect(en.body.error.message).toBe(
        'The confirmation is only sent to your own e-mail address; you may add one more address in cc.',
      );
      const de = await expectRefused(
        h,
        () => confirm({ email, cc: c.owner.email }, c.owner.token, 'de'),
        400,
        'CONFIRMATION_OWN_EMAIL_ONLY',
      );
      expect(de.body.error.message).toBe(
        'Die Bestätigung wird nur an Ihre eigene E-Mail-Adresse gesendet; eine weitere Adresse können Sie in Kopie angeben.',
      );
    }
    expect(await mailsTo(h, 'fremd@example.org')).toEqual([]);
  });

  it.each([
    ['no e-mail', {}, 'email'],
    ['an invalid e-mail', { email: 'kein-empfaenger' }, 'email'],
    ['an invalid cc', { email: 'SELF', cc: 'nicht gültig' }, 'cc'],
    ['two cc addresses', { email: 'SELF', cc: ['a@firma.de', 'b@firma.de'] }, 'cc'],
    ['an unknown field', { email: 'SELF', bcc: 'a@firma.de' }, 'bcc'],
  ])('refuses %s', async (_, body, field) => {
    const c = await bigCompany();
    await uploadList(c.owner, 50);
    const payload = { ...body, ...('email' in body && body.email === 'SELF' ? { email: c.owner.email } : {}) };
    const en = await expectRefused(h, () => confirm(payload, c.owner.token, 'en'), 400, 'VALIDATION_FAILED');
    expect(en.body.error.message).toBe(`Please check your input: ${field}.`);
    const de = await expectRefused(h, () => confirm(payload, c.owner.token, 'de'), 400, 'VALIDATION_FAILED');
    expect(de.body.error.message).toBe(`Bitte prüfen Sie Ihre Eingaben: ${field}.`);
  });

  it('answers 404 while the caller has no upload of their own, whatever others of the company or another company did', async () => {
    const a = await bigCompany();
    const b = await bigCompany();
    await uploadList(a.owner, 50);
    await uploadList(b.owner, 50);
    const en = await expectRefused(h, () => confirm({ email: a.manager.email }, a.manager.token), 404, 'NO_UPLOAD');
    expect(en.body.error.message).toBe('You have not uploaded an employee list yet.');
    const de = await expectRefused(
      h,
      () => confirm({ email: a.manager.email }, a.manager.token, 'de'),
      404,
      'NO_UPLOAD',
    );
    expect(de.body.error.message).toBe('Sie haben noch keine Mitarbeiterliste hochgeladen.');
    // Someone of another company cannot have it sent about a foreign upload or to a foreign address.
    await expectRefused(
      h,
      () => confirm({ email: a.owner.email }, b.manager.token),
      400,
      'CONFIRMATION_OWN_EMAIL_ONLY',
    );
  });

  it('sends at most 5 an hour per person', async () => {
    const c = await bigCompany();
    await uploadList(c.owner, 50);
    for (let i = 0; i < 5; i++) {
      expect((await confirm({ email: c.owner.email, cc: `kopie${i}@example.de` }, c.owner.token)).status).toBe(200);
    }
    const refused = await expectRefused(h, () => confirm({ email: c.owner.email }, c.owner.token), 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await mailsTo(h, c.owner.email)).toHaveLength(5);
    h.clock.advance(HOUR_MS);
    expect((await confirm({ email: c.owner.email }, c.owner.token)).status).toBe(200);
  });

  it('needs a session of an employer or manager, whose company has accepted the agreement', async () => {
    const c = await bigCompany();
    await uploadList(c.owner, 50);
    const admin = await createPerson(h, 'admin', null);
    await expectRefused(h, () => confirm({ email: c.owner.email }), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefused(h, () => confirm({ email: c.employee.email }, c.employee.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => confirm({ email: admin.email }, admin.token), 403, 'ACCESS_DENIED');
    const legacy = await legacyCompany(h);
    await expectRefused(h, () => confirm({ email: legacy.owner.email }, legacy.owner.token), 403, 'ACTIONS_BLOCKED');
  });
});
