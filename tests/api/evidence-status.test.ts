import { describe, expect, it } from 'vitest';
import type { EvidenceStatusResponse } from '../../src/shared/api/evidence-status.ts';
import type { EvidencePackage } from '../../src/shared/api/evidence.ts';
import { berlinToday } from '../../src/shared/berlin-dates.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, giveInsuranceNumber } from '../support/companies.ts';
import { passCourse } from '../support/learning.ts';
import { expectAdminsOnly, fileAdmin } from './admin-support.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
const request = rawApp(h);

const status = async (query = '') => {
  const response = await h.get<EvidenceStatusResponse>(`/api/admin/evidence-status${query}`, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

describe('the insurer’s view of the policyholders’ evidence (issue 43, point 5)', () => {
  it('per policyholder coverage, management and sharing; filters; the whole book; no names of staff', async () => {
    // Alpha: everyone trained, the employer named as management and trained, a package shared.
    const alpha = await companyWithPeople(h, { companyName: 'Alpha Evidenz GmbH' });
    await giveInsuranceNumber(h, alpha.companyId, 'AS-1234567891');
    expect(
      (await h.post('/api/trainings/assign-to-all', { trainingSlug: 'malware' }, { token: alpha.owner.token })).status,
    ).toBe(200);
    for (const person of [alpha.owner, alpha.manager, alpha.employee]) await passCourse(h, person.token, 'malware');
    await h.request('PUT', '/api/management/members', {
      body: { userIds: [alpha.owner.id] },
      token: alpha.owner.token,
    });
    await passCourse(h, alpha.owner.token, 'nis2-management');
    const pack = await h.post<EvidencePackage>(
      '/api/evidence/packages',
      { asOf: berlinToday(h.clock.now) },
      { token: alpha.owner.token },
    );
    expect(pack.status).toBe(200);
    expect(
      (await h.post(`/api/evidence/packages/${pack.body.id}/links`, {}, { token: alpha.owner.token })).status,
    ).toBe(200);
    // Beta: one of three trained, the manager named and not trained, nothing shared.
    const beta = await companyWithPeople(h, { companyName: 'Beta Bau KG' });
    expect(
      (await h.post('/api/trainings/assign-to-all', { trainingSlug: 'malware' }, { token: beta.owner.token })).status,
    ).toBe(200);
    await passCourse(h, beta.employee.token, 'malware');
    await h.request('PUT', '/api/management/members', {
      body: { userIds: [beta.manager.id] },
      token: beta.owner.token,
    });
    // Gamma: nothing yet.
    await companyWithPeople(h, { companyName: 'Gamma Dienst OHG' });

    const all = await status();
    expect(all.book).toEqual({
      companies: 3,
      learners: 6,
      fullyTrained: 4,
      coverageReached: 1,
      managementNamed: 2,
      managementValid: 1,
      sharedLastYear: 1,
      minPercent: 80,
    });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.companyName)).toEqual(['Alpha Evidenz GmbH', 'Beta Bau KG', 'Gamma Dienst OHG']);
    expect(all.rows[0]).toMatchObject({
      insuranceNumber: 'AS-1234567891',
      learners: 3,
      fullyTrained: 3,
      fullyTrainedPercent: 100,
      managementNamed: 1,
      managementValid: 1,
    });
    expect(all.rows[0]!.lastSharedAt).not.toBeNull();
    expect(all.rows[1]).toMatchObject({
      learners: 3,
      fullyTrained: 1,
      fullyTrainedPercent: 33,
      managementNamed: 1,
      managementValid: 0,
      lastPackageAt: null,
      lastSharedAt: null,
    });
    for (const person of [alpha.owner, alpha.manager, alpha.employee, beta.owner, beta.employee])
      expect(JSON.stringify(all)).not.toContain(person.email);

    const names = async (query: string) => (await status(query)).rows.map((row) => row.companyName);
    expect(await names('?coverage=reached')).toEqual(['Alpha Evidenz GmbH']);
    expect(await names('?coverage=below')).toEqual(['Beta Bau KG', 'Gamma Dienst OHG']);
    expect(await names('?management=none')).toEqual(['Gamma Dienst OHG']);
    expect(await names('?management=open')).toEqual(['Beta Bau KG']);
    expect(await names('?management=valid')).toEqual(['Alpha Evidenz GmbH']);
    expect(await names('?shared=never')).toEqual(['Beta Bau KG', 'Gamma Dienst OHG']);
    expect(await names('?shared=lastYear&coverage=reached')).toEqual(['Alpha Evidenz GmbH']);
    expect(await names('?search=bau')).toEqual(['Beta Bau KG']);
    expect(await names('?search=AS-1234')).toEqual(['Alpha Evidenz GmbH']);
    expect(await names('?search=%25')).toEqual([]);
    const filtered = await status('?coverage=below');
    expect(filtered.book.companies).toBe(3);
    expect(filtered.total).toBe(2);
    expect((await status('?offset=2')).rows.map((row) => row.companyName)).toEqual(['Gamma Dienst OHG']);
    expect(await status('?offset=50')).toMatchObject({ total: 3, rows: [] });

    // The CSV holds every matching policyholder, headings in the request's language.
    const csv = await request('/api/admin/evidence-status/export?management=open', { token: admin.token, lang: 'en' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((row) => row !== '');
    expect(rows[0]).toContain('"Company";"Insurance number";"People with courses";"Fully trained"');
    expect(rows[1]).toContain('"Beta Bau KG"');
    expect(rows).toHaveLength(2);
  });

  it('refuses unknown filters with 400 and is for admins only', async () => {
    const c = await companyWithPeople(h);
    for (const query of ['?coverage=alle', '?offset=-1', '?format=xml', `?search=${'x'.repeat(101)}`]) {
      const response = await h.get(`/api/admin/evidence-status${query}`, { token: admin.token });
      expect(response.status, query).toBe(400);
    }
    await expectAdminsOnly(h, c, (token) => h.get('/api/admin/evidence-status', token ? { token } : {}));
    await expectAdminsOnly(h, c, (token) => h.get('/api/admin/evidence-status/export', token ? { token } : {}));
  });
});
