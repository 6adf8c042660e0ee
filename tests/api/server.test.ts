import { describe, expect, it } from 'vitest';
import { createApiHarness, fileHarness } from '../support/api-harness.ts';

const h = fileHarness();

describe('the HTTP server', () => {
  it('reports its health', async () => {
    expect(await h.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('gives every answer a request id, keeping a well-formed one the proxy sent', async () => {
    const own = (await h.get('/api/health')).headers.get('x-request-id');
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await h.get('/api/no-such-call', { headers: { 'x-request-id': 'proxy-7f3a' } });
    expect(failed.headers.get('x-request-id')).toBe('proxy-7f3a');
    const answers = await h.get('/api/no-such-call', { headers: { 'accept-language': 'fr-FR,en-GB;q=0.9,de;q=0.5' } });
    expect(answers.body).toMatchObject({ error: { message: 'Not found.' } });
  });

  it('answers unknown /api/ paths with a JSON 404 in the envelope', async () => {
    const response = await h.get('/api/no-such-call', { lang: 'en' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('sends the security headers', async () => {
    const response = await h.get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the portal is served over https', async () => {
    const secure = await createApiHarness({ PUBLIC_URL: 'https://portal.example.com' });
    try {
      expect((await secure.get('/api/health')).headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

describe('GET /public-config', () => {
  it('tells the app the brand, contact, provider identity and the sub-processors of Annex 1', async () => {
    const custom = await createApiHarness({
      BRAND_NAME: 'Nordsee Versicherung',
      CONTACT_EMAIL: 'hilfe@nordsee.example',
      PROVIDER_NAME: 'Portal GmbH',
    });
    try {
      const response = await custom.get<Record<string, unknown>>('/api/public-config');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        brandName: 'Nordsee Versicherung',
        contact: { email: 'hilfe@nordsee.example' },
        provider: { name: 'Portal GmbH' },
        agreementVersion: '5.40',
        publicUrl: 'http://portal.test',
        itContact: {
          de: 'die für IT zuständige Person in Ihrem Unternehmen',
          en: 'the person responsible for IT in your company',
        },
      });
      const subprocessors = response.body.subprocessors as Array<{ company: string }>;
      expect(subprocessors.length).toBeGreaterThanOrEqual(12);
      expect(subprocessors.every((s) => /Muster|Beispiel/.test(s.company))).toBe(true);
    } finally {
      await custom.close();
    }
  });
});
