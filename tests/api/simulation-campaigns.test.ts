import { describe, expect, it } from 'vitest';
import { openBody } from '../../src/server/mail/outbox.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { MailSender } from '../../src/server/mail/sender.ts';
import { releaseSends } from '../../src/server/simulation/outbox-simulation.repository.ts';
import { SimulationSender } from '../../src/server/simulation/simulation-sender.ts';
import { runSimulationSchedule } from '../../src/server/simulation/simulation-schedule.ts';
import { hourlyCap } from '../../src/server/simulation/send-window.ts';
import { beforeAllValue, createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { PASSWORD, type Person } from '../support/factories.ts';
import { startSmtpListener } from '../support/smtp-listener.ts';
import { pdfPages, rawApp } from './files-support.ts';
import {
  everyRow,
  landingRequest,
  launchCampaign,
  sendTestMail,
  sendWave,
  simulationReadyCompany,
  type Campaign,
} from '../support/simulation.ts';

const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () => createApiHarness({ DNS_SERVERS: dns.address, SIMULATION_LANDING_URL: 'http://lesson.test' }),
  (harness) => harness.close(),
);

type Failure = { error: { code: string; message: string } };

/** Monday 7 December 2026, 08:00 in Germany: a working day before the window's hours. */
const MONDAY_MORNING = new Date('2026-12-07T07:00:00Z');

/** A company ready to launch: booked, checklist done, its domain verified, the test mail sent. */
const readyCompany = (people: number) => simulationReadyCompany(h, dns, people);
const testMail = (owner: Person) => sendTestMail(h, owner);
const createAndLaunch = (owner: Person, overrides: Record<string, unknown> = {}) => launchCampaign(h, owner, overrides);
const landing = (method: string, path: string, body?: string) => landingRequest(h, method, path, body);
const sentWave = (people: number) => sendWave(h, dns, people, MONDAY_MORNING);

const outboxOf = (harness: ApiHarness, domain: string) =>
  harness.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', 'like', `%@${domain}`)
    .where('kind', '=', 'simulation')
    .orderBy('id')
    .execute();

describe('launching a campaign (issue 41, points 1, 2 and 4)', () => {
  it('needs the checklist, a test mail and the password again; a refused launch plans nothing', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(3);
    const { created, launched } = await createAndLaunch(owner);
    expect([launched.status, launched.body.error.code]).toEqual([409, 'SIMULATION_NOT_READY']);

    const test = await testMail(owner);
    expect(test.body.to).toBe(owner.email);
    const [testRow] = await outboxOf(h, domain);
    expect(testRow).toMatchObject({ recipient: owner.email, kind: 'simulation' });
    expect(openBody(h.sealingKey, testRow!.text_body)).toContain('http://lesson.test/de/');
    expect(openBody(h.sealingKey, testRow!.text_body)).toContain('/preview');

    const wrong = await h.post<Failure>(
      `/api/simulation/campaigns/${created.id}/launch`,
      { currentPassword: 'nicht das Passwort' },
      { token: owner.token },
    );
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'CURRENT_PASSWORD_WRONG']);
    expect(
      await h.db.selectFrom('simulation_waves').selectAll().where('campaign_id', '=', created.id).execute(),
    ).toEqual([]);
  });

  it('spreads a wave over the working hours, at most ⌈N / hours⌉ + 1 an hour, one random scenario each', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(30);
    await testMail(owner);
    const { launched } = await createAndLaunch(owner, { windowDays: 2 });
    expect(launched.status).toBe(200);
    expect(launched.body.status).toBe('running');
    const [wave] = launched.body.waves;
    // The employer just had the test mail: the 14-day rule leaves them out of this wave.
    expect(wave!.planned).toBe(30);
    expect(wave!.windowStart).toBe('2026-12-07T08:00:00.000Z');
    expect(wave!.windowEnd).toBe('2026-12-08T15:00:00.000Z');

    const planned = (await outboxOf(h, domain)).filter((row) => row.wave_id === wave!.id);
    expect(planned).toHaveLength(30);
    expect(planned.map((row) => row.recipient)).not.toContain(owner.email);
    const cap = hourlyCap(30, 14);
    const perHour = new Map<number, number>();
    for (const row of planned) {
      const at = row.next_attempt_at.getTime();
      expect(at).toBeGreaterThanOrEqual(Date.parse(wave!.windowStart));
      expect(at).toBeLessThan(Date.parse(wave!.windowEnd));
      const berlinHour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
          row.next_attempt_at,
        ),
      );
      expect(berlinHour).toBeGreaterThanOrEqual(9);
      expect(berlinHour).toBeLessThan(16);
      const hour = Math.floor(at / 3_600_000);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
      expect(row.headers?.['X-Awareness-Simulation']).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(row.from_address).toMatch(/@post-simulation\.test>$/);
    }
    expect(Math.max(...perHour.values())).toBeLessThanOrEqual(cap);
    const tokens = await h.db.selectFrom('simulation_tokens').selectAll().where('wave_id', '=', wave!.id).execute();
    expect(tokens).toHaveLength(30);
    // The hash, the wave, the scenario and outcome flags: no person, address, language or time.
    expect(Object.keys(tokens[0]!).sort()).toEqual([
      'clicked',
      'reported',
      'reported_before_click',
      'submitted',
      'template_id',
      'token_hash',
      'wave_id',
    ]);
  });

  it('refuses the next launch once a TXT record is gone, and changes nothing else', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(2);
    await testMail(owner);
    dns.removeTxt(`_awareness-portal-verify.${domain}`);
    const { created, launched } = await createAndLaunch(owner);
    expect([launched.status, launched.body.error.code]).toEqual([409, 'DOMAIN_NOT_VERIFIED']);
    expect(launched.body.error.message).toContain(domain);
    const campaign = await h.get<{ campaigns: Campaign[] }>('/api/simulation/campaigns', { token: owner.token });
    expect(campaign.body.campaigns.find((c) => c.id === created.id)).toMatchObject({ status: 'draft', waves: [] });
  });

  it('pause and stop remove every unsent mail of the campaign and its token', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(12);
    await testMail(owner);
    const { created, launched } = await createAndLaunch(owner, { repeatWeeks: 4 });
    expect(launched.body.nextWaveAt).not.toBeNull();
    const waveId = launched.body.waves[0]!.id;
    expect((await outboxOf(h, domain)).filter((row) => row.wave_id === waveId)).toHaveLength(12);

    const paused = await h.post<Campaign>(`/api/simulation/campaigns/${created.id}/pause`, undefined, {
      token: owner.token,
    });
    expect(paused.body).toMatchObject({ status: 'paused', nextWaveAt: null });
    expect((await outboxOf(h, domain)).filter((row) => row.sent_at === null && row.recipient !== owner.email)).toEqual(
      [],
    );
    expect(await h.db.selectFrom('simulation_tokens').selectAll().where('wave_id', '=', waveId).execute()).toEqual([]);
    const again = await h.post<Failure>(`/api/simulation/campaigns/${created.id}/pause`, undefined, {
      token: owner.token,
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'CAMPAIGN_STATE']);
    // Resumed with the password: a new wave from today, the removed mails planned afresh.
    const resumed = await h.post<Campaign>(
      `/api/simulation/campaigns/${created.id}/resume`,
      { currentPassword: PASSWORD },
      { token: owner.token },
    );
    expect(resumed.body.status).toBe('running');
    expect(resumed.body.waves).toHaveLength(2);
    expect(resumed.body.waves[1]!.planned).toBe(12);
    const stopped = await h.post<Campaign>(`/api/simulation/campaigns/${created.id}/stop`, undefined, {
      token: owner.token,
    });
    expect(stopped.body.status).toBe('stopped');
    expect((await outboxOf(h, domain)).filter((row) => row.sent_at === null && row.recipient !== owner.email)).toEqual(
      [],
    );
  });
});

describe('sending simulation mail (issue 41, point 5)', () => {
  it('goes through its own transport only, blanks the outbox row, and the system mail never mixes in', async () => {
    h.clock.now = MONDAY_MORNING;
    const simulationSmtp = await startSmtpListener();
    const systemSmtp = await startSmtpListener();
    try {
      const { owner, domain, staff } = await readyCompany(10);
      await testMail(owner);
      const { launched } = await createAndLaunch(owner, { windowDays: 1 });
      const wave = launched.body.waves[0]!;
      let senderClock = new Date(MONDAY_MORNING.getTime() + 60_000);
      // An invitation (system mail) waits too.
      const invited = await h.post(
        '/api/employee/invite-employee',
        {
          firstname: 'Ida',
          lastname: 'Neu',
          email: `ida@${domain}`,
        },
        { token: owner.token },
      );
      expect(invited.status).toBe(200);

      const system = new MailSender({
        db: h.db,
        transport: smtpTransport(systemSmtp.url),
        from: h.config.mailFrom,
        keys: [h.sealingKey],
        pollMs: 60_000,
      });
      const simulation = new SimulationSender({
        db: h.db,
        transport: smtpTransport(simulationSmtp.url),
        keys: [h.sealingKey],
        limits: { maxPerMinute: 1000, maxPerDomainPerMinute: 1000 },
        pollMs: 60_000,
        now: () => senderClock,
      });
      // System mail goes first: while the invitation waits, no simulation mail is claimed.
      expect(await simulation.sendBatch()).toBe(0);
      system.start();
      await systemSmtp.waitFor(1);
      await system.stop();
      // The test mail goes at once; the wave's mails when their moments have come.
      expect(await simulation.sendBatch()).toBeGreaterThanOrEqual(1);
      senderClock = new Date(Date.parse(wave.windowEnd) - 1000);
      while ((await simulation.sendBatch()) > 0);
      await simulation.stop();
      const ours = () => simulationSmtp.messages.filter((m) => m.to?.[0]?.address?.endsWith(`@${domain}`));
      for (let waited = 0; ours().length < 11 && waited < 20_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));

      expect(systemSmtp.messages.map((m) => m.to?.[0]?.address)).toEqual([`ida@${domain}`]);
      // Earlier tests' companies have waves due too: this company's mails are those to its domain.
      const received = ours();
      expect(received.map((m) => m.to?.[0]?.address).sort()).toEqual(
        [owner.email, ...staff.map((p) => p.email)].sort(),
      );
      for (const message of received) {
        expect(message.from?.address).toMatch(/@post-simulation\.test$/);
        expect(message.headers.find((header) => header.key === 'x-awareness-simulation')?.value).toMatch(/^[\w-]{32}$/);
        expect(message.html).toContain('http://lesson.test/');
      }
      const rows = await outboxOf(h, domain);
      for (const row of rows) {
        expect(row).toMatchObject({
          subject: '[Simulation]',
          text_body: '',
          html_body: '',
          headers: null,
          from_address: null,
          wave_id: null,
          template_id: null,
          token_hash: null,
        });
        expect(row.sent_at).not.toBeNull();
      }
      const results = await h.db.selectFrom('simulation_results').selectAll().where('wave_id', '=', wave.id).execute();
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(10);
    } finally {
      await simulationSmtp.close();
      await systemSmtp.close();
    }
  });
});

const resultsOf = async (waveId: string) => {
  const rows = await h.db.selectFrom('simulation_results').selectAll().where('wave_id', '=', waveId).execute();
  return rows.reduce(
    (sum, r) => ({ sent: sum.sent + r.sent, clicked: sum.clicked + r.clicked, submitted: sum.submitted + r.submitted }),
    { sent: 0, clicked: 0, submitted: 0 },
  );
};

describe('the lesson page and what it counts (issue 41, points 6 and 7)', () => {
  it('serves the lesson on its own origin: strict CSP, no referrer, not indexed, no cookies', async () => {
    const { paths } = await sentWave(2);
    const page = await landing('GET', paths[0]!);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toMatch(/Phishing-Simulation|phishing simulation/);
    expect(page.text).not.toMatch(/<script>|style="/);
    expect((await landing('GET', '/robots.txt')).text).toContain('Disallow: /');
    // The portal's API is not on this origin.
    expect((await landing('GET', '/api/health')).status).toBe(404);
  });

  it('counts a click only from the page’s script, once; opening the page or a body counts nothing', async () => {
    const { wave, paths, tokens } = await sentWave(3);
    // What the process logs meanwhile: no line may name a token or a client.
    const logged: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const writeErr = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((chunk: string | Uint8Array) =>
      logged.push(String(chunk)) > -1) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array) =>
      logged.push(String(chunk)) > -1) as typeof process.stderr.write;
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = '';
    await landing('GET', paths[0]!);
    await landing('HEAD', paths[1]!);
    expect(await resultsOf(wave.id)).toEqual({ sent: 3, clicked: 0, submitted: 0 });

    const withBody = await landing('POST', `/e/${tokens[0]}/seen`, 'x=1');
    expect(withBody.status).toBe(400);
    expect(await resultsOf(wave.id)).toEqual({ sent: 3, clicked: 0, submitted: 0 });

    expect((await landing('POST', `/e/${tokens[0]}/seen`)).status).toBe(204);
    expect((await landing('POST', `/e/${tokens[0]}/seen`)).status).toBe(204);
    expect((await landing('POST', `/e/${tokens[1]}/submit`)).status).toBe(204);
    expect((await landing('POST', `/e/${'A'.repeat(22)}/seen`)).status).toBe(204);
    process.stdout.write = write;
    process.stderr.write = writeErr;
    process.env.LOG_LEVEL = level;
    expect(await resultsOf(wave.id)).toEqual({ sent: 3, clicked: 2, submitted: 1 });
    expect(logged.filter((line) => tokens.some((token) => line.includes(token)) || line.includes('127.0.0.1'))).toEqual(
      [],
    );
  });

  // It reads every row of every table: 30 s, for a machine busy with other test files.
  it(
    'after a 30-recipient campaign with clicks, no row links a person to a token, a scenario or an outcome',
    { timeout: 30_000 },
    async () => {
      const { wave, tokens, staff, owner } = await sentWave(30);
      for (const token of tokens.slice(0, 12)) await landing('POST', `/e/${token}/seen`);
      for (const token of tokens.slice(0, 4)) await landing('POST', `/e/${token}/submit`);
      expect(await resultsOf(wave.id)).toEqual({ sent: 30, clicked: 12, submitted: 4 });

      const people = [owner, ...staff];
      const ids = new Set(people.map((p) => p.id));
      const addresses = people.map((p) => p.email);
      const hashes = (
        await h.db.selectFrom('simulation_tokens').select('token_hash').where('wave_id', '=', wave.id).execute()
      ).map((t) => t.token_hash);
      expect(hashes).toHaveLength(30);
      const { loadTemplateLibrary } = await import('../../src/server/simulation/template-library.ts');
      const scenarios = loadTemplateLibrary().ids;
      const PERSON_COLUMNS = /(^|_)(user_id|actor_id|owner_id|booked_by|created_by|stopped_by|uploaded_by|id)$/;
      const offending: string[] = [];
      for (const { table, row } of await everyRow(h)) {
        const text = JSON.stringify(row);
        const person =
          addresses.some((a) => text.includes(a)) ||
          Object.entries(row).some(
            ([column, value]) =>
              PERSON_COLUMNS.test(column) && table !== 'simulation_tokens' && ids.has(value as number),
          );
        if (!person) continue;
        const linked =
          hashes.some((hash) => text.includes(hash)) ||
          tokens.some((token) => text.includes(token)) ||
          scenarios.some((id) => text.includes(`"${id}"`)) ||
          'clicked' in row ||
          'submitted' in row;
        if (linked) offending.push(`${table}: ${text.slice(0, 200)}`);
      }
      expect(offending).toEqual([]);
    },
  );
});

describe('limits, the provider’s stop and the schedule (issue 41, points 4, 5, 7 and 9)', () => {
  it('sends at most SIMULATION_MAX_PER_MINUTE a minute and per recipient domain, shared by two senders', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(12);
    await testMail(owner);
    const { launched } = await createAndLaunch(owner, { windowDays: 1 });
    const minute = new Date(Date.parse(launched.body.waves[0]!.windowEnd) - 30_000);
    const smtp = await startSmtpListener();
    const senders = [1, 2].map(
      () =>
        new SimulationSender({
          db: h.db,
          transport: smtpTransport(smtp.url),
          keys: [h.sealingKey],
          limits: { maxPerMinute: 1000, maxPerDomainPerMinute: 5 },
          pollMs: 60_000,
          now: () => minute,
        }),
    );
    try {
      const before = (await outboxOf(h, domain)).filter((row) => row.sent_at !== null).length;
      await Promise.all(
        senders.map(async (sender) => {
          while ((await sender.sendBatch()) > 0);
        }),
      );
      const rows = await outboxOf(h, domain);
      const sent = rows.filter((row) => row.sent_at !== null).length - before;
      // A send the busy machine's listener refused gives its place back: another mail of the minute
      // may take it, and the refused one is tried again after its back-off, not in the next minute.
      const refused = rows.filter((row) => row.sent_at === null && row.last_error !== null);
      expect(sent).toBeLessThanOrEqual(5);
      expect(sent).toBeGreaterThanOrEqual(5 - refused.length);
      expect(smtp.messages).toHaveLength(sent);
      const held = rows.filter((row) => row.sent_at === null && row.last_error === null);
      expect(held.length).toBeGreaterThan(0);
      const nextMinute = Math.ceil(minute.getTime() / 60_000) * 60_000;
      expect(held.filter((row) => row.next_attempt_at.getTime() < nextMinute)).toEqual([]);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      await smtp.close();
    }
  });

  it('gives the sends a refused or dropped mail reserved back to their minute: the retry goes out in the same minute', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(4);
    await testMail(owner); // past its latest time by the window's end: dropped, not sent
    const { launched } = await createAndLaunch(owner, { windowDays: 1 });
    const minute = new Date(Date.parse(launched.body.waves[0]!.windowEnd) - 60_000);
    let refusing = true;
    const smtp = await startSmtpListener(0, (address) => refusing && address.endsWith(`@${domain}`));
    let now = minute;
    const sender = new SimulationSender({
      db: h.db,
      transport: smtpTransport(smtp.url),
      keys: [h.sealingKey],
      limits: { maxPerMinute: 1000, maxPerDomainPerMinute: 2 },
      pollMs: 60_000,
      now: () => now,
      retryBaseMs: 1000,
    });
    const domainKey = `domain:${domain}:${minute.toISOString()}`;
    const counted = async (key: string) =>
      (await h.db.selectFrom('simulation_send_counts').select('sent').where('key', '=', key).executeTakeFirst())
        ?.sent ?? 0;
    // Every instance counts a minute only by what went out in it.
    const sentInMinute = async () =>
      (
        await h.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('kind', '=', 'simulation')
          .where('sent_at', '>=', minute)
          .where('sent_at', '<', new Date(minute.getTime() + 60_000))
          .execute()
      ).length;
    const ours = async () => (await outboxOf(h, domain)).filter((row) => row.sent_at !== null).length;
    try {
      while ((await sender.sendBatch()) > 0);
      expect(await ours()).toBe(0);
      expect((await outboxOf(h, domain)).filter((row) => row.last_error?.includes('550'))).toHaveLength(2);
      expect(await counted(domainKey)).toBe(0);
      expect(await counted(`all:${minute.toISOString()}`)).toBe(await sentInMinute());

      // Later in the same minute the refused two are due again, and the minute still has room for them.
      refusing = false;
      now = new Date(minute.getTime() + 10_000);
      while ((await sender.sendBatch()) > 0);
      expect(await ours()).toBe(2);
      expect(smtp.messages.filter((m) => m.to?.[0]?.address?.endsWith(`@${domain}`))).toHaveLength(2);
      expect(await counted(domainKey)).toBe(2);
      expect(await counted(`all:${minute.toISOString()}`)).toBe(await sentInMinute());

      // Giving back more than a minute counted leaves it at none, never below.
      await releaseSends(h.db, domainKey, 5);
      expect(await counted(domainKey)).toBe(0);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('claims no simulation mail while the provider’s global stop is on', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner } = await readyCompany(2);
    await testMail(owner);
    await h.db.updateTable('simulation_switch').set({ stopped_at: h.clock.now }).execute();
    const smtp = await startSmtpListener();
    const sender = new SimulationSender({
      db: h.db,
      transport: smtpTransport(smtp.url),
      keys: [h.sealingKey],
      limits: { maxPerMinute: 1000, maxPerDomainPerMinute: 1000 },
      pollMs: 60_000,
      now: () => new Date(MONDAY_MORNING.getTime() + 60_000),
    });
    try {
      expect(await sender.sendBatch()).toBe(0);
      await h.db.updateTable('simulation_switch').set({ stopped_at: null }).execute();
      expect(await sender.sendBatch()).toBeGreaterThan(0);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('drops a mail its window could not take, with its token, counted as failed', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, domain } = await readyCompany(2);
    await testMail(owner);
    const { launched } = await createAndLaunch(owner, { windowDays: 1 });
    const wave = launched.body.waves[0]!;
    const sender = new SimulationSender({
      db: h.db,
      transport: smtpTransport('smtp://127.0.0.1:9'),
      keys: [h.sealingKey],
      limits: { maxPerMinute: 1000, maxPerDomainPerMinute: 1000 },
      pollMs: 60_000,
      now: () => new Date(Date.parse(wave.windowEnd) + 2 * 3_600_000),
    });
    while ((await sender.sendBatch()) > 0);
    await sender.stop();
    expect((await outboxOf(h, domain)).filter((row) => row.sent_at === null)).toEqual([]);
    expect(await h.db.selectFrom('simulation_tokens').selectAll().where('wave_id', '=', wave.id).execute()).toEqual([]);
    const results = await h.db.selectFrom('simulation_results').selectAll().where('wave_id', '=', wave.id).execute();
    expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(2);
  });

  it('plans a recurring campaign’s next wave, skips people mailed in the last 14 days, and deletes tokens 30 days after', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner } = await readyCompany(4);
    await testMail(owner);
    const { created, launched } = await createAndLaunch(owner, { repeatWeeks: 2, windowDays: 1 });
    const first = launched.body.waves[0]!;
    const deps = (now: Date) => ({ db: h.db, config: h.config, now: () => now });

    // A second campaign now reaches nobody: everyone had a simulation within 14 days.
    const { launched: second } = await createAndLaunch(owner, { name: 'Zweite' });
    expect([second.status, second.body.error.code]).toEqual([409, 'SIMULATION_NO_RECIPIENTS']);

    const twoWeeksLater = new Date(Date.parse(launched.body.nextWaveAt!) + 60_000);
    await runSimulationSchedule(deps(twoWeeksLater));
    const after = await h.db.selectFrom('simulation_waves').selectAll().where('campaign_id', '=', created.id).execute();
    expect(after).toHaveLength(2);
    const [, next] = after.sort((a, b) => a.window_start.getTime() - b.window_start.getTime());
    expect(next!.window_start.getTime()).toBeGreaterThanOrEqual(twoWeeksLater.getTime());

    const tokensOf = (waveId: string) =>
      h.db.selectFrom('simulation_tokens').select('token_hash').where('wave_id', '=', waveId).execute();
    expect((await tokensOf(first.id)).length).toBe(4);
    await runSimulationSchedule(deps(new Date(Date.parse(first.windowEnd) + 29 * 86_400_000)));
    expect((await tokensOf(first.id)).length).toBe(4);
    await runSimulationSchedule(deps(new Date(Date.parse(first.windowEnd) + 31 * 86_400_000)));
    expect(await tokensOf(first.id)).toEqual([]);
    expect(
      (
        await h.db
          .selectFrom('simulation_waves')
          .select('tokens_deleted_at')
          .where('id', '=', first.id)
          .executeTakeFirst()
      )?.tokens_deleted_at,
    ).not.toBeNull();
  });
});

type Results = {
  minimum: number;
  waves: Array<{
    waveId: string;
    final: boolean;
    figure: { delivered: number | null; clickRate: number | null; reason: string | null };
    scenarios: Array<{ templateId: string; figure: { delivered: number | null; reason: string | null } }>;
  }>;
  pooled: Array<{ waves: number; figure: { delivered: number | null } }>;
  quarters: Array<{ quarter: string; figure: { delivered: number | null } }>;
};

describe('figures that can single no one out (issue 41, points 7 and 8)', () => {
  it('shows nothing while the window is open, no rates for 9 delivered and rates for 10', async () => {
    const nine = await sentWave(9);
    for (const token of nine.tokens.slice(0, 2)) await landing('POST', `/e/${token}/seen`);
    h.clock.now = new Date(Date.parse(nine.wave.windowEnd) - 60_000);
    const open = await h.get<Results>('/api/simulation/results', { token: nine.owner.token });
    expect(open.body.waves.find((w) => w.waveId === nine.wave.id)?.figure).toEqual({
      delivered: null,
      clickRate: null,
      dataEntryRate: null,
      reportRate: null,
      reportedBeforeClickRate: null,
      reason: 'WINDOW_OPEN',
    });

    h.clock.now = new Date(Date.parse(nine.wave.windowEnd) + 2 * 3_600_000);
    const closed = await h.get<Results>('/api/simulation/results', { token: nine.owner.token });
    expect(closed.body.waves.find((w) => w.waveId === nine.wave.id)).toMatchObject({
      figure: { delivered: null, clickRate: null, reason: 'BELOW_MINIMUM' },
      scenarios: [],
    });
    expect(closed.body.pooled).toEqual([]);

    const ten = await sentWave(10);
    for (const token of ten.tokens.slice(0, 3)) await landing('POST', `/e/${token}/seen`);
    h.clock.now = new Date(Date.parse(ten.wave.windowEnd) + 2 * 3_600_000);
    const shown = await h.get<Results>('/api/simulation/results', { token: ten.staff[0]!.token });
    expect(shown.body.waves.find((w) => w.waveId === ten.wave.id)?.figure).toMatchObject({
      delivered: 10,
      clickRate: 0.3,
      reason: null,
    });
    const csv = await h.get<string>('/api/simulation/results/export', { token: ten.owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain('"10";"30"');
  });

  it('withholds a second scenario where one covers fewer than ten mails', async () => {
    const { owner, wave } = await sentWave(2);
    await h.db.deleteFrom('simulation_results').where('wave_id', '=', wave.id).execute();
    await h.db
      .insertInto('simulation_results')
      .values([
        { wave_id: wave.id, template_id: 'parcel-not-delivered', sent: 4, clicked: 1 },
        { wave_id: wave.id, template_id: 'unusual-sign-in-alert', sent: 12, clicked: 2 },
        { wave_id: wave.id, template_id: 'supplier-new-bank-details', sent: 30, clicked: 5 },
      ])
      .execute();
    h.clock.now = new Date(Date.parse(wave.windowEnd) + 2 * 3_600_000);
    const results = await h.get<Results>('/api/simulation/results', { token: owner.token });
    const ours = results.body.waves.find((w) => w.waveId === wave.id)!;
    expect(ours.figure.delivered).toBe(46);
    expect(Object.fromEntries(ours.scenarios.map((s) => [s.templateId, s.figure.reason]))).toEqual({
      'parcel-not-delivered': 'BELOW_MINIMUM',
      'unusual-sign-in-alert': 'BELOW_MINIMUM',
      'supplier-new-bank-details': null,
    });
  });
});

describe('proof for the insurer (issue 41, point 8)', () => {
  it('states on the company certificate and its verification that simulations took place, never a rate', async () => {
    const { owner, wave, tokens } = await sentWave(10);
    for (const token of tokens.slice(0, 4)) await landing('POST', `/e/${token}/seen`);
    await h.db
      .updateTable('companies')
      .set({ insurance_number: 'AS-4711081542' })
      .where('id', '=', owner.companyId!)
      .execute();
    h.clock.now = new Date(Date.parse(wave.windowEnd) + 2 * 3_600_000);
    const status = await h.get<{ participation: { campaigns: number; delivered: number } | null }>(
      '/api/simulation/booking',
      { token: owner.token },
    );
    expect(status.body.participation).toMatchObject({ campaigns: 1, delivered: 10 });

    const response = await rawApp(h)('/api/certificates/company', { token: owner.token });
    expect(response.status).toBe(200);
    const [text] = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(
      'Phishing-Simulation: 1 Kampagne mit 10 zugestellten E-Mails vom 07.12.2026 bis 07.12.2026.',
    );
    expect(text).not.toMatch(/Klickrate|40 ?%/);
    const code = text!.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
    const verified = await h.get<{ simulations: unknown }>(`/api/certificates/verify/${code}`);
    expect(verified.body.simulations).toEqual({ campaigns: 1, delivered: 10, from: '2026-12-07', to: '2026-12-07' });
  });
});
