import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('REMINDER_AFTER_DAYS', () => {
  it.each([
    [undefined, [7, 21]],
    ['21, 7,7', [7, 21]],
    ['3', [3]],
    ['', [7, 21]],
    ['none', []],
  ])('%s reads as %j', (value, days) => {
    const env = value === undefined ? {} : { REMINDER_AFTER_DAYS: value };
    expect(readConfig(env).reminderAfterDays).toEqual(days);
  });

  it.each(['0', '7,abc', '400', '7;21'])('refuses %s', (value) => {
    expect(() => readConfig({ REMINDER_AFTER_DAYS: value })).toThrow(/REMINDER_AFTER_DAYS/);
  });
});

describe('METRICS_REQUIRE_TOKEN', () => {
  const token = 'a-metrics-token-of-24-chars-or-more';

  it('is off unless set to true, and needs a token when on', () => {
    expect(readConfig({}).metricsRequireToken).toBe(false);
    expect(readConfig({ METRICS_REQUIRE_TOKEN: 'TRUE', METRICS_TOKEN: token }).metricsRequireToken).toBe(true);
    expect(readConfig({ METRICS_REQUIRE_TOKEN: 'false' }).metricsRequireToken).toBe(false);
    expect(() => readConfig({ METRICS_REQUIRE_TOKEN: 'true' })).toThrow(/needs METRICS_TOKEN/);
    expect(() => readConfig({ METRICS_REQUIRE_TOKEN: 'yes', METRICS_TOKEN: token })).toThrow(/true or false/);
  });
});

describe('phishing simulation settings', () => {
  it('puts the lesson pages on an origin of their own, never the portal’s', () => {
    expect(readConfig({ PORT: '3000' }).simulation.landingUrl).toBe('http://lessons.localhost:3000');
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).simulation.landingUrl).toBe(
      'http://lessons.localhost:4000',
    );
    expect(readConfig({ SIMULATION_LANDING_URL: 'https://lernen.example/' }).simulation.landingUrl).toBe(
      'https://lernen.example',
    );
    expect(() =>
      readConfig({ PUBLIC_URL: 'https://portal.example', SIMULATION_LANDING_URL: 'https://portal.example/lernen' }),
    ).toThrow(/another origin/);
  });

  it('sends through its own transport only, files standing in where no SMTP is set up at all', () => {
    expect(readConfig({}).simulation).toMatchObject({ smtpUrl: undefined, fileTransport: true });
    expect(readConfig({ SMTP_URL: 'smtp://mail:25' }).simulation).toMatchObject({
      smtpUrl: undefined,
      fileTransport: false,
    });
    expect(readConfig({ SIMULATION_SMTP_URL: 'smtp://sim:25', SMTP_URL: 'smtp://mail:25' }).simulation.smtpUrl).toBe(
      'smtp://sim:25',
    );
  });

  it('reads DNS_SERVERS and the sending limits, and refuses what is not one', () => {
    expect(readConfig({ DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9' }).simulation.dnsServers).toEqual([
      '127.0.0.1:5353',
      '9.9.9.9',
    ]);
    expect(() => readConfig({ DNS_SERVERS: 'dns.example' })).toThrow(/DNS_SERVERS/);
    expect(readConfig({ SIMULATION_MAX_PER_MINUTE: '30' }).simulation.maxPerMinute).toBe(30);
    expect(() => readConfig({ SIMULATION_MAX_PER_MINUTE: '0' })).toThrow();
  });
});

describe('BREACHED_PASSWORDS_URL', () => {
  it('asks Have I Been Pwned unless set, another address when set, and nobody when off', () => {
    expect(readConfig({}).breachedPasswordsUrl).toBe('https://api.pwnedpasswords.com');
    expect(readConfig({ BREACHED_PASSWORDS_URL: '' }).breachedPasswordsUrl).toBe('https://api.pwnedpasswords.com');
    expect(readConfig({ BREACHED_PASSWORDS_URL: 'http://127.0.0.1:8089/' }).breachedPasswordsUrl).toBe(
      'http://127.0.0.1:8089',
    );
    expect(readConfig({ BREACHED_PASSWORDS_URL: 'off' }).breachedPasswordsUrl).toBeUndefined();
    expect(readConfig({ BREACHED_PASSWORDS_URL: ' OFF ' }).breachedPasswordsUrl).toBeUndefined();
  });

  it.each(['no', 'ftp://mirror.example', 'api.pwnedpasswords.com'])('refuses %s', (value) => {
    expect(() => readConfig({ BREACHED_PASSWORDS_URL: value })).toThrow(/BREACHED_PASSWORDS_URL/);
  });
});

describe('ADMIN_OIDC_*', () => {
  const full = {
    ADMIN_OIDC_ISSUER: 'https://login.microsoftonline.com/7f3a1c52-0d4e-4b8a-9c1d-2e5f6a7b8c9d/v2.0',
    ADMIN_OIDC_CLIENT_ID: 'portal-admins',
    ADMIN_OIDC_CLIENT_SECRET: 'secret',
  };

  it('is off unless all three are set, and a half-filled one stops the start', () => {
    expect(readConfig({}).adminOidc).toBeUndefined();
    expect(() => readConfig({ ADMIN_OIDC_ISSUER: full.ADMIN_OIDC_ISSUER })).toThrow(/go together/);
    expect(() => readConfig({ ...full, ADMIN_OIDC_CLIENT_SECRET: ' ' })).toThrow(/go together/);
  });

  it('names the button after the provider and reads the acr values that stand for a second factor', () => {
    expect(readConfig(full).adminOidc).toEqual({
      issuer: full.ADMIN_OIDC_ISSUER,
      clientId: 'portal-admins',
      clientSecret: 'secret',
      name: 'Microsoft',
      acrValues: [],
    });
    const named = readConfig({ ...full, ADMIN_OIDC_NAME: 'Konzern-Login', ADMIN_OIDC_ACR_VALUES: 'c2, c3' }).adminOidc;
    expect(named).toMatchObject({ name: 'Konzern-Login', acrValues: ['c2', 'c3'] });
  });

  it('takes https issuers only, unless SSO_ALLOW_HTTP_ISSUERS is on', () => {
    const local = { ...full, ADMIN_OIDC_ISSUER: 'http://127.0.0.1:8080/realms/admins' };
    expect(() => readConfig(local)).toThrow(/https/);
    expect(readConfig({ ...local, SSO_ALLOW_HTTP_ISSUERS: 'true' }).adminOidc?.name).toBe('127.0.0.1');
  });
});
