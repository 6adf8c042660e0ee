import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { PASSWORD } from '../support/factories.ts';
import {
  bookWithChecklist,
  campaignSettings,
  companyAtDomain,
  providerReady,
  verifyDomain,
} from '../support/simulation.ts';
import { adminOf, auditOf } from './admin-support.ts';

const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () => createApiHarness({ DNS_SERVERS: dns.address }),
  (harness) => harness.close(),
);

type Failure = { error: { code: string } };
type Overview = {
  stoppedAt: string | null;
  senderDomains: Array<{ domain: string; retiredAt: string | null }>;
  companies: Array<{ companyId: number; blockedAt: string | null; campaigns: number }>;
  figures: {
    companies: number;
    delivered: number;
    clickRate: number | null;
    byDifficulty: Array<{ clickRate: number | null }>;
  };
};

describe('the provider’s controls (issue 41, point 9)', () => {
  it('stops and restarts all simulation mail, audited; customers cannot', async () => {
    const admin = await adminOf(h);
    const { owner } = await companyAtDomain(h);
    expect((await h.post('/api/admin/simulation/switch', { stopped: true }, { token: owner.token })).status).toBe(403);
    const stopped = await h.post<Overview>('/api/admin/simulation/switch', { stopped: true }, { token: admin.token });
    expect(stopped.body.stoppedAt).not.toBeNull();
    const started = await h.post<Overview>('/api/admin/simulation/switch', { stopped: false }, { token: admin.token });
    expect(started.body.stoppedAt).toBeNull();
    expect((await auditOf(h, 'simulation.switch_changed')).map((e) => e.details)).toEqual([
      { stopped: true },
      { stopped: false },
    ]);
  });

  it('keeps the sender domains: never a public provider’s, retired ones plan no mail', async () => {
    const admin = await adminOf(h);
    const refused = await h.post<Failure>(
      '/api/admin/simulation/sender-domains',
      { domain: 'gmx.de' },
      { token: admin.token },
    );
    expect([refused.status, refused.body.error.code]).toEqual([400, 'DOMAIN_NOT_ALLOWED']);
    const added = await h.post<Overview>(
      '/api/admin/simulation/sender-domains',
      { domain: 'konto-hinweis.test' },
      { token: admin.token },
    );
    expect(added.body.senderDomains.find((d) => d.domain === 'konto-hinweis.test')?.retiredAt).toBeNull();
    const retired = await h.post<Overview>(
      '/api/admin/simulation/sender-domains/konto-hinweis.test/retire',
      undefined,
      {
        token: admin.token,
      },
    );
    expect(retired.body.senderDomains.find((d) => d.domain === 'konto-hinweis.test')?.retiredAt).not.toBeNull();
  });

  it('blocks a company: its running campaign pauses without its unsent mails, and nothing new starts', async () => {
    h.clock.now = new Date('2026-12-07T07:00:00Z');
    const admin = await adminOf(h);
    await providerReady(h);
    const { owner, domain } = await companyAtDomain(h, 5);
    await bookWithChecklist(h, owner);
    await verifyDomain(h, dns, owner, domain);
    expect((await h.post('/api/simulation/test-mail', {}, { token: owner.token })).status).toBe(200);
    const created = await h.post<{ id: string }>('/api/simulation/campaigns', campaignSettings(h), {
      token: owner.token,
    });
    const launch = () =>
      h.post<Failure>(
        `/api/simulation/campaigns/${created.body.id}/launch`,
        { currentPassword: PASSWORD },
        { token: owner.token },
      );
    expect((await launch()).status).toBe(200);

    const blocked = await h.post<Overview>(
      `/api/admin/simulation/companies/${owner.companyId}/block`,
      { blocked: true },
      { token: admin.token },
    );
    expect(blocked.body.companies.find((c) => c.companyId === owner.companyId)?.blockedAt).not.toBeNull();
    const campaign = await h.get<{ campaigns: Array<{ status: string }> }>('/api/simulation/campaigns', {
      token: owner.token,
    });
    expect(campaign.body.campaigns[0]!.status).toBe('paused');
    const unsent = await h.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', 'like', `%@${domain}`)
      .where('sent_at', 'is', null)
      .where('wave_id', 'is not', null)
      .execute();
    expect(unsent).toEqual([]);
    expect(
      (await h.get<{ available: boolean }>('/api/simulation/booking', { token: owner.token })).body.available,
    ).toBe(false);
    const again = await h.post<{ id: string }>('/api/simulation/campaigns', campaignSettings(h), {
      token: owner.token,
    });
    const refused = await h.post<Failure>(
      `/api/simulation/campaigns/${again.body.id}/launch`,
      { currentPassword: PASSWORD },
      { token: owner.token },
    );
    expect([refused.status, refused.body.error.code]).toEqual([409, 'SIMULATION_UNAVAILABLE']);
    expect((await auditOf(h, 'simulation.company_blocked')).at(-1)?.target_company_id).toBe(owner.companyId);
  });

  it('shows rates over all customers only once twenty companies contribute', async () => {
    const admin = await adminOf(h);
    const before = await h.get<Overview>('/api/admin/simulation', { token: admin.token });
    const contributing = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const company = await h.db
          .insertInto('companies')
          .values({ company_name: `Kunde ${randomUUID()}`, created_at: new Date('2026-01-01T00:00:00Z') })
          .returning('id')
          .executeTakeFirstOrThrow();
        const campaign = randomUUID();
        await h.db
          .insertInto('simulation_campaigns')
          .values({
            id: campaign,
            company_id: company.id,
            name: 'Übung',
            categories: ['parcel'],
            difficulties: [1],
            starts_on: '2026-01-05',
            window_days: 1,
            hour_from: 9,
            hour_to: 16,
            status: 'finished',
            created_at: new Date('2026-01-01T00:00:00Z'),
          })
          .execute();
        const wave = randomUUID();
        await h.db
          .insertInto('simulation_waves')
          .values({
            id: wave,
            campaign_id: campaign,
            company_id: company.id,
            window_start: new Date('2026-01-05T08:00:00Z'),
            window_end: new Date('2026-01-05T15:00:00Z'),
            planned: 10,
          })
          .execute();
        await h.db
          .insertInto('simulation_results')
          .values({ wave_id: wave, template_id: 'parcel-not-delivered', sent: 10, clicked: 2 })
          .execute();
      }
    };
    const needed = Math.max(0, 19 - before.body.figures.companies);
    await contributing(needed);
    const nineteen = await h.get<Overview>('/api/admin/simulation', { token: admin.token });
    expect(nineteen.body.figures.companies).toBe(Math.max(19, before.body.figures.companies));
    if (nineteen.body.figures.companies < 20) expect(nineteen.body.figures.clickRate).toBeNull();
    await contributing(1);
    const twenty = await h.get<Overview>('/api/admin/simulation', { token: admin.token });
    expect(twenty.body.figures.companies).toBeGreaterThanOrEqual(20);
    expect(twenty.body.figures.clickRate).not.toBeNull();
    expect(twenty.body.figures.byDifficulty[0]!.clickRate).not.toBeNull();
  });
});
