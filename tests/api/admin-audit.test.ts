import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuditLogPage } from '../../src/shared/api/admin-audit.ts';
import { AUDIT_RETENTION_DAYS, pruneAuditLog } from '../../src/server/audit/audit-retention.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, legacyCompany } from '../support/companies.ts';
import { OTHER_PASSWORD, PASSWORD } from '../support/factories.ts';
import { fileAdmin, auditOf, expectAdminsOnly } from './admin-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const readLog = async (query: string, token = admin.token) => {
  const response = await h.get(`/api/audit-log${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(AuditLogPage, response.body);
};

describe('account-security events in the audit log', () => {
  it('records failed sign-ins, the moment the throttle starts making an account wait, and refused sign-ins', async () => {
    const c = await companyWithPeople(h);
    const wrong = { email: c.employee.email, password: 'ganz falsches Passwort' };
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await h.post('/api/employee/login', wrong, from('192.0.2.10'));
      expect(response.status).toBe(401);
    }
    const failed = (await auditOf(h, 'account.sign_in_failed')).filter((e) => e.target_user_id === c.employee.id);
    expect(failed).toHaveLength(6);
    expect(failed[0]).toMatchObject({ target_company_id: c.companyId, client_address: '192.0.2.10', actor_id: null });
    const throttled = await auditOf(h, 'account.sign_in_throttled');
    expect(throttled).toEqual([
      expect.objectContaining({
        target_user_id: c.employee.id,
        target_company_id: c.companyId,
        details: { scope: 'pair', hits: 6, closed: false },
      }),
    ]);
    // While it waits, further tries from there are answered 429 and are not counted again.
    expect((await h.post('/api/employee/login', wrong, from('192.0.2.10'))).status).toBe(429);
    h.clock.advance(2000);
    expect((await h.post('/api/employee/login', wrong, from('192.0.2.10'))).status).toBe(401);
    expect(await auditOf(h, 'account.sign_in_throttled')).toHaveLength(1);

    // An unknown address is recorded without a target.
    await h.post('/api/employee/login', { email: 'niemand@example.de', password: 'irgendein Passwort' });
    expect((await auditOf(h, 'account.sign_in_failed')).at(-1)).toMatchObject({ target_user_id: null });

    await h.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', c.manager.id).execute();
    await h.post('/api/employee/login', { email: c.manager.email, password: PASSWORD });
    expect((await auditOf(h, 'account.sign_in_refused')).at(-1)).toMatchObject({
      target_user_id: c.manager.id,
      details: { reason: 'locked' },
    });
  });

  it('records password changes and the acceptance of the agreement', async () => {
    const c = await legacyCompany(h);
    const changed = await h.patch(
      `/api/employee/${c.owner.id}`,
      { password: OTHER_PASSWORD, currentPassword: PASSWORD },
      { token: c.owner.token },
    );
    expect(changed.status).toBe(200);
    expect((await auditOf(h, 'account.password_changed')).at(-1)).toMatchObject({
      actor_id: c.owner.id,
      target_user_id: c.owner.id,
      details: { byAdmin: false },
    });
    const accepted = await h.patch(
      `/api/employee/${c.owner.id}`,
      { orderProcessingAccepted: true },
      { token: c.owner.token },
    );
    expect(accepted.status).toBe(200);
    expect((await auditOf(h, 'agreement.accepted')).at(-1)).toMatchObject({
      actor_id: c.owner.id,
      target_company_id: c.companyId,
    });
  });
});

describe('GET /audit-log', () => {
  it('shows one policyholder’s entries, newest first, with names, in pages', async () => {
    const c = await companyWithPeople(h);
    await h.post(`/api/employee/lock-account/${c.employee.id}`, { lock: true }, { token: admin.token });
    await h.post(`/api/employee/block-account/${c.owner.id}`, { block: true }, { token: admin.token });
    const page = await readLog(`?companyId=${c.companyId}`);
    expect(page.entries.map((e) => e.action).slice(0, 2)).toEqual(['employer.blocked', 'account.locked']);
    expect(page.entries[1]).toMatchObject({
      actor: { id: admin.id, role: 'admin', name: 'Ada Muster' },
      target: { id: c.employee.id, role: 'employee', name: 'Max Muster' },
      targetCompanyId: c.companyId,
    });
    expect(page.entries.every((e) => e.targetCompanyId === c.companyId)).toBe(true);
    expect(page.entries.map((e) => e.action)).toContain('account.registered');

    const first = await readLog(`?companyId=${c.companyId}&limit=1`);
    expect(first.entries).toHaveLength(1);
    expect(first.nextBefore).toBe(first.entries[0]!.id);
    const second = await readLog(`?companyId=${c.companyId}&limit=1&before=${first.nextBefore}`);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[0]!.id);
    const all = await readLog(`?companyId=${c.companyId}&limit=200`);
    expect(all.nextBefore).toBeNull();

    const byPerson = await readLog(`?userId=${c.employee.id}`);
    expect(byPerson.entries.every((e) => e.target?.id === c.employee.id || e.actor?.id === c.employee.id)).toBe(true);
  });

  it('refuses unknown parameters and bad values', async () => {
    for (const query of ['?companyId=x', '?limit=0', '?limit=201', '?action=x', '?companyId=1&companyId=2']) {
      const response = await h.get(`/api/audit-log${query}`, { token: admin.token });
      expect(response.status, query).toBe(400);
    }
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) => h.get(`/api/audit-log?companyId=${c.companyId}`, token ? { token } : {}));
  });
});

describe('retention of the audit log', () => {
  it('drops entries older than twelve months and keeps the rest', async () => {
    const c = await companyWithPeople(h);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const entry = (days: number) => ({
      at: daysAgo(days),
      action: 'employee.updated',
      target_company_id: c.companyId,
      details: JSON.stringify({ marker: days }),
    });
    await h.db
      .insertInto('audit_log')
      .values([entry(AUDIT_RETENTION_DAYS + 1), entry(AUDIT_RETENTION_DAYS - 1)])
      .execute();
    const markers = async () =>
      (await auditOf(h, 'employee.updated'))
        .filter((row) => row.target_company_id === c.companyId)
        .map((row) => (row.details as { marker?: number }).marker);

    expect(await markers()).toEqual([AUDIT_RETENTION_DAYS + 1, AUDIT_RETENTION_DAYS - 1]);
    expect(await pruneAuditLog(h.db, now)).toBeGreaterThanOrEqual(1);
    expect(await markers()).toEqual([AUDIT_RETENTION_DAYS - 1]);
    // The company's own recent history stays.
    expect((await readLog(`?companyId=${c.companyId}`)).entries.map((e) => e.action)).toContain('account.registered');
  });
});
