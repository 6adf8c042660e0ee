import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/shared/api/endpoints/index.ts';
import { SIMULATION_TEXT_VERSIONS } from '../../src/shared/api/simulation.ts';
import { beforeAllValue, createApiHarness } from '../support/api-harness.ts';
import { startDnsServer } from '../support/dns-server.ts';
import { mailsTo } from '../support/factories.ts';
import { bookWithChecklist, companyAtDomain, verifyDomain } from '../support/simulation.ts';
import { adminOf, auditOf } from './admin-support.ts';

const dns = beforeAllValue(startDnsServer, (server) => server.close());
const h = beforeAllValue(
  () => createApiHarness({ DNS_SERVERS: dns.address }),
  (harness) => harness.close(),
);

type Failure = { error: { code: string; message: string } };
type Booking = {
  available: boolean;
  booked: { at: string; addendumVersion: string } | null;
  checklist: { complete: boolean; worksCouncil: { choice: string; date: string | null } | null };
  allowList: { header: string; value: string } | null;
};
type Domain = { domain: string; record: { name: string; value: string }; verifiedAt: string | null };

const version = SIMULATION_TEXT_VERSIONS.checklist;
/** A path of the contract with its parameters filled, for calling it. */
const concrete = (path: string) =>
  path
    .replace(':domain', 'firma.test')
    .replace(':id', '1')
    .replace(/:(\w+)(\{[^}]*\})?/g, 'x');

describe('booking phishing simulation (issue 41, point 1)', () => {
  it('answers every simulation call of a company that has not booked with 403 FEATURE_NOT_BOOKED', async () => {
    const { owner } = await companyAtDomain(h);
    const calls = ENDPOINTS.filter(
      ([name, e]) =>
        e.path.startsWith('/simulation/') &&
        // The booking's own calls, and a person's own simulations (which answers every company: decision 102).
        !['simulationBooking', 'bookSimulation', 'mySimulations'].includes(name),
    );
    expect(calls.length).toBeGreaterThanOrEqual(10);
    for (const [, e] of calls) {
      const answer = await h.request<Failure>(e.method, `/api${concrete(e.path)}`, {
        token: owner.token,
        body: e.body ? {} : undefined,
        lang: 'en',
      });
      // The booking is checked before the body: the refusal says what is missing, whatever was sent.
      expect([e.path, answer.status, answer.body.error.code]).toEqual([e.path, 403, 'FEATURE_NOT_BOOKED']);
    }
    const status = await h.get<Booking>('/api/simulation/booking', { token: owner.token });
    expect(status.body).toMatchObject({ available: true, booked: null, allowList: null });
  });

  it('lets only the employer book, for the current addendum, audited with its version', async () => {
    const { owner, staff } = await companyAtDomain(h);
    const byManager = await h.post<Failure>(
      '/api/simulation/booking',
      { addendumVersion: '1.0' },
      { token: staff[0]!.token },
    );
    expect(byManager.status).toBe(403);
    const outdated = await h.post<Failure>(
      '/api/simulation/booking',
      { addendumVersion: '0.9' },
      { token: owner.token, lang: 'en' },
    );
    expect([outdated.status, outdated.body.error.code]).toEqual([409, 'TEXT_VERSION_OUTDATED']);
    expect(outdated.body.error.message).toContain(SIMULATION_TEXT_VERSIONS.addendum);

    const booked = await h.post<Booking>(
      '/api/simulation/booking',
      { addendumVersion: SIMULATION_TEXT_VERSIONS.addendum },
      { token: owner.token },
    );
    expect(booked.status).toBe(200);
    expect(booked.body.booked?.addendumVersion).toBe(SIMULATION_TEXT_VERSIONS.addendum);
    expect(booked.body.allowList?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await h.post<Booking>('/api/simulation/booking', { addendumVersion: '1.0' }, { token: owner.token });
    expect(again.body.booked?.at).toBe(booked.body.booked?.at);
    const entries = (await auditOf(h, 'simulation.booked')).filter((e) => e.target_company_id === owner.companyId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toEqual({ addendumVersion: SIMULATION_TEXT_VERSIONS.addendum });

    // The manager sees the booking, not the company's allow-list secret.
    const managerView = await h.get<Booking>('/api/simulation/booking', { token: staff[0]!.token });
    expect(managerView.body.booked).not.toBeNull();
    expect(managerView.body.allowList).toBeNull();
  });

  it('cannot be booked where simulation mail has no transport of its own', async () => {
    const portal = await createApiHarness({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { owner } = await companyAtDomain(portal);
      expect((await portal.get<Booking>('/api/simulation/booking', { token: owner.token })).body.available).toBe(false);
      const refused = await portal.post<Failure>(
        '/api/simulation/booking',
        { addendumVersion: '1.0' },
        { token: owner.token },
      );
      expect([refused.status, refused.body.error.code]).toEqual([409, 'SIMULATION_UNAVAILABLE']);
      expect(await portal.db.selectFrom('simulation_bookings').selectAll().execute()).toEqual([]);
    } finally {
      await portal.close();
    }
  });
});

describe('the checklist before the first launch (issue 41, point 1)', () => {
  it('records each item with its text version and is complete only with all three', async () => {
    const { owner } = await companyAtDomain(h);
    await h.post('/api/simulation/booking', { addendumVersion: '1.0' }, { token: owner.token });
    const post = (body: unknown) =>
      h.post<Booking & Failure>('/api/simulation/checklist', body, { token: owner.token, lang: 'en' });

    const noDate = await post({ item: 'worksCouncil', version, choice: 'agreement' });
    expect([noDate.status, noDate.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const future = await post({ item: 'worksCouncil', version, choice: 'informed', date: '2999-01-01' });
    expect(future.status).toBe(400);
    const old = await post({ item: 'staffInformed', version: '0.1' });
    expect([old.status, old.body.error.code]).toEqual([409, 'TEXT_VERSION_OUTDATED']);

    expect((await post({ item: 'staffInformed', version })).body.checklist.complete).toBe(false);
    const council = await post({ item: 'worksCouncil', version, choice: 'agreement', date: '2026-03-02' });
    expect(council.body.checklist.worksCouncil).toMatchObject({ choice: 'agreement', date: '2026-03-02' });
    expect((await post({ item: 'dataProtectionOfficer', version })).body.checklist.complete).toBe(true);

    const entries = (await auditOf(h, 'simulation.checklist_confirmed')).filter(
      (e) => e.target_company_id === owner.companyId,
    );
    expect(entries.map((e) => e.details)).toEqual([
      {
        item: 'staffInformed',
        version,
        announcementVersion: SIMULATION_TEXT_VERSIONS.announcement,
        noticeVersion: SIMULATION_TEXT_VERSIONS.notice,
      },
      { item: 'worksCouncil', version, choice: 'agreement', date: '2026-03-02' },
      { item: 'dataProtectionOfficer', version },
    ]);
  });
});

describe('verifying a mail domain by DNS (issue 41, point 2)', () => {
  it('verifies a domain by its TXT record on a real DNS server, and a record gone ends it', async () => {
    const { owner, domain } = await companyAtDomain(h);
    await bookWithChecklist(h, owner);
    const listed = await h.get<{ suggested: string[] }>('/api/simulation/domains', { token: owner.token });
    expect(listed.body.suggested).toEqual([domain]);

    const added = await h.post<Domain>(
      '/api/simulation/domains',
      { domain: ` ${domain.toUpperCase()}. ` },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.record.name).toBe(`_awareness-portal-verify.${domain}`);
    expect(added.body.verifiedAt).toBeNull();

    const missing = await h.post<Domain>(`/api/simulation/domains/${domain}/check`, undefined, { token: owner.token });
    expect([missing.status, missing.body.verifiedAt]).toEqual([200, null]);

    dns.setTxt(added.body.record.name, ['v=spf1 -all', added.body.record.value]);
    const found = await h.post<Domain>(`/api/simulation/domains/${domain}/check`, undefined, { token: owner.token });
    expect(found.status).toBe(200);
    expect(found.body.verifiedAt).not.toBeNull();

    const people = await h.get<{ recipients: number }>('/api/simulation/people', { token: owner.token });
    expect(people.body.recipients).toBe(3);

    dns.removeTxt(added.body.record.name);
    const lapsed = await h.post<Domain>(`/api/simulation/domains/${domain}/check`, undefined, { token: owner.token });
    expect([lapsed.status, lapsed.body.verifiedAt]).toEqual([200, null]);
    expect(
      (await h.get<{ recipients: number }>('/api/simulation/people', { token: owner.token })).body.recipients,
    ).toBe(0);
    const actions = (
      await h.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_company_id', '=', owner.companyId)
        .where('action', 'like', 'simulation.domain%')
        .orderBy('id')
        .execute()
    ).map((e) => e.action);
    expect(actions).toEqual(['simulation.domain_added', 'simulation.domain_verified', 'simulation.domain_lapsed']);
  });

  it('never verifies a public mail provider’s domain', async () => {
    const { owner } = await companyAtDomain(h);
    await bookWithChecklist(h, owner);
    for (const domain of ['gmail.com', 'gmx.de', 'web.de', 't-online.de', 'outlook.com', 'mail.gmx.net']) {
      const refused = await h.post<Failure>('/api/simulation/domains', { domain }, { token: owner.token, lang: 'en' });
      expect([domain, refused.status, refused.body.error.code]).toEqual([domain, 400, 'DOMAIN_NOT_ALLOWED']);
    }
    expect(
      await h.db.selectFrom('simulation_domains').selectAll().where('company_id', '=', owner.companyId!).execute(),
    ).toEqual([]);
  });

  it('keeps a domain verified for one company at a time', async () => {
    const first = await companyAtDomain(h);
    const second = await companyAtDomain(h);
    await bookWithChecklist(h, first.owner);
    await bookWithChecklist(h, second.owner);
    await verifyDomain(h, dns, first.owner, first.domain);
    const taken = await h.post<Failure>(
      '/api/simulation/domains',
      { domain: first.domain },
      { token: second.owner.token },
    );
    expect([taken.status, taken.body.error.code]).toEqual([409, 'DOMAIN_TAKEN']);
  });
});

describe('who a simulation may reach (issue 41, point 2)', () => {
  it('leaves out people the employer chose, without a reason, audited; never another company’s', async () => {
    const { owner, domain, staff } = await companyAtDomain(h, 3);
    const other = await companyAtDomain(h);
    await bookWithChecklist(h, owner);
    await verifyDomain(h, dns, owner, domain);
    expect(
      (await h.get<{ recipients: number }>('/api/simulation/people', { token: owner.token })).body.recipients,
    ).toBe(4);

    const foreign = await h.request('PUT', `/api/simulation/exclusions/${other.staff[0]!.id}`, { token: owner.token });
    expect(foreign.status).toBe(404);
    const left = await h.request('PUT', `/api/simulation/exclusions/${staff[1]!.id}`, { token: owner.token });
    expect(left.status).toBe(200);
    const people = await h.get<{ recipients: number; people: Array<{ id: number; excluded: boolean }> }>(
      '/api/simulation/people',
      { token: owner.token },
    );
    expect(people.body.recipients).toBe(3);
    expect(people.body.people.find((p) => p.id === staff[1]!.id)?.excluded).toBe(true);
    expect(
      (await h.request('DELETE', `/api/simulation/exclusions/${staff[1]!.id}`, { token: owner.token })).status,
    ).toBe(200);
    const entries = (await auditOf(h, 'simulation.person_excluded')).concat(
      await auditOf(h, 'simulation.person_included'),
    );
    expect(entries.filter((e) => e.target_user_id === staff[1]!.id)).toHaveLength(2);
    expect(entries.every((e) => JSON.stringify(e.details) === '{}')).toBe(true);
  });
});

describe('the provider’s scenario library (issue 41, point 3)', () => {
  it('offers a company only what an admin published, previews it filled in, and retires it', async () => {
    const admin = await adminOf(h);
    const { owner } = await companyAtDomain(h);
    await bookWithChecklist(h, owner);
    const library = await h.get<{ templates: Array<{ id: string; publishedAt: string | null }> }>(
      '/api/admin/simulation/templates',
      { token: admin.token },
    );
    expect(library.body.templates.length).toBeGreaterThanOrEqual(12);
    const id = 'parcel-not-delivered';
    const unpublished = await h.get(`/api/simulation/templates/${id}/preview`, { token: owner.token });
    expect(unpublished.status).toBe(404);

    expect(
      (await h.post(`/api/admin/simulation/templates/${id}/publish`, undefined, { token: admin.token })).status,
    ).toBe(200);
    const offered = await h.get<{ templates: Array<{ id: string; title: string }> }>('/api/simulation/templates', {
      token: owner.token,
    });
    expect(offered.body.templates.map((t) => t.id)).toContain(id);
    const preview = await h.get<{
      subject: string;
      parts: Array<{ text: string }>;
      lessonUrl: string;
      from: { address: string };
    }>(`/api/simulation/templates/${id}/preview?lang=en`, { token: owner.token });
    expect(preview.status).toBe(200);
    const text = [preview.body.subject, ...preview.body.parts.map((p) => p.text)].join(' ');
    expect(text).not.toMatch(/\{\{/);
    expect(preview.body.lessonUrl).toBe(`${h.config.simulation.landingUrl}/en/${id}/preview`);

    expect(
      (await h.post(`/api/admin/simulation/templates/${id}/retire`, undefined, { token: admin.token })).status,
    ).toBe(200);
    const after = await h.get<{ templates: Array<{ id: string }> }>('/api/simulation/templates', {
      token: owner.token,
    });
    expect(after.body.templates.map((t) => t.id)).not.toContain(id);
    const customerToAdminCall = await h.get('/api/admin/simulation/templates', { token: owner.token });
    expect(customerToAdminCall.status).toBe(403);
  });
});

describe('the announcement to staff (issue 41, point 1)', () => {
  it('mails every active person of the company in their language, once an hour', async () => {
    const { owner, staff } = await companyAtDomain(h);
    await bookWithChecklist(h, owner);
    await h.db.updateTable('users').set({ lang: 'en' }).where('id', '=', staff[1]!.id).execute();
    const sent = await h.post<{ sent: number }>('/api/simulation/announcement', undefined, { token: owner.token });
    expect(sent.body.sent).toBe(3);
    const german = await mailsTo(h, staff[0]!.email);
    const english = await mailsTo(h, staff[1]!.email);
    expect(german).toHaveLength(1);
    expect(english).toHaveLength(1);
    expect(german[0]!.text_body).toContain('Phishing');
    expect(english[0]!.subject).not.toEqual(german[0]!.subject);
    const again = await h.post<Failure>('/api/simulation/announcement', undefined, { token: owner.token });
    expect(again.status).toBe(429);
  });
});
