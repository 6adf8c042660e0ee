import { describe, expect, it } from 'vitest';
import { issuerOf, providerVouchesMfa, verifiedAddress } from './provider-kinds.ts';

const TENANT = '11111111-2222-3333-4444-555555555555';

describe('the provider kinds', () => {
  it('derive the issuer of Entra ID and Google', () => {
    expect(issuerOf('entra', TENANT, undefined)).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);
    expect(issuerOf('google', 'firma.de', undefined)).toBe('https://accounts.google.com');
    expect(issuerOf('oidc', undefined, 'https://id.firma.de')).toBe('https://id.firma.de');
  });

  it('link any provider by a verified address only', () => {
    expect(verifiedAddress('oidc', null, { email: 'A@Firma.de', email_verified: true })).toEqual({
      email: 'a@firma.de',
    });
    expect(verifiedAddress('oidc', null, { email: 'a@firma.de' })).toEqual({ refused: 'unverified' });
    expect(verifiedAddress('oidc', null, { email: 'a@firma.de', email_verified: 'true' })).toEqual({
      refused: 'unverified',
    });
  });

  it('hold Google to the Workspace domain', () => {
    const claims = { email: 'a@firma.de', email_verified: true };
    expect(verifiedAddress('google', 'firma.de', { ...claims, hd: 'firma.de' })).toEqual({ email: 'a@firma.de' });
    expect(verifiedAddress('google', 'firma.de', claims)).toEqual({ refused: 'wrongTenant' });
    expect(verifiedAddress('google', 'firma.de', { ...claims, hd: 'andere.de' })).toEqual({ refused: 'wrongTenant' });
  });

  it('hold Entra ID to the tenant, email only when the domain owner verified it, else the UPN', () => {
    expect(verifiedAddress('entra', TENANT, { tid: TENANT, email: 'a@firma.de', xms_edov: true })).toEqual({
      email: 'a@firma.de',
    });
    expect(
      verifiedAddress('entra', TENANT, { tid: TENANT, email: 'chef@firma.de', preferred_username: 'a@firma.de' }),
    ).toEqual({ email: 'a@firma.de' });
    expect(
      verifiedAddress('entra', TENANT, { tid: TENANT, preferred_username: 'a_gmail.com#EXT#@x.onmicrosoft.com' }),
    ).toEqual({
      refused: 'unverified',
    });
    expect(verifiedAddress('entra', TENANT, { tid: 'other', email: 'a@firma.de', xms_edov: true })).toEqual({
      refused: 'wrongTenant',
    });
  });

  it('take a second factor from amr', () => {
    expect(providerVouchesMfa({ amr: ['pwd', 'mfa'] })).toBe(true);
    expect(providerVouchesMfa({ amr: ['hwk'] })).toBe(true);
    expect(providerVouchesMfa({ amr: ['pwd'] })).toBe(false);
    expect(providerVouchesMfa({})).toBe(false);
  });
});
