import { resolve } from 'node:path';
import * as v from 'valibot';
import type { Lang } from '#shared/constants.ts';
import { trustedProxiesOf, type TrustedProxies } from './http/client-address.ts';

/** Everything the server reads from the environment; every variable has a working default. */
export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollMs: number;
  /** Which reverse proxies in front of the server may name the client in X-Forwarded-For (http/client-address.ts). */
  trustedProxies: TrustedProxies;
  distDir: string;
  brandName: string;
  contact: { email: string; phone: string };
  provider: {
    name: string;
    address: string;
    representative: string;
    register: string;
    vatId: string;
    email: string;
    phone: string;
    dataProtectionContact: string;
    supervisoryAuthority: string;
  };
  videos: { registration: string; firstSteps: string };
  /** Annex 1 of the agreement: a JSON array of sub-processors (docs/product.md R29). */
  subprocessorsFile: string;
  /** Who learners call first in an IT emergency, and the insurer's hotline (course cyber-emergency). */
  courseContacts: { itContact: Record<Lang, string>; insurerHotline: string };
  firstAdmin: { email: string; password: string } | undefined;
  /**
   * The key that seals authenticator-app secrets at rest (SECOND_FACTOR_KEY, 32 bytes in base64);
   * without it a key file in `dataDir` is made once (core/secret-box.ts). Every instance needs the same.
   */
  secondFactorKey: Uint8Array | undefined;
  /** Keys that sealed before a rotation (SECOND_FACTOR_PREVIOUS_KEYS, comma-separated): opened, never used to seal. */
  secondFactorPreviousKeys: Uint8Array[];
  /** A session without a request for this long ends (ASVS 7.3.1); SESSION_IDLE_HOURS. */
  sessionIdleSeconds: number;
  /** How long a passed course counts before it is due again (TRAINING_VALIDITY_MONTHS, cycles/training-cycles.ts). */
  trainingValidityMonths: number;
  /**
   * After how many days an open course reminds its learner (REMINDER_AFTER_DAYS, comma-separated,
   * reminders/reminders.ts); `none` leaves only the reminders around deadlines.
   */
  reminderAfterDays: number[];
  /** Lets a scraper read GET /metrics from another machine (METRICS_TOKEN, a bearer token); loopback needs none. */
  metricsToken: string | undefined;
  /** METRICS_REQUIRE_TOKEN=true: loopback too must show the token (a machine other local users share). */
  metricsRequireToken: boolean;
  /**
   * How long a stopping instance keeps serving after SIGTERM while its readiness says 503, so that
   * a load balancer polling it stops sending first (SHUTDOWN_DRAIN_SECONDS; 0 without one).
   */
  drainSeconds: number;
  /** Phishing simulation (docs/decisions/096-phishing-simulation.md). */
  simulation: SimulationConfig;
  /**
   * The range API that new passwords are looked up in among breached ones (BREACHED_PASSWORDS_URL,
   * Have I Been Pwned's by default; identity/breached-passwords.ts); `off` leaves the bundled list alone.
   */
  breachedPasswordsUrl: string | undefined;
  /**
   * SSO_ALLOW_HTTP_ISSUERS=true lets companies name identity providers without TLS and on internal
   * addresses (a provider on the same machine in development and tests); otherwise issuers, token
   * endpoints and key sets must be https on public addresses (sso/oidc-client.ts).
   */
  ssoAllowHttpIssuers: boolean;
  /**
   * The provider's own identity provider for its admins (ADMIN_OIDC_*, docs/decisions/112-admin-sign-in.md);
   * undefined: admins sign in with their password only.
   */
  adminOidc: AdminOidcConfig | undefined;
};

/** ADMIN_OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET (all three or none), _NAME and _ACR_VALUES. */
export type AdminOidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's „Mit <name> anmelden“ on /admin/login. */
  name: string;
  /** `acr` values that stand for a second factor at the provider; asked for in the sign-in. */
  acrValues: string[];
};

export type SimulationConfig = {
  /** SIMULATION_SMTP_URL: simulation mail never goes through SMTP_URL; without it the add-on cannot be booked. */
  smtpUrl: string | undefined;
  /** Development without SMTP_URL writes simulation mail to files too, so the add-on can be tried. */
  fileTransport: boolean;
  /** SIMULATION_LANDING_URL: the lesson pages' own origin, never the portal's (no shared cookies). */
  landingUrl: string;
  /** SIMULATION_MAX_PER_MINUTE: simulation mails all instances send together per minute. */
  maxPerMinute: number;
  /** SIMULATION_MAX_PER_DOMAIN_PER_MINUTE: the same for one recipient domain. */
  maxPerDomainPerMinute: number;
  /** DNS_SERVERS: the resolvers asked for TXT records (comma-separated, `ip` or `ip:port`); the system's without. */
  dnsServers: string[];
  /** REPORT_DOMAIN: the domain of the companies' report addresses; the host of PUBLIC_URL without. */
  reportDomain: string;
  /** REPORT_SMTP_PORT: where the receiver of reported mail listens; without it no receiver runs. */
  reportSmtpPort: number | undefined;
  /** REPORT_SMTP_HOST: the receiver's address, for the operator's mail server that relays the report domain to it. */
  reportSmtpHost: string;
};

const IdleHours = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number), v.minValue(0.1), v.maxValue(336));
const SealingKey = v.pipe(
  v.string(),
  v.base64('SECOND_FACTOR_KEY must be base64'),
  v.transform((text) => new Uint8Array(Buffer.from(text, 'base64'))),
  v.check((key) => key.length === 32, 'SECOND_FACTOR_KEY must hold 32 bytes'),
);
const Months = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(120));
const ReminderDays = v.pipe(
  v.string(),
  v.regex(/^\s*(\d{1,3}\s*(,\s*\d{1,3}\s*)*)?$/, 'REMINDER_AFTER_DAYS must be days like 7,21'),
  v.transform((days) =>
    [
      ...new Set(
        days
          .split(',')
          .filter((day) => day.trim() !== '')
          .map(Number),
      ),
    ].sort((a, b) => a - b),
  ),
  v.check((days) => days.every((day) => day >= 1 && day <= 365), 'REMINDER_AFTER_DAYS must be days from 1 to 365'),
);
const MetricsToken = v.pipe(v.string(), v.minLength(24, 'METRICS_TOKEN must have at least 24 characters'));
const Switch = (name: string) =>
  v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist(['true', 'false'], `${name} must be true or false`),
    v.transform((value) => value === 'true'),
  );
const DrainSeconds = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, 'SHUTDOWN_DRAIN_SECONDS must be whole seconds'),
  v.transform(Number),
  v.maxValue(120),
);
const PerMinute = (name: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${name} must be a whole number`), v.transform(Number), v.minValue(1));
const DnsServers = v.pipe(
  v.string(),
  v.transform((list) =>
    list
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
  ),
  v.check(
    (servers) =>
      servers.every((server) =>
        /^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:]+\](:\d{1,5})?|[0-9a-f:]+)$/i.test(server),
      ),
    'DNS_SERVERS must be addresses like 127.0.0.1:5353',
  ),
);
const RangeUrl = v.pipe(
  v.string(),
  v.url('BREACHED_PASSWORDS_URL must be an http(s) address or off'),
  v.regex(/^https?:\/\//i, 'BREACHED_PASSWORDS_URL must be an http(s) address or off'),
  v.transform((url) => url.replace(/\/+$/, '')),
);
const ReportDomain = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
    'REPORT_DOMAIN must be a domain like report.example.de',
  ),
);
const Port = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(0), v.maxValue(65535));

/**
 * Without SIMULATION_LANDING_URL the lesson pages answer on `lessons.localhost` at the portal's port:
 * another origin that browsers resolve to this machine (RFC 6761) and that nobody uses to reach the
 * portal by chance. Production sets a host name of its own.
 */
function defaultLandingUrl(publicUrl: string, port: number): string {
  return `http://lessons.localhost:${new URL(publicUrl).port || port}`;
}

/** `off` turns the online look-up of new passwords off (decision 097); any other value is the API's address. */
function breachedPasswordsUrl(value: string): string | undefined {
  return value.toLowerCase() === 'off' ? undefined : v.parse(RangeUrl, value);
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The admins' identity provider: a half-filled configuration is said at start, not found out at sign-in. */
function adminOidcOf(env: NodeJS.ProcessEnv): AdminOidcConfig | undefined {
  const [issuer, clientId, clientSecret] = [
    'ADMIN_OIDC_ISSUER',
    'ADMIN_OIDC_CLIENT_ID',
    'ADMIN_OIDC_CLIENT_SECRET',
  ].map((name) => env[name]?.trim() || undefined);
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error('ADMIN_OIDC_ISSUER, ADMIN_OIDC_CLIENT_ID and ADMIN_OIDC_CLIENT_SECRET go together');
  }
  const url = v.parse(v.pipe(v.string(), v.url('ADMIN_OIDC_ISSUER must be a URL')), issuer);
  const allowHttp = text(env, 'SSO_ALLOW_HTTP_ISSUERS', 'false').toLowerCase() === 'true';
  if (!url.startsWith('https://') && !(allowHttp && url.startsWith('http://'))) {
    throw new Error('ADMIN_OIDC_ISSUER must be an https address');
  }
  const host = new URL(url).hostname;
  const knownName =
    host === 'login.microsoftonline.com' ? 'Microsoft' : host === 'accounts.google.com' ? 'Google' : host;
  return {
    // As given: the discovery document must name exactly this issuer (some end in a slash).
    issuer: url,
    clientId,
    clientSecret,
    name: text(env, 'ADMIN_OIDC_NAME', knownName),
    acrValues: (env.ADMIN_OIDC_ACR_VALUES ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = v.parse(Port, text(env, 'PORT', '3000'));
  const publicUrl = text(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = resolve(text(env, 'DATA_DIR', 'data'));
  const firstAdminEmail = env.ADMIN_EMAIL?.trim();
  const firstAdminPassword = env.ADMIN_PASSWORD;
  const metricsToken = env.METRICS_TOKEN?.trim() ? v.parse(MetricsToken, env.METRICS_TOKEN.trim()) : undefined;
  const metricsRequireToken = v.parse(Switch('METRICS_REQUIRE_TOKEN'), text(env, 'METRICS_REQUIRE_TOKEN', 'false'));
  // A token required and none set would close the metrics to everyone: said at start, not found out later.
  if (metricsRequireToken && !metricsToken) throw new Error('METRICS_REQUIRE_TOKEN=true needs METRICS_TOKEN');
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const landingUrl = text(env, 'SIMULATION_LANDING_URL', defaultLandingUrl(publicUrl, port)).replace(/\/+$/, '');
  // The lesson pages must not share the portal's origin: its cookies and storage would be theirs.
  if (new URL(landingUrl).origin === new URL(publicUrl).origin) {
    throw new Error('SIMULATION_LANDING_URL must be another origin than PUBLIC_URL');
  }
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM', 'Awareness-Portal <no-reply@localhost>'),
    mailPollMs: v.parse(Port, text(env, 'MAIL_POLL_MS', '2000')),
    trustedProxies: trustedProxiesOf(env.TRUST_PROXY),
    distDir: resolve(text(env, 'DIST_DIR', 'dist')),
    brandName: text(env, 'BRAND_NAME', 'Musterversicherung'),
    contact: {
      email: text(env, 'CONTACT_EMAIL', 'support@example.com'),
      phone: text(env, 'CONTACT_PHONE', '+49 30 1234567'),
    },
    provider: {
      name: text(env, 'PROVIDER_NAME', 'Muster Awareness GmbH'),
      address: text(env, 'PROVIDER_ADDRESS', 'Musterstraße 1, 10115 Berlin'),
      representative: text(env, 'PROVIDER_REPRESENTATIVE', 'Max Mustermann (Geschäftsführer)'),
      register: text(env, 'PROVIDER_REGISTER', 'Amtsgericht Berlin-Charlottenburg, HRB 000000'),
      vatId: text(env, 'PROVIDER_VAT_ID', 'DE000000000'),
      email: text(env, 'PROVIDER_EMAIL', 'kontakt@example.com'),
      phone: text(env, 'PROVIDER_PHONE', '+49 30 1234567'),
      dataProtectionContact: text(env, 'PROVIDER_DPO', 'datenschutz@example.com'),
      supervisoryAuthority: text(
        env,
        'PROVIDER_SUPERVISORY_AUTHORITY',
        'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',
      ),
    },
    videos: {
      registration: text(env, 'VIDEO_REGISTRATION_URL', '/videos/registration'),
      firstSteps: text(env, 'VIDEO_FIRST_STEPS_URL', '/videos/first-steps'),
    },
    courseContacts: {
      itContact: {
        de: text(env, 'IT_CONTACT', 'die für IT zuständige Person in Ihrem Unternehmen'),
        en: text(env, 'IT_CONTACT', 'the person responsible for IT in your company'),
      },
      insurerHotline: text(env, 'INSURER_HOTLINE', text(env, 'CONTACT_PHONE', '+49 30 1234567')),
    },
    subprocessorsFile: resolve(text(env, 'SUBPROCESSORS_FILE', 'src/content/legal/subprocessors.sample.json')),
    secondFactorKey: env.SECOND_FACTOR_KEY?.trim() ? v.parse(SealingKey, env.SECOND_FACTOR_KEY.trim()) : undefined,
    secondFactorPreviousKeys: (env.SECOND_FACTOR_PREVIOUS_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => v.parse(SealingKey, key)),
    sessionIdleSeconds: v.parse(IdleHours, text(env, 'SESSION_IDLE_HOURS', '8')) * 3600,
    trainingValidityMonths: v.parse(Months, text(env, 'TRAINING_VALIDITY_MONTHS', '12')),
    reminderAfterDays: v.parse(ReminderDays, text(env, 'REMINDER_AFTER_DAYS', '7,21').replace(/^none$/i, '')),
    metricsToken,
    metricsRequireToken,
    drainSeconds: v.parse(DrainSeconds, text(env, 'SHUTDOWN_DRAIN_SECONDS', '0')),
    simulation: {
      smtpUrl: env.SIMULATION_SMTP_URL?.trim() || undefined,
      fileTransport: !smtpUrl,
      landingUrl,
      maxPerMinute: v.parse(PerMinute('SIMULATION_MAX_PER_MINUTE'), text(env, 'SIMULATION_MAX_PER_MINUTE', '60')),
      maxPerDomainPerMinute: v.parse(
        PerMinute('SIMULATION_MAX_PER_DOMAIN_PER_MINUTE'),
        text(env, 'SIMULATION_MAX_PER_DOMAIN_PER_MINUTE', '20'),
      ),
      dnsServers: v.parse(DnsServers, env.DNS_SERVERS ?? ''),
      reportDomain: v.parse(ReportDomain, text(env, 'REPORT_DOMAIN', new URL(publicUrl).hostname)).toLowerCase(),
      reportSmtpPort: env.REPORT_SMTP_PORT?.trim() ? v.parse(Port, env.REPORT_SMTP_PORT.trim()) : undefined,
      reportSmtpHost: text(env, 'REPORT_SMTP_HOST', '127.0.0.1'),
    },
    breachedPasswordsUrl: breachedPasswordsUrl(text(env, 'BREACHED_PASSWORDS_URL', 'https://api.pwnedpasswords.com')),
    ssoAllowHttpIssuers: text(env, 'SSO_ALLOW_HTTP_ISSUERS', 'false').toLowerCase() === 'true',
    adminOidc: adminOidcOf(env),
    firstAdmin:
      firstAdminEmail && firstAdminPassword ? { email: firstAdminEmail, password: firstAdminPassword } : undefined,
  };
}
