import { chromium, type Browser } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { loadTemplateLibrary } from '../../src/server/simulation/template-library.ts';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { PASSWORD } from '../support/factories.ts';
import {
  bookWithChecklist,
  campaignSettings,
  companyAtDomain,
  deliverWave,
  providerReady,
  verifyDomain,
} from '../support/simulation.ts';

/**
 * A learner's side in a real browser (Chromium): the mail's link opens the lesson page on its own
 * origin; on a data-entry scenario the browser types a password into the imitation sign-in page,
 * which then shows the lesson, and a scan of every table finds the password nowhere. The browser
 * reaches the landing origin's host name through a resolver rule, as a mail client's link would.
 */
const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () => createApiHarness({ DNS_SERVERS: dns.address, SIMULATION_LANDING_URL: 'http://lesson.test' }),
  (harness) => harness.close(),
);
const browser = beforeAllValue(
  async () => ({
    it: await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [`--host-resolver-rules=MAP lesson.test 127.0.0.1:${new URL(h.url).port}`],
    }),
  }),
  (b) => b.it.close(),
);

const MONDAY_MORNING = new Date('2026-12-07T07:00:00Z');
const TYPED_PASSWORD = 'Geheim-Passwort-4711!';

/** A wave of `people` mails sent, each scenario a data-entry one; answers the links in the mails. */
async function sentDataEntryWave(people: number) {
  h.clock.now = MONDAY_MORNING;
  await providerReady(h);
  const { owner, domain } = await companyAtDomain(h, people);
  await bookWithChecklist(h, owner);
  await verifyDomain(h, dns, owner, domain);
  expect((await h.post('/api/simulation/test-mail', {}, { token: owner.token })).status).toBe(200);
  const created = await h.post<{ id: string }>(
    '/api/simulation/campaigns',
    campaignSettings(h, { categories: ['sign-in'], difficulties: [1, 3], windowDays: 1, hourTo: 10 }),
    { token: owner.token },
  );
  const launched = await h.post<{ waves: Array<{ windowEnd: string }> }>(
    `/api/simulation/campaigns/${created.body.id}/launch`,
    { currentPassword: PASSWORD },
    { token: owner.token },
  );
  expect(launched.status).toBe(200);
  const received = await deliverWave(h, launched.body.waves[0]!.windowEnd, domain, people);
  return received.map((m) => /http:\/\/lesson\.test\/[a-z]{2}\/[a-z0-9-]+\/[\w-]{22}/.exec(m.text ?? '')![0]);
}

const clicks = async () =>
  h.db
    .selectFrom('simulation_results')
    .select((eb) => [eb.fn.sum<number>('clicked').as('clicked'), eb.fn.sum<number>('submitted').as('submitted')])
    .executeTakeFirstOrThrow();

describe('the learner’s side in a browser (issue 41, point 6)', () => {
  it(
    'a click lands on the lesson; on the imitation sign-in a typed password is stored nowhere',
    { timeout: 60_000 },
    async () => {
      const links = await sentDataEntryWave(2);
      const isDataEntry = (link: string) => loadTemplateLibrary().get(link.split('/')[4]!, 'de').kind === 'data-entry';
      const link = links.find(isDataEntry)!;
      expect(link).toBeDefined();
      const before = await clicks();

      const context = await (browser.it as Browser).newContext();
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) =>
        requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
      );
      await page.goto(link);
      // The imitation sign-in: labelled fields without a name, a plain button, no form.
      const password = page.getByLabel(/Passwort|Password|Kennwort/i).first();
      await expect.poll(() => password.isVisible()).toBe(true);
      expect(await page.locator('form').count()).toBe(0);
      expect(await page.locator('input[name]').count()).toBe(0);
      await page.locator('#lure-user').fill('erika@firma.test');
      await password.fill(TYPED_PASSWORD);
      await page.locator('#lure-submit').click();
      await expect.poll(() => page.locator('#lesson').isVisible()).toBe(true);
      expect(await page.locator('#lure').isVisible()).toBe(false);
      expect(await password.inputValue()).toBe('');
      expect(await page.locator('#lesson h1').innerText()).toContain('Phishing-Simulation');
      await expect.poll(async () => Number((await clicks()).submitted) - Number(before.submitted ?? 0)).toBe(1);
      await expect.poll(async () => Number((await clicks()).clicked) - Number(before.clicked ?? 0)).toBe(1);
      expect(await context.cookies()).toEqual([]);
      await context.close();

      // Nothing the browser sent carried the password, and no table holds it.
      expect(requests.filter((r) => r.includes(TYPED_PASSWORD))).toEqual([]);
      const tables = await h.db
        .selectFrom('information_schema.tables' as never)
        .select('table_name as name' as never)
        .where('table_schema' as never, '=', 'public' as never)
        .execute();
      const found: string[] = [];
      for (const { name } of tables as Array<{ name: string }>) {
        const rows = await h.db
          .selectFrom(name as never)
          .selectAll()
          .execute();
        if (JSON.stringify(rows).includes(TYPED_PASSWORD)) found.push(name);
      }
      expect(found).toEqual([]);
    },
  );
});
