import { describe, expect, it } from 'vitest';
import type { MySimulations } from '../../src/shared/api/simulation-pseudonymous.ts';
import { reportAddress } from '../../src/server/simulation/reports/report-address.ts';
import { runSimulationSchedule } from '../../src/server/simulation/simulation-schedule.ts';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { signIn, type Person } from '../support/factories.ts';
import {
  deliverWave,
  landingRequest,
  launchCampaign,
  reportReceiverFor,
  sendTestMail,
  settleSystemMailAfterEach,
  simulationReadyCompany,
  type Campaign,
} from '../support/simulation.ts';

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
const ON = { mode: 'pseudonymous', version: '1.0', worksCouncil: 'agreement', staffTold: true };

type Failure = { error: { code: string } };
type Booking = { pseudonymous: { at: string; worksCouncil: string } | null };

const receiver = reportReceiverFor(h);
settleSystemMailAfterEach(h);

/** A reporter forwards the simulation inline to the company's report address over SMTP. */
function reportInline(companyId: number, reporter: Person, lessonLink: string) {
  const to = reportAddress(h.config, companyId);
  return receiver.relay(
    to,
    reporter.email,
    `From: ${reporter.email}\r\nTo: ${to}\r\nSubject: WG: Anmeldung\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nKomisch: ${lessonLink}\r\n`,
  );
}

const linksOf = (companyId: number) =>
  h.db
    .selectFrom('simulation_person_links')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('planned_at')
    .execute();

const mine = (person: Person) => h.get<MySimulations>('/api/simulation/mine', { token: person.token, lang: 'en' });

/** A pseudonymous company's first wave, sent: each person's lesson link by address. */
async function pseudonymousWave(people: number, overrides: Record<string, unknown> = {}) {
  h.clock.now = MONDAY_MORNING;
  const company = await simulationReadyCompany(h, dns, people);
  expect(
    (await h.request<Booking>('PUT', '/api/simulation/mode', { body: ON, token: company.owner.token })).status,
  ).toBe(200);
  await sendTestMail(h, company.owner);
  const { created, launched } = await launchCampaign(h, company.owner, { windowDays: 1, hourTo: 10, ...overrides });
  expect(launched.status).toBe(200);
  const wave = launched.body.waves[0]!;
  // The owner had the test mail within 14 days: the wave reaches the staff.
  const received = await deliverWave(h, wave.windowEnd, company.domain, people);
  const linkTo = new Map(
    received.map((m) => [
      m.to![0]!.address!,
      /http:\/\/lesson\.test\/(de|en)\/[a-z0-9-]+\/([\w-]{22})/.exec(m.text ?? '')!,
    ]),
  );
  const link = (person: Person) => linkTo.get(person.email)![0];
  const token = (person: Person) => linkTo.get(person.email)![2]!;
  return { ...company, campaign: created as Campaign, launched: launched.body, wave, link, token };
}

describe('the pseudonymous mode (issue 42, point 5)', () => {
  it('is the employer’s, only with both confirmations and the current text', async () => {
    h.clock.now = MONDAY_MORNING;
    const { owner, staff } = await simulationReadyCompany(h, dns, 1);
    const put = (body: unknown, person = owner) =>
      h.request<Booking & Failure>('PUT', '/api/simulation/mode', { body, token: person.token, lang: 'en' });
    expect((await put({ ...ON, version: '0.9' })).body.error.code).toBe('TEXT_VERSION_OUTDATED');
    expect((await put({ ...ON, staffTold: false })).status).toBe(400);
    expect((await put({ ...ON, worksCouncil: 'informed' })).status).toBe(400);
    expect((await put(ON, staff[0])).status).toBe(403);
    const booking = await h.get<Booking>('/api/simulation/booking', { token: owner.token });
    expect(booking.body.pseudonymous).toBeNull();

    const on = await put(ON);
    expect(on.body.pseudonymous).toMatchObject({ worksCouncil: 'agreement' });
    const audits = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'simulation.mode_changed')
      .where('target_company_id', '=', owner.companyId!)
      .execute();
    expect(audits.map((a) => a.details)).toEqual([{ mode: 'pseudonymous', version: '1.0', worksCouncil: 'agreement' }]);
  });

  it('shows each person their own simulations and nobody else’s, and back to anonymous removes every link', async () => {
    const { owner, staff, wave, link, token } = await pseudonymousWave(3, { categories: ['sign-in'] });
    const [clicker, reporter, lateReporter] = staff as [Person, Person, Person];
    expect(await linksOf(owner.companyId!)).toHaveLength(3);

    h.clock.now = new Date(Date.parse(wave.windowEnd) + 3_600_000);
    expect((await landingRequest(h, 'POST', `/e/${token(clicker)}/seen`)).status).toBe(204);
    await reportInline(owner.companyId!, reporter, link(reporter));
    expect((await landingRequest(h, 'POST', `/e/${token(lateReporter)}/seen`)).status).toBe(204);
    h.clock.now = new Date(h.clock.now.getTime() + 600_000);
    await reportInline(owner.companyId!, lateReporter, link(lateReporter));

    const outcome = async (person: Person) => (await mine(person)).body.simulations.map((s) => s.outcome);
    expect(await outcome(clicker)).toEqual(['clicked']);
    expect(await outcome(reporter)).toEqual(['reported']);
    expect(await outcome(lateReporter)).toEqual(['clickedReported']);
    expect((await mine(owner)).body).toMatchObject({ pseudonymous: true, simulations: [] });
    expect((await mine(owner)).body.reportAddress).toBe(reportAddress(h.config, owner.companyId!));
    const [reported] = (await mine(reporter)).body.simulations;
    expect(reported).toMatchObject({ difficulty: 1, category: 'sign-in', course: expect.any(String) });
    expect(reported!.minutesToReport).toBeGreaterThan(0);
    expect(reported!.title).toMatch(/\w/);

    // After a click the scenario's course is the person's to take, unassigned; only theirs.
    const begin = (person: Person) =>
      h.post<{ trainingSlug: string }>(
        '/api/progress/create-progress',
        { trainingSlug: 'email-security' },
        { token: person.token },
      );
    expect((await begin(clicker)).status).toBe(200);
    expect((await begin(reporter)).status).toBe(403);
    const progress = await h.get<Array<{ id: number; courses: Array<{ trainingSlug: string }> }>>(
      '/api/progress/get-company-progress',
      { token: owner.token },
    );
    expect(JSON.stringify(progress.body)).not.toContain('email-security');

    // The employer's figures name nobody; no call answers another person's simulations.
    const results = await h.get('/api/simulation/results', { token: owner.token });
    for (const person of staff) {
      expect(JSON.stringify(results.body)).not.toContain(person.email);
    }

    const off = await h.request<Booking>('PUT', '/api/simulation/mode', {
      body: { mode: 'anonymous' },
      token: owner.token,
    });
    expect(off.body.pseudonymous).toBeNull();
    expect(await linksOf(owner.companyId!)).toEqual([]);
    expect((await mine(reporter)).body).toMatchObject({ pseudonymous: false, simulations: [] });
    const audit = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'simulation.mode_changed')
      .where('target_company_id', '=', owner.companyId!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ mode: 'anonymous', linksRemoved: 3 });
    // The company's counters stay: reports and clicks counted as before.
    const counted = await h.db.selectFrom('simulation_results').selectAll().where('wave_id', '=', wave.id).execute();
    expect(counted.reduce((sum, r) => sum + r.reported, 0)).toBe(2);
  });

  it('adapts the next scenario to each person’s record and never repeats one', async () => {
    const { owner, staff, launched, link, token } = await pseudonymousWave(3, {
      repeatWeeks: 2,
      categories: ['sign-in', 'it-support'],
    });
    const [clicker, reporter, quiet] = staff as [Person, Person, Person];
    // Everyone's first simulation is of the easiest difficulty of the choice.
    const first = new Map((await linksOf(owner.companyId!)).map((l) => [l.user_id, l]));
    expect([...first.values()].map((l) => l.difficulty)).toEqual([1, 1, 1]);
    await landingRequest(h, 'POST', `/e/${token(clicker)}/seen`);
    await reportInline(owner.companyId!, reporter, link(reporter));

    // A day late, so that the first wave's mails (sent at its window's end) lie 14 days back.
    const next = new Date(Date.parse(launched.nextWaveAt!) + 86_400_000 + 60_000);
    await runSimulationSchedule({ db: h.db, config: h.config, now: () => next });
    const second = (await linksOf(owner.companyId!)).filter((l) => l.planned_at >= next);
    const secondOf = (person: Person) => second.find((l) => l.user_id === person.id)!;
    expect(second.length).toBeGreaterThanOrEqual(3);
    for (const person of [clicker, reporter, quiet]) {
      expect(secondOf(person).template_id).not.toBe(first.get(person.id)!.template_id);
    }
    // A report without a click: one step harder; a click: as easy as the choice allows; neither: the same.
    expect(secondOf(reporter).difficulty).toBe(2);
    expect(secondOf(clicker).difficulty).toBe(1);
    expect(secondOf(quiet).difficulty).toBe(1);
  });

  it('forgets links after twelve months, and a deleted person’s unsent simulations go with them', async () => {
    const { owner, staff, launched } = await pseudonymousWave(2, { repeatWeeks: 2 });
    // A day late, so that the first wave's mails (sent at its window's end) lie 14 days back.
    const next = new Date(Date.parse(launched.nextWaveAt!) + 86_400_000 + 60_000);
    await runSimulationSchedule({ db: h.db, config: h.config, now: () => next });
    const leaving = staff[1]!;
    const unsentTo = () =>
      h.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', leaving.email)
        .where('kind', '=', 'simulation')
        .where('sent_at', 'is', null)
        .execute();
    expect(await unsentTo()).toHaveLength(1);
    const tokens = await h.db.selectFrom('simulation_tokens').select('token_hash').execute();
    const leavingLinks = await h.db
      .selectFrom('simulation_person_links')
      .select('token_hash')
      .where('user_id', '=', leaving.id)
      .execute();
    expect(leavingLinks).toHaveLength(2);

    h.clock.now = next;
    const token = await signIn(h, owner.email, owner.password);
    const removed = await h.request('DELETE', `/api/company/${owner.companyId}/employees/${leaving.id}`, { token });
    expect(removed.status).toBe(200);
    expect(await unsentTo()).toEqual([]);
    expect(
      await h.db.selectFrom('simulation_person_links').select('token_hash').where('user_id', '=', leaving.id).execute(),
    ).toEqual([]);
    const left = new Set(
      (await h.db.selectFrom('simulation_tokens').select('token_hash').execute()).map((t) => t.token_hash),
    );
    expect(tokens.length - left.size).toBe(1);

    const yearLater = new Date(Date.parse(launched.waves[0]!.windowEnd) + 366 * 86_400_000);
    const before = await linksOf(owner.companyId!);
    expect(before.length).toBeGreaterThan(0);
    await runSimulationSchedule({ db: h.db, config: h.config, now: () => yearLater });
    const after = await linksOf(owner.companyId!);
    expect(after.every((l) => l.planned_at.getTime() > yearLater.getTime() - 366 * 86_400_000)).toBe(true);
    expect(after.length).toBeLessThan(before.length);
  });
});
