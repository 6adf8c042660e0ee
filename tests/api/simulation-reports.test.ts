import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/identity/tokens.ts';
import { openBody } from '../../src/server/mail/outbox.ts';
import { ALLOW_LIST_HEADER, allowListValue } from '../../src/server/simulation/allow-list.ts';
import { reportAddress } from '../../src/server/simulation/reports/report-address.ts';
import { scanReport } from '../../src/server/simulation/reports/report-scan.ts';
import { handleReports } from '../../src/server/simulation/reports/reports.ts';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import type { Person } from '../support/factories.ts';
import {
  everyRow,
  landingRequest,
  reportReceiverFor,
  sendWave,
  settleSystemMailAfterEach,
} from '../support/simulation.ts';

const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () =>
    createApiHarness({
      DNS_SERVERS: dns.address,
      SIMULATION_LANDING_URL: 'http://lesson.test',
      REPORT_DOMAIN: 'melden.test',
      IT_CONTACT: 'Herr Lange, Tel. 0761 55501',
    }),
  (harness) => harness.close(),
);

/** Monday 7 December 2026, 08:00 in Germany. */
const MONDAY_MORNING = new Date('2026-12-07T07:00:00Z');

const { relay: report } = reportReceiverFor(h);
settleSystemMailAfterEach(h);

/** A forward as a mail program writes it: headers of the reporter's mail, then `body`. */
const forward = (from: string, to: string, subject: string, headers: string, body: string) =>
  `From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\n${headers}\r\n${body}`;

/** What a forward carries: its content headers and body; a plain string is plain text. */
type Content = string | { headers: string; body: string };

/** `from` forwards `content` under `subject` to the report address `to`. */
const forwardAndReport = (to: string, from: string, subject: string, content: Content) => {
  const { headers, body } =
    typeof content === 'string' ? { headers: 'Content-Type: text/plain\r\n', body: content } : content;
  return report(to, from, forward(from, to, subject, headers, body));
};

/** The lesson page's address a simulation mail links to. */
const lessonLink = (path: string) => `http://lesson.test${path}`;

/** The original a reporter received: its link, and the allow-list header the simulation mail carried. */
const original = (link: string, extraHeaders = '') =>
  `From: "Paketdienst" <info@post-simulation.test>\r\nTo: someone@example.test\r\nSubject: Ihre Sendung wartet\r\n${extraHeaders}MIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Bitte bestätigen: <a href="${link}">Sendung verfolgen</a></p>\r\n`;

const multipart = (parts: Array<{ headers: string; body: string }>) => {
  const boundary = `b${Math.random().toString(36).slice(2)}`;
  return {
    headers: `Content-Type: multipart/mixed; boundary="${boundary}"\r\n`,
    body: parts.map((part) => `--${boundary}\r\n${part.headers}\r\n${part.body}\r\n`).join('') + `--${boundary}--\r\n`,
  };
};

const tokenRow = (token: string) =>
  h.db.selectFrom('simulation_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();

const resultsOf = async (waveId: string) => {
  const rows = await h.db.selectFrom('simulation_results').selectAll().where('wave_id', '=', waveId).execute();
  return rows.reduce(
    (sum, r) => ({
      clicked: sum.clicked + r.clicked,
      reported: sum.reported + r.reported,
      beforeClick: sum.beforeClick + r.reported_before_click,
    }),
    { clicked: 0, reported: 0, beforeClick: 0 },
  );
};

/** The answers waiting in the outbox for `person`, opened. */
const answersTo = async (person: Person) => {
  const rows = await h.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', person.email)
    .where('subject', 'in', ['Ihre Meldung ist angekommen', 'Your report has arrived'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ subject: row.subject, text: openBody([h.sealingKey], row.text_body) }));
};

const otherReports = async (companyId: number) =>
  (
    await h.db.selectFrom('simulation_other_reports').select('reports').where('company_id', '=', companyId).execute()
  ).reduce((sum, row) => sum + row.reports, 0);

describe('reports to the company report address (issue 42, points 1 to 3)', () => {
  it('counts a simulation reported inline, as an attachment, as an .eml file, wrapped by Safe Links or encoded: each once', async () => {
    const { owner, staff, wave, tokens, paths } = await sendWave(h, dns, 6, MONDAY_MORNING);
    const to = reportAddress(h.config, owner.companyId!);
    const booking = await h.get<{ reportAddress: string | null }>('/api/simulation/booking', { token: owner.token });
    expect(booking.body.reportAddress).toBe(to);
    expect(to).toMatch(/^report\+\d+-[0-9a-f]{10}@melden\.test$/);
    const reporter = staff[0]!;
    const link = (i: number) => lessonLink(paths[i]!);

    // 0: forwarded inline as text.
    await forwardAndReport(to, reporter.email, 'WG: Ihre Sendung wartet', {
      headers: 'Content-Type: text/plain; charset=utf-8\r\n',
      body: `Ist das echt?\r\n\r\n---------- Weitergeleitete Nachricht ----------\r\nVon: Paketdienst <info@post-simulation.test>\r\n\r\nSendung verfolgen: ${link(0)}\r\n`,
    });
    // 1: forwarded as an attachment (message/rfc822).
    const attached = multipart([
      { headers: 'Content-Type: text/plain; charset=utf-8\r\n', body: 'Siehe Anhang.' },
      { headers: 'Content-Type: message/rfc822\r\nContent-Disposition: attachment\r\n', body: original(link(1)) },
    ]);
    await forwardAndReport(to, reporter.email, 'Verdächtig', attached);
    // 2: an .eml file, base64-encoded.
    const eml = multipart([
      { headers: 'Content-Type: text/plain\r\n', body: 'bitte prüfen' },
      {
        headers:
          'Content-Type: application/octet-stream; name="mail.eml"\r\nContent-Disposition: attachment; filename="mail.eml"\r\nContent-Transfer-Encoding: base64\r\n',
        body: Buffer.from(original(link(2)))
          .toString('base64')
          .replace(/.{76}/g, '$&\r\n'),
      },
    ]);
    await forwardAndReport(to, reporter.email, 'Verdächtig', eml);
    // 3: the link wrapped by Microsoft Safe Links, in HTML.
    const safeLink = `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(link(3))}&amp;data=05%7C02%7C&amp;reserved=0`;
    await forwardAndReport(to, reporter.email, 'FW: Sendung', {
      headers: 'Content-Type: text/html; charset=utf-8\r\n',
      body: `<p>FYI <a href="${safeLink}">Sendung</a></p>`,
    });
    // 4: percent-encoded twice, in quoted-printable.
    const twice = encodeURIComponent(encodeURIComponent(link(4)));
    await forwardAndReport(to, reporter.email, 'FW', {
      headers: 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n',
      body: `Link: https://scanner.example/?u=3D${twice.replace(/=/g, '=3D')}\r\n`,
    });
    // The same forward again: still one report.
    await forwardAndReport(to, reporter.email, 'WG', link(0));

    for (const i of [0, 1, 2, 3, 4]) expect((await tokenRow(tokens[i]!)).reported, `mail ${i}`).toBe(true);
    expect((await tokenRow(tokens[5]!)).reported).toBe(false);
    expect(await resultsOf(wave.id)).toEqual({ clicked: 0, reported: 5, beforeClick: 5 });
    expect(await otherReports(owner.companyId!)).toBe(0);

    // Every report answered in the reporter's language, praising and naming the scenario's signs.
    const answers = await answersTo(reporter);
    expect(answers).toHaveLength(5); // five an hour at most
    expect(answers[0]!.text).toContain('danke, genau richtig!');
    expect(answers[0]!.text).toContain('Daran war die Mail zu erkennen:');
  });

  it('writes reports read together in one batch, of two companies, as if they had come one by one', async () => {
    const a = await sendWave(h, dns, 4, MONDAY_MORNING);
    const b = await sendWave(h, dns, 2, MONDAY_MORNING);
    const toA = reportAddress(h.config, a.owner.companyId!);
    const toB = reportAddress(h.config, b.owner.companyId!);
    const realMail = 'Von: "Bank" <alarm@real-bad.example>\r\nIhr Konto ist gesperrt: https://real-bad.example/login';
    const [keen, other] = a.staff;
    const mail = (to: string, from: string, body: string) => ({
      companyId: to === toA ? a.owner.companyId! : b.owner.companyId!,
      raw: forward(from, to, 'WG', 'Content-Type: text/plain\r\n', body),
    });
    // Twelve reports read while the receiver wrote others: handled as one batch.
    const reports = [
      ...[0, 1, 2, 0].map((i) => mail(toA, keen!.email, lessonLink(a.paths[i]!))),
      ...[1, 2, 3].map(() => mail(toA, keen!.email, realMail)),
      mail(toA, other!.email, lessonLink(a.paths[3]!)),
      mail(toA, other!.email, lessonLink(b.paths[1]!)),
      mail(toB, b.staff[0]!.email, lessonLink(b.paths[0]!)),
      mail(toB, b.staff[0]!.email, realMail),
      mail(toB, b.staff[1]!.email, lessonLink(a.paths[0]!)),
    ];
    const scanned = await Promise.all(
      reports.map(async ({ companyId, raw }) => ({ companyId, findings: await scanReport(Buffer.from(raw)) })),
    );
    const outcomes = await handleReports({ db: h.db, config: h.config, mail: h.mail, now: () => h.clock.now }, scanned);
    expect(outcomes).toEqual([
      ...Array(4).fill('simulation'),
      ...Array(3).fill('other'),
      'simulation',
      'foreign',
      'simulation',
      'other',
      'foreign',
    ]);

    for (const token of a.tokens) expect((await tokenRow(token)).reported).toBe(true);
    expect((await tokenRow(b.tokens[0]!)).reported).toBe(true);
    expect((await tokenRow(b.tokens[1]!)).reported).toBe(false); // sent to the other company's address
    expect(await resultsOf(a.wave.id)).toEqual({ clicked: 0, reported: 4, beforeClick: 4 });
    expect(await resultsOf(b.wave.id)).toEqual({ clicked: 0, reported: 1, beforeClick: 1 });
    expect(await otherReports(a.owner.companyId!)).toBe(3);
    expect(await otherReports(b.owner.companyId!)).toBe(1);
    // Seven reports of one person: five answers an hour, all seven counted against the next.
    expect(await answersTo(keen!)).toHaveLength(5);
    const hits = await h.db
      .selectFrom('throttle_counters')
      .select('hits')
      .where('key', '=', `simulation-report-answer:${keen!.id}`)
      .executeTakeFirstOrThrow();
    expect(hits.hits).toBe(7);
    // A foreign token is no report for the company: answered for the own token only.
    expect(await answersTo(other!)).toHaveLength(1);
    expect(await answersTo(b.staff[0]!)).toHaveLength(2);
    expect(await answersTo(b.staff[1]!)).toHaveLength(0);
  });

  it('a report after a click counts as reported, not before the click', async () => {
    const { owner, staff, wave, tokens, paths } = await sendWave(h, dns, 2, MONDAY_MORNING);
    expect((await landingRequest(h, 'POST', `/e/${tokens[0]}/seen`)).status).toBe(204);
    const to = reportAddress(h.config, owner.companyId!);
    await forwardAndReport(to, staff[1]!.email, 'WG', lessonLink(paths[0]!));
    expect(await resultsOf(wave.id)).toEqual({ clicked: 1, reported: 1, beforeClick: 0 });
  });

  it('shows the report rate and the rate reported before a click beside the click rate, under the same minimum', async () => {
    const { owner, staff, tokens, paths, wave } = await sendWave(h, dns, 10, MONDAY_MORNING);
    const to = reportAddress(h.config, owner.companyId!);
    for (const token of tokens.slice(0, 2)) await landingRequest(h, 'POST', `/e/${token}/seen`);
    for (const path of paths.slice(1, 5)) await forwardAndReport(to, staff[0]!.email, 'WG', lessonLink(path));
    h.clock.now = new Date(Date.parse(wave.windowEnd) + 2 * 3_600_000);
    const results = await h.get<{ waves: Array<{ figure: Record<string, number | null> }> }>(
      '/api/simulation/results',
      {
        token: owner.token,
      },
    );
    expect(results.body.waves[0]!.figure).toMatchObject({
      delivered: 10,
      clickRate: 0.2,
      reportRate: 0.4,
      reportedBeforeClickRate: 0.3,
    });
    const csv = await h.get<string>('/api/simulation/results/export', { token: owner.token });
    expect(csv.body).toContain('"Melderate %";"Vor einem Klick gemeldet %"');
    expect(csv.body).toContain('"10";"20";"";"40";"30"');
  });

  it('recognises an attached original by its allow-list header alone, and answers a real mail with the IT contact', async () => {
    const { owner, staff } = await sendWave(h, dns, 2, MONDAY_MORNING);
    const to = reportAddress(h.config, owner.companyId!);
    const marked = multipart([
      { headers: 'Content-Type: text/plain\r\n', body: 'Anhang' },
      {
        headers: 'Content-Type: message/rfc822\r\n',
        body: original(
          'https://elsewhere.example/x',
          `${ALLOW_LIST_HEADER}: ${allowListValue(h.config, owner.companyId!)}\r\n`,
        ),
      },
    ]);
    await forwardAndReport(to, staff[0]!.email, 'Verdächtig', marked);
    expect((await answersTo(staff[0]!))[0]!.text).toContain('danke, genau richtig!');
    expect(await otherReports(owner.companyId!)).toBe(0);

    await h.patch(`/api/employee/${staff[1]!.id}`, { lang: 'en' }, { token: staff[1]!.token });
    await forwardAndReport(
      to,
      staff[1]!.email,
      'FW: Konto gesperrt – Geheimsache 4711',
      'Von: "Bank" <alarm@real-bad.example>\r\nIhr Konto ist gesperrt: https://real-bad.example/login',
    );
    expect(await otherReports(owner.companyId!)).toBe(1);
    const [answer] = await answersTo(staff[1]!);
    expect(answer!.subject).toBe('Your report has arrived');
    expect(answer!.text).toContain('Contact at once: Herr Lange, Tel. 0761 55501');

    // Nothing of a reported message is kept: not its subject, not its sender.
    const rows = JSON.stringify(await everyRow(h));
    for (const kept of ['Geheimsache 4711', 'real-bad.example', 'elsewhere.example', 'Ihre Sendung wartet'])
      expect(rows, kept).not.toContain(kept);
  });

  it('refuses other addresses and oversized mail, ignores what it cannot read and other companies’ tokens, and keeps running', async () => {
    const a = await sendWave(h, dns, 2, MONDAY_MORNING);
    const b = await sendWave(h, dns, 2, MONDAY_MORNING);
    const toA = reportAddress(h.config, a.owner.companyId!);
    const from = a.staff[0]!.email;

    await expect(report('report+1-0000000000@melden.test', from, 'Subject: x\r\n\r\nx')).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(report('someone@melden.test', from, 'Subject: x\r\n\r\nx')).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(report(toA, from, `Subject: big\r\n\r\n${'x'.repeat(20 * 1024 * 1024)}`)).rejects.toMatchObject({
      responseCode: 552,
    });

    // A token of company B reported to company A: B's token untouched, nothing counted for A.
    await forwardAndReport(toA, from, 'WG', lessonLink(b.paths[0]!));
    expect((await tokenRow(b.tokens[0]!)).reported).toBe(false);
    expect(await otherReports(a.owner.companyId!)).toBe(0);

    // Malformed MIME, originals nested ten deep (the token at the bottom), a gzip bomb, an odd charset.
    await report(
      toA,
      from,
      'Content-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: message/rfc822\r\n\r\n--x--\r\n\x00\xff garbage',
    );
    let nested = original(lessonLink(a.paths[1]!));
    for (let depth = 0; depth < 10; depth += 1)
      nested = `From: a@b.test\r\nSubject: n${depth}\r\nContent-Type: message/rfc822\r\n\r\n${nested}`;
    await report(toA, from, nested);
    const bomb = multipart([
      { headers: 'Content-Type: text/plain\r\n', body: 'zip' },
      {
        headers: 'Content-Type: application/gzip; name="rechnung.gz"\r\nContent-Transfer-Encoding: base64\r\n',
        body: gzipSync(Buffer.alloc(64 * 1024 * 1024))
          .toString('base64')
          .replace(/.{76}/g, '$&\r\n'),
      },
    ]);
    await forwardAndReport(toA, from, 'Rechnung', bomb);
    await forwardAndReport(toA, from, 'Odd', {
      headers: 'Content-Type: text/plain; charset=x-no-such-charset\r\n',
      body: '\xe4\xf6\xfc',
    });
    expect((await tokenRow(a.tokens[1]!)).reported).toBe(false); // deeper than the receiver reads

    // Still running: a plain report goes through afterwards.
    await forwardAndReport(toA, from, 'WG', lessonLink(a.paths[0]!));
    expect((await tokenRow(a.tokens[0]!)).reported).toBe(true);
  }, 60_000);
});
