import type { IncomingHttpHeaders } from 'node:http';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { SIMULATION_TEXT_VERSIONS } from '../../src/shared/api/simulation.ts';
import type { ApiHarness } from './api-harness.ts';
import { createPerson, PASSWORD, registerEmployer, type Person } from './factories.ts';
import type { TestDnsServer } from './dns-server.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { SimulationSender } from '../../src/server/simulation/simulation-sender.ts';
import { startReportReceiver } from '../../src/server/simulation/reports/report-receiver.ts';
import { rawRequest } from './raw-request.ts';
import { startSmtpListener } from './smtp-listener.ts';

let companies = 0;

/** A company whose people all have addresses at its own domain, as simulations need. */
export async function companyAtDomain(
  h: ApiHarness,
  people = 2,
): Promise<{ owner: Person; domain: string; staff: Person[] }> {
  const domain = `firma-${Date.now().toString(36)}-${++companies}.test`;
  const owner = await registerEmployer(h, { email: `inhaberin@${domain}` });
  const staff: Person[] = [];
  for (let i = 0; i < people; i += 1) {
    staff.push(
      await createPerson(h, i === 0 ? 'manager' : 'employee', owner.companyId, { email: `person${i}@${domain}` }),
    );
  }
  return { owner, domain, staff };
}

/** Books the add-on and ticks the checklist, as the employer does on the simulation page. */
export async function bookWithChecklist(h: ApiHarness, owner: Person): Promise<void> {
  const version = SIMULATION_TEXT_VERSIONS.checklist;
  const calls: Array<[string, unknown]> = [
    ['/api/simulation/booking', { addendumVersion: SIMULATION_TEXT_VERSIONS.addendum }],
    ['/api/simulation/checklist', { item: 'staffInformed', version }],
    ['/api/simulation/checklist', { item: 'worksCouncil', version, choice: 'none' }],
    ['/api/simulation/checklist', { item: 'dataProtectionOfficer', version }],
  ];
  for (const [path, body] of calls) expect((await h.post(path, body, { token: owner.token })).status).toBe(200);
}

/** Adds the domain and publishes its TXT record on the test DNS server, then lets the portal check it. */
export async function verifyDomain(h: ApiHarness, dns: TestDnsServer, owner: Person, domain: string): Promise<void> {
  const added = await h.post<{ record: { name: string; value: string } }>(
    '/api/simulation/domains',
    { domain },
    { token: owner.token },
  );
  expect(added.status).toBe(200);
  dns.setTxt(added.body.record.name, [added.body.record.value]);
  const checked = await h.post<{ verifiedAt: string | null }>(`/api/simulation/domains/${domain}/check`, undefined, {
    token: owner.token,
  });
  expect(checked.body.verifiedAt).not.toBeNull();
}

/** The provider's side: a sender domain and every scenario of the library published. */
export async function providerReady(h: ApiHarness, senderDomain = 'post-simulation.test'): Promise<void> {
  await h.db
    .insertInto('simulation_sender_domains')
    .values({ domain: senderDomain, added_at: h.clock.now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { loadTemplateLibrary } = await import('../../src/server/simulation/template-library.ts');
  for (const id of loadTemplateLibrary().ids) {
    await h.db
      .insertInto('simulation_templates')
      .values({ id, published_at: h.clock.now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ published_at: h.clock.now, retired_at: null }))
      .execute();
  }
}

/** A campaign's settings as the employer's form sends them, starting today. */
export const campaignSettings = (h: ApiHarness, overrides: Record<string, unknown> = {}) => ({
  name: 'Herbst-Übung',
  repeatWeeks: null,
  categories: ['sign-in', 'parcel', 'payment'],
  difficulties: [1, 2, 3],
  startsOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(h.clock.now),
  windowDays: 3,
  hourFrom: 9,
  hourTo: 16,
  ...overrides,
});

/**
 * Sends every due simulation mail of a wave to a real SMTP listener, at the end of its window; a send
 * the busy machine's listener refused is tried again a minute later, as the sender does. Answers the
 * mails that reached the domain's people and carry a lesson link.
 */
export async function deliverWave(h: ApiHarness, windowEnd: string, domain: string, people: number) {
  const smtp = await startSmtpListener();
  let senderNow = new Date(Date.parse(windowEnd) - 1000);
  const sender = new SimulationSender({
    db: h.db,
    transport: smtpTransport(smtp.url),
    keys: [h.sealingKey],
    limits: { maxPerMinute: 10_000, maxPerDomainPerMinute: 10_000 },
    pollMs: 60_000,
    now: () => senderNow,
    retryBaseMs: 1000,
  });
  const unsent = () =>
    h.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', 'like', `%@${domain}`)
      .where('kind', '=', 'simulation')
      .where('sent_at', 'is', null)
      .execute();
  for (let minute = 0; minute < 30; minute += 1) {
    while ((await sender.sendBatch()) > 0);
    if ((await unsent()).length === 0) break;
    senderNow = new Date(senderNow.getTime() + 60_000);
  }
  await sender.stop();
  const ours = () =>
    smtp.messages.filter((m) => m.to?.[0]?.address?.endsWith(`@${domain}`) && m.text?.includes('/lesson.test/'));
  for (let waited = 0; ours().length < people && waited < 20_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await smtp.close();
  return ours();
}

type Failure = { error: { code: string; message: string } };
/** A campaign as the API answers it. */
export type Campaign = {
  id: string;
  status: string;
  nextWaveAt: string | null;
  waves: Array<{ id: string; windowStart: string; windowEnd: string; planned: number; sent: number }>;
};

/** A company ready to launch: booked, checklist done, its domain verified. */
export async function simulationReadyCompany(h: ApiHarness, dns: TestDnsServer, people: number) {
  await providerReady(h);
  const company = await companyAtDomain(h, people);
  await bookWithChecklist(h, company.owner);
  await verifyDomain(h, dns, company.owner, company.domain);
  return company;
}

/** The employer's test mail to their own address, which a launch needs first. */
export async function sendTestMail(h: ApiHarness, owner: Person) {
  const sent = await h.post<{ to: string }>('/api/simulation/test-mail', {}, { token: owner.token });
  expect(sent.status).toBe(200);
  return sent;
}

/** Creates a campaign with the form's settings and `overrides`, and launches it with the password. */
export async function launchCampaign(h: ApiHarness, owner: Person, overrides: Record<string, unknown> = {}) {
  const created = await h.post<Campaign>('/api/simulation/campaigns', campaignSettings(h, overrides), {
    token: owner.token,
  });
  expect(created.status).toBe(200);
  const launched = await h.post<Campaign & Failure>(
    `/api/simulation/campaigns/${created.body.id}/launch`,
    { currentPassword: PASSWORD },
    { token: owner.token, lang: 'en' },
  );
  return { created: created.body, launched };
}

/** Everything of every table, as text per row, to look for what must not be there. */
export async function everyRow(harness: ApiHarness): Promise<Array<{ table: string; row: Record<string, unknown> }>> {
  const tables = await harness.db
    .selectFrom('information_schema.tables' as never)
    .select('table_name as name' as never)
    .where('table_schema' as never, '=', 'public' as never)
    .execute();
  const rows: Array<{ table: string; row: Record<string, unknown> }> = [];
  for (const { name } of tables as Array<{ name: string }>) {
    const all = await harness.db
      .selectFrom(name as never)
      .selectAll()
      .execute();
    for (const row of all as Array<Record<string, unknown>>) rows.push({ table: name, row });
  }
  return rows;
}

/** A request to the lesson pages' origin (`lesson.test`): the same server, its own Host. */
export async function landingRequest(
  h: ApiHarness,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const answer = await rawRequest(`${h.url}${path}`, {
    method,
    headers: { host: 'lesson.test', ...(body !== undefined ? { 'content-type': 'text/plain' } : {}) },
    body,
  });
  return { status: answer.status, headers: answer.headers, text: answer.body.toString() };
}

/**
 * Launches a one-day wave for `people` people at `at` (a working day's morning) and sends it all;
 * answers the company, the wave, and the lesson paths and tokens of the mails.
 */
export async function sendWave(h: ApiHarness, dns: TestDnsServer, people: number, at: Date) {
  h.clock.now = at;
  const company = await simulationReadyCompany(h, dns, people);
  await sendTestMail(h, company.owner);
  // One hour of sending (09–10 German time), so the sessions of the test outlast the window.
  const { launched } = await launchCampaign(h, company.owner, { windowDays: 1, hourTo: 10 });
  const wave = launched.body.waves[0]!;
  const received = await deliverWave(h, wave.windowEnd, company.domain, people);
  const links = received.map((m) => /http:\/\/lesson\.test(\/(de|en)\/[a-z0-9-]+\/([\w-]{22}))/.exec(m.text ?? '')!);
  expect(links).toHaveLength(people);
  return { ...company, wave, paths: links.map((match) => match[1]!), tokens: links.map((match) => match[3]!) };
}

/**
 * The answers to reports wait in the outbox (no sender runs in these tests): after each test
 * waiting system mail counts as sent, as it would hold simulation mail back.
 */
export function settleSystemMailAfterEach(h: ApiHarness) {
  afterEach(async () => {
    await h.db
      .updateTable('mail_outbox')
      .set({ sent_at: h.clock.now })
      .where('kind', '=', 'system')
      .where('sent_at', 'is', null)
      .execute();
  });
}

/**
 * The report receiver of a test file, on a free port, and `relay`: a raw message sent to it over
 * SMTP as the operator's mail server relays it.
 */
export function reportReceiverFor(h: ApiHarness) {
  let receiver: { port: number; close: () => Promise<void> };
  beforeAll(async () => {
    receiver = await startReportReceiver(
      { db: h.db, config: h.config, mail: h.mail, now: () => h.clock.now },
      0,
      '127.0.0.1',
    );
  });
  afterAll(() => receiver.close());
  return {
    relay: async (to: string, from: string, raw: string | Buffer) => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: receiver.port,
        secure: false,
        ignoreTLS: true,
      });
      try {
        return await transport.sendMail({ envelope: { from, to: [to] }, raw });
      } finally {
        transport.close();
      }
    },
  };
}
