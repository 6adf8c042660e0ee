import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_PAGE_SIZE } from '../../src/shared/constants.ts';
import { fileHarness } from '../support/api-harness.ts';
import { fileAdmin, countUrl, listUrl } from './admin-support.ts';

/**
 * The employer list of /admin/policyholders with 100,000 employers: the count, then 100 chunks of
 * 1000 as the page loads them (three at a time). Prints the times; the page stays usable while it
 * loads, so the bound here is generous for a shared test machine.
 */
const EMPLOYERS = 100_000;

const h = fileHarness();
const admin = fileAdmin(h);
beforeAll(async () => {
  const started = performance.now();
  await sql`insert into companies (company_name, insurance_number)
    select 'Firma ' || g, 'AS-' || lpad(g::text, 10, '0') from generate_series(1, ${EMPLOYERS}) g`.execute(h.db);
  await sql`insert into users (email, firstname, lastname, role, company_id, active, is_first_login)
    select 'chef' || c.id || '@scale.de', 'Vera', 'Nachname ' || c.id, 'employer', c.id, true, false
    from companies c`.execute(h.db);
  await sql`update companies c set owner_id = u.id from users u where u.company_id = c.id`.execute(h.db);
  await sql`analyze`.execute(h.db);
  console.info(`seeded ${EMPLOYERS} employers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 300_000);
afterAll(() => h.close());

describe('GET /employee with 100,000 employers', () => {
  it('counts them and pages through all of them in chunks of 1000', async () => {
    const started = performance.now();
    const count = await h.get<{ count: number }>(countUrl({ role: 'employer' }), { token: admin.token });
    expect(count.body.count).toBe(EMPLOYERS);
    const chunks = Math.ceil(count.body.count / EMPLOYER_PAGE_SIZE);
    const times: number[] = [];
    const ids = new Set<number>();
    const load = async (index: number) => {
      const begun = performance.now();
      const response = await h.get<Array<{ id: number; ownsOneCompany: { companyName: string } }>>(
        listUrl({
          where: { role: 'employer' },
          include: 'ownsOneCompany',
          limit: EMPLOYER_PAGE_SIZE,
          skip: index * EMPLOYER_PAGE_SIZE,
        }),
        { token: admin.token },
      );
      times[index] = performance.now() - begun;
      expect(response.status).toBe(200);
      for (const row of response.body) ids.add(row.id);
      expect(response.body[0]?.ownsOneCompany.companyName).toMatch(/^Firma /);
    };
    for (let index = 0; index < chunks; index += 3) {
      await Promise.all([index, index + 1, index + 2].filter((i) => i < chunks).map(load));
    }
    const total = (performance.now() - started) / 1000;
    expect(ids.size).toBe(EMPLOYERS);
    const sorted = [...times].sort((a, b) => a - b);
    console.info(
      `${h.database.kind}: ${EMPLOYERS} employers in ${chunks} chunks, ${total.toFixed(1)} s in all; ` +
        `chunk median ${sorted[Math.floor(chunks / 2)]!.toFixed(0)} ms, first ${times[0]!.toFixed(0)} ms, ` +
        `last ${times[chunks - 1]!.toFixed(0)} ms`,
    );
    expect(total).toBeLessThan(120);
  }, 300_000);
});
