import { expect } from 'vitest';
import { SIMULATION_TEXT_VERSIONS } from '../../src/shared/api/simulation.ts';
import type { ApiHarness } from './api-harness.ts';
import { createPerson, registerEmployer, type Person } from './factories.ts';
import type { TestDnsServer } from './dns-server.ts';

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
