import { describe, expect, it } from 'vitest';
import { SIMULATION_TEXT_VERSIONS } from '../../src/shared/api/simulation.ts';
import { MailSender } from '../../src/server/mail/sender.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { previewToken, reportAddress } from '../../src/server/simulation/reports/report-address.ts';
import { openBody } from '../../src/server/mail/outbox.ts';
import { adminOf, auditOf } from './admin-support.ts';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { createPerson, PASSWORD, signIn } from '../support/factories.ts';
import {
  bookWithChecklist,
  campaignSettings,
  companyAtDomain,
  landingRequest,
  reportReceiverFor,
  sendTestMail,
  sendWave,
  simulationReadyCompany,
} from '../support/simulation.ts';
import { startSmtpListener } from '../support/smtp-listener.ts';

/**
 * The company's report address where its people read it (issue 42, point 1): in the announcement
 * and the privacy notice (new versions, so "staff informed" is confirmed again), on the lesson
 * page of a token of the company's waves; and reports of real mail per month in the results.
 */
const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () =>
    createApiHarness({
      DNS_SERVERS: dns.address,
      SIMULATION_LANDING_URL: 'http://lesson.test',
      REPORT_DOMAIN: 'melden.test',
    }),
  (harness) => harness.close(),
);

/** Monday 7 December 2026, 08:00 in Germany. */
const MONDAY_MORNING = new Date('2026-12-07T07:00:00Z');

type Failure = { error: { code: string; message: string } };
type Booking = {
  checklist: {
    complete: boolean;
    staffInformed: { version: string; announcementVersion: string | null; noticeVersion: string | null } | null;
  };
  versions: { announcement: string; notice: string; checklist: string };
};
type Results = { otherReports: Array<{ month: string; reports: number }> };

const receiver = reportReceiverFor(h);

describe('the report address in the announcement (issue 42, point 1)', () => {
  it('mails the announcement with the company’s report address, in each person’s language, over SMTP', async () => {
    h.clock.now = MONDAY_MORNING;
    const smtp = await startSmtpListener();
    const sender = new MailSender({
      db: h.db,
      transport: smtpTransport(smtp.url),
      from: h.config.mailFrom,
      keys: [h.sealingKey],
      pollMs: 50,
      retryBaseMs: 100,
    });
    try {
      const { owner, domain, staff } = await companyAtDomain(h, 2);
      await bookWithChecklist(h, owner);
      await h.db.updateTable('users').set({ lang: 'en' }).where('id', '=', staff[1]!.id).execute();
      const sent = await h.post<{ sent: number }>('/api/simulation/announcement', undefined, { token: owner.token });
      expect(sent.body.sent).toBe(3);

      sender.start();
      const ours = () => smtp.messages.filter((m) => m.to?.[0]?.address?.endsWith(`@${domain}`));
      for (let waited = 0; ours().length < 3 && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const address = reportAddress(h.config, owner.companyId!);
      const to = (email: string) => ours().find((m) => m.to?.[0]?.address === email)!;
      const german = to(staff[0]!.email);
      const english = to(staff[1]!.email);
      expect(german.subject).toMatch(/^Ankündigung: Phishing-Simulation bei /);
      expect(german.text).toContain(address);
      expect(german.text).toContain('Leiten Sie die E-Mail stattdessen an unsere Meldeadresse weiter');
      expect(german.text).toContain('Von ihr wird nichts gespeichert');
      expect(german.html).toContain(address);
      expect(english.subject).toMatch(/^Announcement: phishing simulation at /);
      expect(english.text).toContain(address);
      expect(english.text).toContain('forward the e-mail to our report address');
      // No placeholder is left unfilled.
      for (const mail of [german, english]) expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe('"staff informed" after the texts changed (issue 42, point 1)', () => {
  it('counts only for the current announcement and notice: an older confirmation is open again until confirmed anew', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner } = await simulationReadyCompany(h, dns, 2);
    await sendTestMail(h, owner);
    const booking = () => h.get<Booking>('/api/simulation/booking', { token: owner.token });
    const now = await booking();
    expect(now.body.checklist.complete).toBe(true);
    expect(now.body.checklist.staffInformed).toMatchObject({
      announcementVersion: SIMULATION_TEXT_VERSIONS.announcement,
      noticeVersion: SIMULATION_TEXT_VERSIONS.notice,
    });
    expect(SIMULATION_TEXT_VERSIONS.announcement).not.toBe('1.0');

    // A confirmation given for the first texts: before they named versions at all, or naming the old ones.
    const confirmedBefore = async (texts: Record<string, string>) => {
      const row = await h.db
        .selectFrom('simulation_bookings')
        .select('checklist')
        .where('company_id', '=', owner.companyId!)
        .executeTakeFirstOrThrow();
      const staffInformed = { at: row.checklist.staffInformed!.at, version: '1.0', ...texts };
      await h.db
        .updateTable('simulation_bookings')
        .set({ checklist: JSON.stringify({ ...row.checklist, staffInformed }) })
        .where('company_id', '=', owner.companyId!)
        .execute();
    };
    const older: Array<Record<string, string>> = [{}, { announcementVersion: '1.0', noticeVersion: '1.0' }];
    for (const texts of older) {
      await confirmedBefore(texts);
      const reopened = await booking();
      expect(reopened.body.checklist.complete).toBe(false);
      expect(reopened.body.checklist.staffInformed).toMatchObject({
        announcementVersion: 'announcementVersion' in texts ? '1.0' : null,
      });
      const created = await h.post<{ id: string }>('/api/simulation/campaigns', campaignSettings(h), {
        token: owner.token,
      });
      const launch = await h.post<Failure>(
        `/api/simulation/campaigns/${created.body.id}/launch`,
        { currentPassword: PASSWORD },
        { token: owner.token, lang: 'en' },
      );
      expect([launch.status, launch.body.error.code]).toEqual([409, 'SIMULATION_NOT_READY']);
    }

    const again = await h.post<Booking>(
      '/api/simulation/checklist',
      { item: 'staffInformed', version: SIMULATION_TEXT_VERSIONS.checklist },
      { token: owner.token },
    );
    expect(again.body.checklist.complete).toBe(true);
    expect(again.body.checklist.staffInformed).toMatchObject({
      version: SIMULATION_TEXT_VERSIONS.checklist,
      announcementVersion: SIMULATION_TEXT_VERSIONS.announcement,
      noticeVersion: SIMULATION_TEXT_VERSIONS.notice,
    });
    const entries = (await auditOf(h, 'simulation.checklist_confirmed')).filter(
      (e) => e.target_company_id === owner.companyId && (e.details as { item: string }).item === 'staffInformed',
    );
    expect(entries.at(-1)!.details).toEqual({
      item: 'staffInformed',
      version: SIMULATION_TEXT_VERSIONS.checklist,
      announcementVersion: SIMULATION_TEXT_VERSIONS.announcement,
      noticeVersion: SIMULATION_TEXT_VERSIONS.notice,
    });
  });
});

describe('the report address on the lesson page (issue 42, point 1)', () => {
  it('names the report address of the token’s company, keeps the page’s protections, and names none without a token', async () => {
    const first = await sendWave(h, dns, 2, MONDAY_MORNING);
    const second = await sendWave(h, dns, 1, new Date(MONDAY_MORNING.getTime() + 7 * 86_400_000));
    const firstAddress = reportAddress(h.config, first.owner.companyId!);
    const secondAddress = reportAddress(h.config, second.owner.companyId!);

    const page = await landingRequest(h, 'GET', first.paths[0]!);
    expect(page.status).toBe(200);
    expect(page.text).toContain(firstAddress);
    expect(page.text).not.toContain(secondAddress);
    expect(page.text).toMatch(/Beim nächsten Mal: melden|Next time: report it/);
    // The same protections as before: strict CSP, no referrer, not indexed, not stored, no cookie, no inline code.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).not.toMatch(/<script>|style="|https?:\/\/(?!lesson\.test)[^"]*\.(js|css)/);
    // Asked again (now from memory), the same bytes; opening it counted nothing.
    expect((await landingRequest(h, 'GET', first.paths[0]!)).text).toBe(page.text);
    const tokens = await h.db
      .selectFrom('simulation_tokens')
      .select(['clicked', 'reported'])
      .where('wave_id', '=', first.wave.id)
      .execute();
    expect(tokens.every((t) => !t.clicked && !t.reported)).toBe(true);

    // Another company's token: its own address.
    const other = await landingRequest(h, 'GET', second.paths[0]!);
    expect(other.text).toContain(secondAddress);
    expect(other.text).not.toContain(firstAddress);

    // The employer's test mail links to a signed preview: its page names the company's address too,
    // and counts nothing; a preview token with another number but the same check names none.
    const [, lang, scenario] = /^\/(de|en)\/([a-z0-9-]+)\//.exec(first.paths[0]!)!;
    first.owner.token = await signIn(h, first.owner.email, first.owner.password); // a week has passed
    await sendTestMail(h, first.owner);
    const testMail = await h.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', first.owner.email)
      .where('kind', '=', 'simulation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const preview = previewToken(h.config, first.owner.companyId!);
    expect(openBody([h.sealingKey], testMail.text_body)).toContain(`/${preview}`);
    const previewPage = await landingRequest(h, 'GET', `/${lang}/${scenario}/${preview}`);
    expect(previewPage.text).toContain(firstAddress);
    const forged = preview.replace(`preview-${first.owner.companyId}-`, `preview-${second.owner.companyId}-`);
    const forgedPage = await landingRequest(h, 'GET', `/${lang}/${scenario}/${forged}`);
    expect(forgedPage.status).toBe(200);
    expect(forgedPage.text).not.toContain('report+');

    // The old preview and a token that is none (or long deleted): the lesson, without any company's address.
    for (const token of ['preview', 'A'.repeat(22)]) {
      const page = await landingRequest(h, 'GET', `/${lang}/${scenario}/${token}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('report+');
      expect(page.text).toMatch(/Phishing-Simulation|phishing simulation/);
    }
  });
});

/** Forwards a suspicious real mail to the report receiver, as the operator's mail server relays it. */
const report = (to: string, from: string) =>
  receiver.relay(
    to,
    from,
    `From: ${from}\r\nTo: ${to}\r\nSubject: WG: Rechnung\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nIst das echt? https://rechnung.example/zahlen\r\n`,
  );

describe('reports of real mail per month in the results (issue 42, point 4)', () => {
  it('lists the last twelve German months with the company’s counts, its own only, for the employer and managers', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, staff } = await companyAtDomain(h, 2);
    const other = await companyAtDomain(h, 1);
    await bookWithChecklist(h, owner);
    await bookWithChecklist(h, other.owner);
    const months = async (person = owner) =>
      (await h.get<Results>('/api/simulation/results', { token: person.token })).body.otherReports;

    const empty = await months();
    expect(empty).toHaveLength(12);
    expect(empty[0]).toEqual({ month: '2026-01', reports: 0 });
    expect(empty.at(-1)).toEqual({ month: '2026-12', reports: 0 });

    // Two real mails reported over SMTP this month, one by a stranger; a count of older months, and another company's.
    await report(reportAddress(h.config, owner.companyId!), staff[1]!.email);
    await report(reportAddress(h.config, owner.companyId!), 'fremd@elsewhere.example');
    await report(reportAddress(h.config, other.owner.companyId!), other.staff[0]!.email);
    await h.db
      .insertInto('simulation_other_reports')
      .values([
        { company_id: owner.companyId!, month: '2026-09-01', reports: 4 },
        { company_id: owner.companyId!, month: '2025-12-01', reports: 9 },
      ])
      .execute();

    const shown = await months();
    expect(shown.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(shown.filter((m) => m.reports > 0)).toEqual([
      { month: '2026-09', reports: 4 },
      { month: '2026-12', reports: 2 },
    ]);
    expect((await months(staff[0])).filter((m) => m.reports > 0)).toHaveLength(2);
    expect((await months(other.owner)).at(-1)).toEqual({ month: '2026-12', reports: 1 });

    // A new year: December is last year's, January this one's.
    h.clock.now = new Date('2027-01-04T08:00:00Z');
    const next = await months({ ...owner, token: await signIn(h, owner.email, PASSWORD) });
    expect(next[0]).toEqual({ month: '2026-02', reports: 0 });
    expect(next.at(-2)).toEqual({ month: '2026-12', reports: 2 });
    expect(next.at(-1)).toEqual({ month: '2027-01', reports: 0 });

    // Staff and the provider do not reach a company's results.
    const employee = await createPerson(h, 'employee', owner.companyId);
    expect((await h.get('/api/simulation/results', { token: employee.token })).status).toBe(403);
    const admin = await adminOf(h);
    expect((await h.get('/api/simulation/results', { token: admin.token })).status).toBe(403);
    h.clock.now = MONDAY_MORNING;
  });
});
