import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { createPerson, registerEmployer } from '../support/factories.ts';

const h = fileHarness();

const settings = {
  companyName: 'Schmidt Sanitär GmbH & Co. KG',
  address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
  phoneNumber: '+49 221 123456',
  insuranceNumber: 'AS-4711081542',
  employeeCount: 60,
};

describe('GET and PATCH /company/{id}', () => {
  it('lets the employer fill in the company settings', async () => {
    const owner = await registerEmployer(h);
    const response = await h.patch(`/api/company/${owner.companyId}`, settings, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...settings,
      id: owner.companyId,
      ownerId: owner.id,
      insuranceNumberInvalid: false,
    });
    const read = await h.get(`/api/company/${owner.companyId}`, { token: owner.token });
    expect(read.body).toMatchObject(settings);
  });

  it('clears a field with an empty string', async () => {
    const owner = await registerEmployer(h);
    await h.patch(`/api/company/${owner.companyId}`, settings, { token: owner.token });
    const response = await h.patch(
      `/api/company/${owner.companyId}`,
      { insuranceNumber: '', phoneNumber: '' },
      { token: owner.token },
    );
    expect(response.body).toMatchObject({ insuranceNumber: null, phoneNumber: null });
  });

  it.each(['AS-123', 'AS-0000000000', 'AS-1234567890', 'XY-4711081542'])(
    'refuses the insurance number %s with its own message',
    async (number) => {
      const owner = await registerEmployer(h);
      const response = await h.patch<{ error: { code: string; message: string } }>(
        `/api/company/${owner.companyId}`,
        { insuranceNumber: number },
        { token: owner.token, lang: 'en' },
      );
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INSURANCE_NUMBER_INVALID');
      expect(response.body.error.message).toMatch(/AS-.*10 digits/);
      const row = await h.db
        .selectFrom('companies')
        .select('insurance_number')
        .where('id', '=', owner.companyId!)
        .executeTakeFirstOrThrow();
      expect(row.insurance_number).toBeNull();
    },
  );

  it('reports a stored number that breaks the rule', async () => {
    const owner = await registerEmployer(h);
    await h.db
      .updateTable('companies')
      .set({ insurance_number: 'AS-9999999999' })
      .where('id', '=', owner.companyId!)
      .execute();
    const response = await h.get(`/api/company/${owner.companyId}`, { token: owner.token });
    expect(response.body).toMatchObject({ insuranceNumber: 'AS-9999999999', insuranceNumberInvalid: true });
  });

  it('lets only the employer and admins change it, and nobody from another company read it', async () => {
    const owner = await registerEmployer(h);
    const other = await registerEmployer(h);
    const manager = await createPerson(h, 'manager', owner.companyId);
    const employee = await createPerson(h, 'employee', owner.companyId);
    const admin = await createPerson(h, 'admin', null);
    expect(
      (await h.patch(`/api/company/${owner.companyId}`, { companyName: 'X' }, { token: manager.token })).status,
    ).toBe(403);
    expect(
      (await h.patch(`/api/company/${owner.companyId}`, { companyName: 'X' }, { token: employee.token })).status,
    ).toBe(403);
    expect(
      (await h.patch(`/api/company/${owner.companyId}`, { companyName: 'X' }, { token: other.token })).status,
    ).toBe(403);
    expect((await h.get(`/api/company/${owner.companyId}`, { token: other.token })).status).toBe(403);
    expect((await h.get(`/api/company/${owner.companyId}`, { token: manager.token })).status).toBe(200);
    expect(
      (await h.patch(`/api/company/${owner.companyId}`, { companyName: 'Vom Admin geändert' }, { token: admin.token }))
        .body,
    ).toMatchObject({ companyName: 'Vom Admin geändert' });
    const name = await h.db
      .selectFrom('companies')
      .select('company_name')
      .where('id', '=', owner.companyId!)
      .executeTakeFirstOrThrow();
    expect(name.company_name).toBe('Vom Admin geändert');
  });

  it('refuses malformed settings', async () => {
    const owner = await registerEmployer(h);
    for (const patch of [
      { address: { postCode: 'ABCDE' } },
      { employeeCount: -3 },
      { employeeCount: 'viele' },
      { companyName: '' },
      { ownerId: 5 },
    ]) {
      const response = await h.patch(`/api/company/${owner.companyId}`, patch, { token: owner.token });
      expect(response.status, JSON.stringify(patch)).toBe(400);
    }
  });
});
