import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateVerification, SendCompanyDocumentResponse } from '../../src/shared/api/certificates.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '../../src/shared/constants.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { MailSender } from '../../src/server/mail/sender.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import {
  companyWithPeople,
  expectRefused,
  giveInsuranceNumber,
  progressRow,
  type TestCompany,
} from '../support/companies.ts';
import { createPerson, mailsTo, type Person } from '../support/factories.ts';
import { germanDate as berlin } from '../support/german-date.ts';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';
import { pdfPages, rawApp } from './files-support.ts';

/**
 * The company document below and above the threshold of decision 104, and "An den Versicherer
 * senden": the verification link through the outbox and a real SMTP server, never the PDF.
 */
let h: ApiHarness;
let smtp: SmtpListener;
let sender: MailSender;
let request: ReturnType<typeof rawApp>;
beforeAll(async () => {
  h = await createApiHarness({ BRAND_NAME: 'Rheinland Versicherung' });
  request = rawApp(h);
  smtp = await startSmtpListener(0);
  sender = new MailSender({
    db: h.db,
    transport: smtpTransport(smtp.url),
    from: 'Portal <portal@example.de>',
    keys: [h.sealingKey],
    pollMs: 50,
    retryBaseMs: 100,
  });
  sender.start();
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
  await h.close();
});

const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

async function assign(person: Person, slugs: readonly CourseSlug[]) {
  await h.db
    .insertInto('training_assignments')
    .values(slugs.map((slug) => ({ user_id: person.id, training_slug: slug })))
    .execute();
}

/** A company with `learners` people who have malware assigned, `trained` of them passed. */
async function companyTrained(learners: number, trained: number): Promise<TestCompany> {
  const c = await companyWithPeople(h, { companyName: 'Zählwerk GmbH' });
  await giveInsuranceNumber(h, c.companyId, 'AS-4711081542');
  const people = [c.owner, c.manager, c.employee];
  while (people.length < learners) people.push(await createPerson(h, 'employee', c.companyId));
  for (const [index, person] of people.slice(0, learners).entries()) {
    await assign(person, ['malware']);
    if (index < trained) await progressRow(h, person, 'malware');
  }
  return c;
}

async function download(token: string, lang?: string) {
  const response = await request(`/api/certificates/company${lang ? `?lang=${lang}` : ''}`, { token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  const pages = await pdfPages(bytes);
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  return { response, text, code: text.match(CODE)![0] };
}

const verify = async (code: string, lang?: string) => {
  const response = await h.get(`/api/certificates/verify/${code}`, lang ? { lang } : {});
  expect(response.status).toBe(200);
  return v.parse(CertificateVerification, response.body);
};

describe('the company document below the threshold (decision 104)', () => {
  it('is a dated interim status without seal or validity while fewer than 80 % are fully trained', async () => {
    expect(COMPANY_CERTIFICATE_MIN_PERCENT).toBe(80);
    // 3 of 4 fully trained: 75 %.
    const c = await companyTrained(4, 3);
    const today = berlin(h.clock.now);
    const { response, text, code } = await download(c.owner.token);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Zwischenstand%20Z%C3%A4hlwerk%20GmbH%20${berlinToday(h.clock.now)}.pdf`,
    );
    expect(text).toContain('ZWISCHENSTAND');
    expect(text).not.toContain('UNTERNEHMENSZERTIFIKAT');
    expect(text).not.toContain('Hiermit wird bestätigt');
    expect(text).toContain(`Stand der Schulungen am ${today} im Unternehmen`);
    expect(text).toContain('Zählwerk GmbH');
    expect(text).toContain('3 von 4');
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Dies ist kein Zertifikat. Ein Unternehmenszertifikat wird ausgestellt, sobald mindestens 80 % der Personen mit zugewiesenen Kursen alle ihre Kurse bestanden haben; am ${today} waren es 75 %.`,
    );
    expect(text).toContain(`Zwischenstand vom ${today} · kein Zertifikat`);
    expect(text).not.toMatch(/gültig bis|Ausgestellt am/);
    expect(text).toContain(`http://portal.test/verify/${code}`);

    const checked = await verify(code);
    expect(checked).toEqual({
      valid: true,
      kind: 'interim',
      code,
      issuedAt: h.clock.now.toISOString(),
      companyName: 'Zählwerk GmbH',
      insuranceNumber: 'AS-4711081542',
      figures: { learners: 4, fullyTrained: 3, assignedCourses: 4, passedCourses: 3, averageScore: 100 },
      simulations: null,
      minPercent: 80,
    });
    const audit = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'certificate.issued')
      .where('target_company_id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ kind: 'company', interim: true });

    const english = await download(c.manager.token, 'en');
    expect(english.text).toContain('INTERIM STATUS');
    expect(english.text).not.toContain('COMPANY CERTIFICATE');
    expect(english.text.replace(/\s+/g, ' ')).toContain(
      `This is not a certificate. A company certificate is issued once at least 80% of the people with assigned courses have passed all of them; on ${today} it was 75%.`,
    );
    expect(english.text).toContain(`Interim status of ${today} · not a certificate`);
  });

  it('is an interim status for a company that has trained nobody yet', async () => {
    const c = await companyTrained(0, 0);
    const { text, code } = await download(c.owner.token);
    expect(text).toContain('ZWISCHENSTAND');
    expect(text).toContain('0 von 0');
    expect(await verify(code)).toMatchObject({ valid: true, kind: 'interim', minPercent: 80 });
  });

  it('is the certificate with its seal and validity from 80 % on, counted exactly', async () => {
    // 4 of 5: exactly 80 %.
    const c = await companyTrained(5, 4);
    const { response, text, code } = await download(c.owner.token);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Unternehmenszertifikat%20Z%C3%A4hlwerk%20GmbH.pdf`,
    );
    expect(text).toContain('UNTERNEHMENSZERTIFIKAT');
    expect(text).not.toMatch(/ZWISCHENSTAND|kein Zertifikat/);
    expect(text).toContain(`gültig bis ${berlin(validUntil(h.clock.now, 12))}`);
    expect(await verify(code)).toMatchObject({ valid: true, kind: 'company', lapsed: false });
  });
});

const send = (body: unknown, token?: string, lang = 'de') =>
  h.post('/api/certificates/company/send', body, { ...(token ? { token } : {}), lang });

describe('POST /certificates/company/send ("An den Versicherer senden")', () => {
  it('mails the verification link of a new document, not the PDF, to the address the employer gives', async () => {
    const c = await companyTrained(4, 1);
    const before = smtp.messages.length;
    const response = await send({ email: ' Kundenservice@Versicherer.example ' }, c.owner.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(v.parse(SendCompanyDocumentResponse, response.body)).toEqual({
      kind: 'interim',
      email: 'kundenservice@versicherer.example',
    });

    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.to?.[0]?.address).toBe('kundenservice@versicherer.example');
    expect(mail.subject).toBe('Zwischenstand der Sicherheitsschulung: Zählwerk GmbH');
    expect(mail.attachments).toEqual([]);
    const text = mail.text ?? '';
    const code = text.match(CODE)![0];
    expect(text).toContain(`http://portal.test/verify/${code}`);
    expect(mail.html).toContain(`http://portal.test/verify/${code}`);
    expect(text).toContain(`Petra Schmidt (${c.owner.email}) sendet Ihnen über das Awareness-Portal von Rheinland`);
    expect(text).toContain('Versicherungsnummer AS-4711081542');
    expect(text).toContain(`Es ist noch kein Zertifikat, sondern ein Zwischenstand vom ${berlin(h.clock.now)}`);
    expect(text).toContain('mindestens 80 % der Personen');
    // The link shows what was issued: an interim status, genuine.
    expect(await verify(code)).toMatchObject({
      valid: true,
      kind: 'interim',
      figures: { learners: 4, fullyTrained: 1 },
    });

    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_company_id', 'details'])
      .where('target_company_id', '=', c.companyId)
      .where('action', 'in', ['certificate.issued', 'certificate.sent'])
      .orderBy('id')
      .execute();
    const certificate = await h.db
      .selectFrom('certificates')
      .select('id')
      .where('company_id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual([
      {
        action: 'certificate.issued',
        actor_id: c.owner.id,
        target_company_id: c.companyId,
        details: { certificateId: certificate.id, kind: 'company', interim: true },
      },
      {
        action: 'certificate.sent',
        actor_id: c.owner.id,
        target_company_id: c.companyId,
        details: { certificateId: certificate.id, interim: true, recipientDomain: 'versicherer.example' },
      },
    ]);
  });

  it('sends the certificate’s link in the chosen language once the company has reached the threshold', async () => {
    const c = await companyTrained(1, 1);
    const before = smtp.messages.length;
    const response = await send({ email: 'underwriting@insurer.example', lang: 'en' }, c.owner.token);
    expect(response.body).toEqual({ kind: 'company', email: 'underwriting@insurer.example' });
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.subject).toBe('Proof of security training: Zählwerk GmbH');
    const text = mail.text ?? '';
    expect(text).toContain(
      `The link below shows the company certificate of ${berlin(h.clock.now)}, valid until ${berlin(validUntil(h.clock.now, 12))}`,
    );
    expect(await verify(text.match(CODE)![0])).toMatchObject({ valid: true, kind: 'company' });
  });

  it('is the employer’s alone, needs a valid address and the insurance number', async () => {
    const c = await companyTrained(2, 2);
    const body = { email: 'nie-erreicht@versicherer.example' };
    await expectRefused(h, () => send(body, c.manager.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => send(body, c.employee.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => send(body), 401, 'AUTHORIZATION_REQUIRED');
    for (const email of [
      '',
      'kein-at-zeichen',
      'a@b',
      'x@example.de\r\nBcc: y@example.de',
      `${'a'.repeat(250)}@x.de`,
    ]) {
      await expectRefused(h, () => send({ email }, c.owner.token), 400, 'VALIDATION_FAILED');
    }
    await expectRefused(h, () => send({ ...body, cc: 'other@example.de' }, c.owner.token), 400, 'VALIDATION_FAILED');
    await h.db.updateTable('companies').set({ insurance_number: null }).where('id', '=', c.companyId).execute();
    await expectRefused(h, () => send(body, c.owner.token), 409, 'INSURANCE_NUMBER_MISSING');
    expect(await mailsTo(h, body.email)).toHaveLength(0);
  });

  it('sends five mails an hour per company, then waits for the hour to end', async () => {
    const c = await companyTrained(1, 0);
    const email = 'makler@example.de';
    for (let index = 0; index < 5; index++) {
      expect((await send({ email }, c.owner.token)).status).toBe(200);
    }
    const refused = await expectRefused(h, () => send({ email }, c.owner.token), 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(h, email)).toHaveLength(5);
    // Another company is not held up, and the hour ends.
    const other = await companyTrained(1, 1);
    expect((await send({ email }, other.owner.token)).status).toBe(200);
    h.clock.advance(60 * 60 * 1000 + 1000);
    expect((await send({ email }, c.owner.token)).status).toBe(200);
  });
});
