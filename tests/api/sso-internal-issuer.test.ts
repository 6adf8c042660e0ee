import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';

/**
 * An employer cannot make the portal fetch from its own machine or network by naming it as the
 * identity provider (decision 106): without SSO_ALLOW_HTTP_ISSUERS such an issuer is refused before
 * any connection is opened. A listener on this machine counts what would have reached it.
 */
const h = fileHarness();
let c: TestCompany;
const sockets: Socket[] = [];
const listener = createServer((socket) => {
  sockets.push(socket);
  socket.destroy();
});
let port = 0;
beforeAll(async () => {
  c = await companyWithPeople(h);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

describe('PUT /sso/connection with an internal issuer', () => {
  it('refuses loopback, private and metadata addresses without asking them, and stores nothing', async () => {
    for (const issuer of [
      `https://127.0.0.1:${port}/`,
      `https://localhost:${port}/`,
      'https://169.254.169.254/',
      'https://10.0.0.7/realms/firma',
      'https://[::1]/',
    ]) {
      const saved = await h.request<{ error: { code: string; message: string } }>('PUT', '/api/sso/connection', {
        body: {
          kind: 'oidc',
          issuer,
          displayName: 'Intern',
          clientId: 'portal',
          clientSecret: 'geheim',
          passwordsAllowed: true,
        },
        token: c.owner.token,
        lang: 'en',
      });
      expect(saved.status, issuer).toBe(400);
      expect(saved.body.error.code).toBe('SSO_DISCOVERY_FAILED');
    }
    expect(sockets).toHaveLength(0);
    expect(await h.db.selectFrom('company_sign_in_providers').selectAll().execute()).toEqual([]);
  });
});
